import { siteLink } from '../lib/site-settings.ts';

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
