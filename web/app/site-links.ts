import { PAGES } from '../../common/pages/page-table.ts';
import { siteLink } from '../lib/site-settings.ts';

/** One destination of the navigation bar. */
export interface NavItem {
  to: string;
  label: string;
  icon: string;
  /** Bootstrap display classes that hide the item in the bar on narrow screens (the menu lists it). */
  visibility?: string;
}

/** Below this width the bar hides a link or cannot fit its links, and the menu button shows instead. */
export const MENU_BUTTON_VISIBILITY = 'd-md-none';

// The spec's texts and order: signed out, Sighting Search is hidden on small screens and Sighting List
// on extra-small ones.
const SIGNED_OUT_ITEMS: NavItem[] = [
  { to: PAGES.report.path, label: 'Report a UFO', icon: 'bi-megaphone' },
  { to: PAGES.search.path, label: 'Sighting Search', icon: 'bi-search', visibility: 'd-none d-md-block' },
  { to: PAGES.list.path, label: 'Sighting List', icon: 'bi-list-ul', visibility: 'd-none d-sm-block' },
  { to: '/', label: 'Sighting Map', icon: 'bi-map' },
];

const SIGNED_IN_ITEMS: NavItem[] = [
  { to: PAGES.search.path, label: 'Sighting Search', icon: 'bi-search' },
  { to: PAGES.list.path, label: 'Sighting List', icon: 'bi-list-ul' },
  { to: PAGES.administration.path, label: 'Administration', icon: 'bi-gear' },
];

/** The bar's links (Logout, a button, comes after them when signed in). */
export const navItems = (signedIn: boolean): NavItem[] => (signedIn ? SIGNED_IN_ITEMS : SIGNED_OUT_ITEMS);

/**
 * External destinations of the footer (two social profiles and a feedback link). They belong
 * to whoever runs the site (SOCIAL_X_URL, SOCIAL_FACEBOOK_URL, FEEDBACK_URL); one not set is not shown.
 */
export function socialLinks(): Array<{ label: string; icon: string; href: string }> {
  return [
    { label: 'X (Twitter)', icon: 'bi-twitter-x', href: siteLink('social-x') },
    { label: 'Facebook', icon: 'bi-facebook', href: siteLink('social-facebook') },
  ].filter((link): link is { label: string; icon: string; href: string } => link.href !== null);
}

export const feedbackLink = () => siteLink('feedback');
