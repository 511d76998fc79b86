import { FEED_PATH } from '../../common/pages/feed.ts';
import { PAGES } from '../../common/pages/page-table.ts';
import { siteLink } from '../lib/site-settings.ts';

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
