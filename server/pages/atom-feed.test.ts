// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { parseXml } from '../test/parse-xml.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { atomFeed, feedLinkTag, xmlText } from './atom-feed.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
const site = {
  origin: 'https://skywatch.example',
  siteName: 'Skywatch',
  now: new Date('2025-01-01T00:00:00.000Z'),
  publicUrl: 'https://skywatch.example',
};

/** A sighting as the public reads answer it. */
const asSighting = (overrides: Parameters<typeof makeSighting>[0] = {}): Sighting => {
  const { importKey: _importKey, mediaCount: _mediaCount, ...sighting } = makeSighting(overrides);
  return { ...sighting, point: null, media: [], eventId: sighting.id, eventSize: 1 };
};
/** A feed entry of a sighting stored public: dated by its submission. */
const published = (sighting: Sighting) => ({ sighting, published: sighting.submitted });

const text = (parent: Element | Document, name: string) => parent.getElementsByTagNameNS(ATOM, name)[0]?.textContent;

describe('the Atom feed', () => {
  it('is an Atom document with the feed fields a reader needs, entries in the order given', () => {
    const sightings = [
      asSighting({ id: 'newest01', summary: 'A silver disc', submitted: '2024-06-02T08:00:00.000Z', tags: ['disc'] }),
      asSighting({ id: 'older001', summary: 'Orange lights', submitted: '2024-05-02T08:00:00.000Z' }),
    ];
    const document = parseXml(atomFeed(sightings.map(published), site));
    const feed = document.documentElement;
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.localName).toBe('feed');
    expect(text(feed, 'title')).toBe('Skywatch: newest UFO sightings');
    expect(text(feed, 'id')).toBe('https://skywatch.example/');
    expect(text(feed, 'updated')).toBe('2024-06-02T08:00:00.000Z');
    expect(feed.querySelector('link[rel="self"]')?.getAttribute('href')).toBe('https://skywatch.example/feed.xml');

    const entries = [...feed.getElementsByTagNameNS(ATOM, 'entry')];
    expect(entries.map((entry) => text(entry, 'title'))).toEqual(['A silver disc', 'Orange lights']);
    const [first] = entries;
    expect(text(first!, 'id')).toBe('https://skywatch.example/sighting/newest01');
    expect(first!.querySelector('link')?.getAttribute('href')).toBe('https://skywatch.example/sighting/newest01');
    expect(text(first!, 'published')).toBe('2024-06-02T08:00:00.000Z');
    expect(text(first!, 'summary')).toBe(
      'Occurred 05/01/2024 3:15 PM local time in Lake Tahoe, California, United States.',
    );
    expect(text(first!, 'content')).toMatch(/^We watched three orange lights/);
    expect(first!.querySelector('category')?.getAttribute('term')).toBe('disc');
  });

  it('keeps hostile text as text: escaped markup, and characters XML cannot hold left out', () => {
    const hostile = asSighting({
      id: 'hostile1',
      summary: '<script>alert("x")</script> & </title><title>Injected',
      detailedDescription: 'Bell\u0007 and a lone \ud800 half ]]> <![CDATA[ & more',
      locationName: `Tom's "place" <b>`,
      tags: ['"><evil/>'],
      timeZone: null,
    });
    const feed = atomFeed([published(hostile)], site);
    const document = parseXml(feed);
    const [entry] = [...document.getElementsByTagNameNS(ATOM, 'entry')];
    expect(text(entry!, 'title')).toBe('<script>alert("x")</script> & </title><title>Injected');
    expect(text(entry!, 'content')).toBe('Bell and a lone  half ]]> <![CDATA[ & more');
    expect(text(entry!, 'summary')).toBe(`Occurred 05/01/2024 10:15 PM UTC in Tom's "place" <b>.`);
    expect(entry!.querySelector('category')?.getAttribute('term')).toBe('"><evil/>');
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    expect(document.getElementsByTagName('evil')).toHaveLength(0);
    expect(document.getElementsByTagNameNS(ATOM, 'title')).toHaveLength(2);
  });

  it('keeps its ids whatever host name a reader asks by: a tag URI without a public address', () => {
    const entries = [published(asSighting({ id: 'newest01' }))];
    const ids = (origin: string) => {
      const feed = parseXml(atomFeed(entries, { ...site, origin, publicUrl: undefined })).documentElement;
      return [text(feed, 'id'), text(feed.getElementsByTagNameNS(ATOM, 'entry')[0]!, 'id')];
    };
    expect(ids('http://localhost:3000')).toEqual(ids('http://127.0.0.1:3000'));
    expect(ids('http://localhost:3000')).toEqual(['tag:skywatch,2024:/', 'tag:skywatch,2024:/sighting/newest01']);
  });

  it('names the site and its time when there is no sighting yet', () => {
    const document = parseXml(atomFeed([], { ...site, siteName: 'Sky & "Watch"' }));
    expect(text(document, 'title')).toBe('Sky & "Watch": newest UFO sightings');
    expect(text(document, 'updated')).toBe('2025-01-01T00:00:00.000Z');
    expect(document.getElementsByTagNameNS(ATOM, 'entry')).toHaveLength(0);
  });

  it('gives an entry without a summary or description a title and no empty content', () => {
    const document = parseXml(atomFeed([published(asSighting({ summary: null, detailedDescription: '  ' }))], site));
    expect(text(document.getElementsByTagNameNS(ATOM, 'entry')[0]!, 'title')).toBe('UFO sighting');
    expect(document.getElementsByTagNameNS(ATOM, 'content')).toHaveLength(0);
  });

  it('escapes the head link and XML text', () => {
    expect(feedLinkTag('A "B" <C>')).toBe(
      '<link rel="alternate" type="application/atom+xml" title="A &quot;B&quot; &lt;C&gt;: newest UFO sightings" href="/feed.xml" />',
    );
    expect(xmlText('a\u0000b\ufffe & 🛸')).toBe('ab &amp; 🛸');
  });
});
