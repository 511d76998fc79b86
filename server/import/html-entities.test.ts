import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities.ts';

describe('decodeHtmlEntities', () => {
  it('decodes numeric references without the closing semicolon, as NUFORC writes them', () => {
    expect(decodeHtmlEntities('then&#44 it left')).toBe('then, it left');
    expect(decodeHtmlEntities('father&#39s story&#33')).toBe("father's story!");
    expect(decodeHtmlEntities('wow&#33&#33')).toBe('wow!!');
  });

  it('decodes numeric references with the semicolon, decimal and hex', () => {
    expect(decodeHtmlEntities('a&#44;b &#x27;c&#X27; &#8230;')).toBe("a,b 'c' …");
  });

  it('does not run an unterminated comma into the digits after it', () => {
    expect(decodeHtmlEntities('at 5&#44000 feet')).toBe('at 5,000 feet');
    expect(decodeHtmlEntities('in the 1980&#39s')).toBe("in the 1980's");
    expect(decodeHtmlEntities('dots&#8230 then')).toBe('dots… then');
  });

  it('decodes the common named entities', () => {
    expect(decodeHtmlEntities('&quot;saucer&quot; &amp; lights &lt;3 &gt; 2 it&apos;s&nbsp;1&deg;')).toBe(
      '"saucer" & lights <3 > 2 it\'s\u00a01°',
    );
    expect(decodeHtmlEntities('&ldquo;hat&rdquo; &mdash; caf&eacute;')).toBe('“hat” — café');
  });

  it('decodes legacy named entities without a semicolon, but nothing else', () => {
    expect(decodeHtmlEntities('fire &amp smoke')).toBe('fire & smoke');
    expect(decodeHtmlEntities('AT&T &hellip &unknown; & R&D')).toBe('AT&T &hellip &unknown; & R&D');
  });

  it('replaces references to impossible characters', () => {
    expect(decodeHtmlEntities('&#0;&#xD800;&#1114112;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('decodes once: an escaped reference stays a reference', () => {
    expect(decodeHtmlEntities('&amp;#44')).toBe('&#44');
  });
});
