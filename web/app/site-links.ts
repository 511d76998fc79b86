/**
 * External destinations of the footer (SPEC §2: two social profiles and a feedback link). They
 * belong to whoever runs the site: the server puts them in the page as meta tags from its settings
 * (SOCIAL_X_URL, SOCIAL_FACEBOOK_URL, FEEDBACK_URL); a link that is not set is not shown.
 */
function linkFromPage(name: string): string | null {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="skywatch:${name}"]`)?.content;
  return value && /^(https?:|mailto:)/.test(value) ? value : null;
}

export const SOCIAL_LINKS = [
  { label: 'X (Twitter)', icon: 'bi-twitter-x', href: linkFromPage('social-x') },
  { label: 'Facebook', icon: 'bi-facebook', href: linkFromPage('social-facebook') },
].filter((link): link is { label: string; icon: string; href: string } => link.href !== null);

export const FEEDBACK_LINK = linkFromPage('feedback');
