import { FEED_PATH } from '../../common/pages/feed.ts';
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

// The spec's signed-in links keep their order; staff also report and read the map like anyone, so the
// signed-out bar's Report a UFO and Sighting Map stay, in the places they hold there.
const SIGNED_IN_ITEMS: NavItem[] = [
  { to: PAGES.report.path, label: 'Report a UFO', icon: 'bi-megaphone' },
  { to: PAGES.search.path, label: 'Sighting Search', icon: 'bi-search', visibility: 'd-none d-md-block' },
  { to: PAGES.list.path, label: 'Sighting List', icon: 'bi-list-ul', visibility: 'd-none d-md-block' },
  { to: '/', label: 'Sighting Map', icon: 'bi-map', visibility: 'd-none d-sm-block' },
  { to: PAGES.administration.path, label: 'Administration', icon: 'bi-gear' },
];

/** The bar's links (Logout, a button, comes after them when signed in). */
export const navItems = (signedIn: boolean): NavItem[] => (signedIn ? SIGNED_IN_ITEMS : SIGNED_OUT_ITEMS);

export interface FooterLink {
  label: string;
  icon: string;
  href: string;
  /** Another site's page, opened in a new tab; else one of ours. */
  external: boolean;
  /** The media type of what the link leads to, when it is not a web page. */
  type?: string;
}

/** The site's own feed: what the SOCIAL column offers when the site names no social profile. */
const FEED_LINK: FooterLink = {
  label: 'Sightings Feed (Atom)',
  icon: 'bi-rss',
  href: FEED_PATH,
  external: false,
  type: 'application/atom+xml',
};

/**
 * The SOCIAL column: the social profiles whoever runs the site has set (SOCIAL_X_URL,
 * SOCIAL_FACEBOOK_URL), each only when set; with none set, the site's own feed of new sightings, so the
 * column always offers a real way to follow the site.
 */
export function socialLinks(): FooterLink[] {
  const profiles = [
    { label: 'X (Twitter)', icon: 'bi-twitter-x', href: siteLink('social-x'), external: true },
    { label: 'Facebook', icon: 'bi-facebook', href: siteLink('social-facebook'), external: true },
  ].filter((link): link is FooterLink => link.href !== null);
  return profiles.length > 0 ? profiles : [FEED_LINK];
}

/**
 * Where the Feedback link goes: the site's own feedback address when one is set (FEEDBACK_URL), else
 * the built-in feedback form, whose messages staff read in administration.
 */
export function feedbackLink(): { href: string; external: boolean } {
  const configured = siteLink('feedback');
  return configured ? { href: configured, external: true } : { href: PAGES.feedback.path, external: false };
}
