import { siteLink } from '../lib/site-settings.ts';

/**
 * External destinations of the footer (SPEC §2: two social profiles and a feedback link). They belong
 * to whoever runs the site (SOCIAL_X_URL, SOCIAL_FACEBOOK_URL, FEEDBACK_URL); one not set is not shown.
 */
export const SOCIAL_LINKS = [
  { label: 'X (Twitter)', icon: 'bi-twitter-x', href: siteLink('social-x') },
  { label: 'Facebook', icon: 'bi-facebook', href: siteLink('social-facebook') },
].filter((link): link is { label: string; icon: string; href: string } => link.href !== null);

export const FEEDBACK_LINK = siteLink('feedback');
