import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links.ts';

const pageUrl = 'https://skywatch.test/sighting/ab12cd34';

const linkFor = (service: string, summary: string | null) =>
  new URL(shareLinks(pageUrl, summary).find((link) => link.service === service)!.href);

describe('shareLinks', () => {
  it('offers the five share services in order', () => {
    expect(shareLinks(pageUrl, 'Lights').map((link) => link.service)).toEqual([
      'Email',
      'Facebook',
      'Twitter (X)',
      'LinkedIn',
      'Reddit',
    ]);
  });
  it('points every service at the page', () => {
    expect(linkFor('Facebook', 'x').searchParams.get('u')).toBe(pageUrl);
    expect(linkFor('LinkedIn', 'x').searchParams.get('url')).toBe(pageUrl);
    expect(linkFor('Reddit', 'Lights over town').searchParams.get('url')).toBe(pageUrl);
    expect(linkFor('Reddit', 'Lights over town').searchParams.get('title')).toBe('Lights over town');
    const email = shareLinks(pageUrl, 'Lights over town')[0]!.href;
    expect(email).toBe(`mailto:?subject=Lights%20over%20town&body=${encodeURIComponent(pageUrl)}`);
  });
  it('cuts the Twitter (X) text to 128 characters', () => {
    const tweet = linkFor('Twitter (X)', 'a'.repeat(300));
    expect(tweet.origin).toBe('https://x.com');
    expect(tweet.searchParams.get('text')).toHaveLength(128);
    expect(tweet.searchParams.get('url')).toBe(pageUrl);
    expect(linkFor('Twitter (X)', 'Short').searchParams.get('text')).toBe('Short');
  });
});
