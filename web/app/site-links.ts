/** External destinations of the footer (SPEC §2: two social profiles and a feedback link). */
export const SOCIAL_LINKS = [
  { label: 'X (Twitter)', icon: 'bi-twitter-x', href: 'https://x.com/skywatchufo' },
  { label: 'Facebook', icon: 'bi-facebook', href: 'https://www.facebook.com/skywatchufo' },
] as const;

export const FEEDBACK_LINK = 'https://github.com/skywatch-ufo/skywatch/discussions';
