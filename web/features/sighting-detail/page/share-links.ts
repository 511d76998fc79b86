import { truncate } from '../../../../common/display/text.ts';

const TWITTER_SHARE_TEXT_LENGTH = 128;

export interface ShareLink {
  service: 'Email' | 'Facebook' | 'Twitter (X)' | 'LinkedIn' | 'Reddit';
  icon: string;
  href: string;
}

/** The Share menu: each service's own share address for `pageUrl`. */
export function shareLinks(pageUrl: string, summary: string | null): ShareLink[] {
  const text = summary?.trim() || pageUrl;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    {
      service: 'Email',
      icon: 'bi-envelope',
      // mailto wants %20 for spaces, not the '+' of form encoding.
      href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(pageUrl)}`,
    },
    {
      service: 'Facebook',
      icon: 'bi-facebook',
      href: `https://www.facebook.com/sharer/sharer.php?${query({ u: pageUrl })}`,
    },
    {
      service: 'Twitter (X)',
      icon: 'bi-twitter-x',
      href: `https://x.com/intent/tweet?${query({ text: truncate(text, TWITTER_SHARE_TEXT_LENGTH), url: pageUrl })}`,
    },
    {
      service: 'LinkedIn',
      icon: 'bi-linkedin',
      href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url: pageUrl })}`,
    },
    {
      service: 'Reddit',
      icon: 'bi-reddit',
      href: `https://www.reddit.com/submit?${query({ url: pageUrl, title: text })}`,
    },
  ];
}
