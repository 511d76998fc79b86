/** Input an attacker or a broken client sends: wrong types, odd numbers, odd text, junk structure. */
import fc from 'fast-check';

/** Text that has broken web apps before: markup, SQL, full-text syntax, odd Unicode, control bytes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '<script>window.__pwned = 1</script>',
  '"><img src=x onerror="window.__pwned = 1">',
  'javascript:window.__pwned = 1',
  "'; drop table sightings; --",
  "1' or '1'='1",
  'lights" OR "1"="1',
  'NEAR(lights disc, 2)',
  'lights AND NOT disc OR *',
  'summary:lights',
  '{lights disc}',
  '^lights',
  '"unterminated',
  '(((',
  '***',
  '%_%',
  '\\',
  '\u0000',
  'a\u0000b',
  '\u202eRTL override\u202c and \u200fmark\u200e',
  '👽🛸 ufo 🛸👽',
  'ｆｕｌｌ ｗｉｄｔｈ',
  'Z̷̢̛a̸l̶g̷o̵',
  '\ud800 lone surrogate',
  '\ufeff',
  '\r\n\r\nX-Injected: yes',
  '../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  ' ',
  '',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'x'.repeat(10_001),
];

/** A JSON array nested `depth` levels deep. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** A value of any JSON type, biased towards the ones that break parsers and validators. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 0.1, 5e-324, 0),
  fc.constantFrom(true, false, null),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constant(deeplyNested(500)),
  fc.constant('x'.repeat(200_000)),
);

/** Bodies no JSON serializer makes: broken JSON, prototype tricks, deep nesting, wrong encodings. */
export const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"term": ',
  '{"term": "lights",}',
  '{"__proto__": {"polluted": true}, "term": "lights"}',
  '{"constructor": {"prototype": {"polluted": true}}, "term": "lights"}',
  'null',
  '[]',
  '"just a string"',
  '12345',
  '\u0000',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"term": "${'x'.repeat(1_100_000)}"}`,
];

/** Query strings a browser never builds: bad percent-encoding, repeated and odd keys, huge values. */
export const RAW_QUERIES: readonly string[] = [
  '?page=%',
  '?page=%zz&size=%E0%A4%A',
  '?page=1&page=2&size=10&size=x',
  '?size[]=10',
  '?size[$gt]=1',
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?page=0x10&size=1e1',
  '?page=-0&size=+10',
  '?swLng=NaN&swLat=Infinity&neLng=-Infinity&neLat=1e309',
  `?q=${'a'.repeat(20_000)}`,
  '?lat=%00&lon=%00',
  '?&&&==&=',
];

/** Path segments that must never reach a file or a query unchanged. */
export const RAW_SEGMENTS: readonly string[] = [
  '%',
  '%zz',
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'a%2fb',
  '%00',
  'abc%00def',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  'x'.repeat(150),
  '%F0%9F%91%BD',
  '%3Cscript%3E',
  'null',
  '-1',
  '1e3',
];
