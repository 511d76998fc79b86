import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities.ts';

describe('decodeHtmlEntities', () => {
  it.each([
    // Numeric references without the closing semicolon, as NUFORC writes them.
    ['then&#44 it left', 'then, it left'],
    ['father&#39s story&#33', "father's story!"],
    ['wow&#33&#33', 'wow!!'],
    // Numeric references with the semicolon, decimal and hex.
    ['a&#44;b &#x27;c&#X27; &#8230;', "a,b 'c' …"],
    // An unterminated comma does not run into the digits after it.
    ['at 5&#44000 feet', 'at 5,000 feet'],
    ['in the 1980&#39s', "in the 1980's"],
    ['dots&#8230 then', 'dots… then'],
    // The common named entities.
    ['&quot;saucer&quot; &amp; lights &lt;3 &gt; 2 it&apos;s&nbsp;1&deg;', '"saucer" & lights <3 > 2 it\'s\u00a01°'],
    ['&ldquo;hat&rdquo; &mdash; caf&eacute;', '“hat” — café'],
    // Legacy named entities without a semicolon, but nothing else.
    ['fire &amp smoke', 'fire & smoke'],
    ['AT&T &hellip &unknown; & R&D', 'AT&T &hellip &unknown; & R&D'],
    // References to impossible characters are replaced.
    ['&#0;&#xD800;&#1114112;', '\ufffd\ufffd\ufffd'],
    // Escaped twice by an export: decoded once more.
    ['&amp;#44', ','],
    ['a &amp;quot;disc&amp;quot; &amp;amp; more', 'a "disc" & more'],
    // A plain ampersand before a word is not an escaped reference.
    ['R&amp;D', 'R&D'],
  ])('decodes %j as %j', (written, decoded) => expect(decodeHtmlEntities(written)).toBe(decoded));
});
