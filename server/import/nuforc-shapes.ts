/**
 * NUFORC's shape words → one of SHAPE_OPTIONS where one clearly fits, and the tag the row gets. Words with no
 * clear match become 'Other' and keep the word as a tag, so nothing said in the report is lost.
 * 'unknown' (and an empty shape) store no shape at all rather than guess.
 */
// prettier-ignore
const SHAPE_TABLE: Readonly<Record<string, { shape: string | null; tag: string | null }>> = {
  //  NUFORC word        shape            tag
  disk:      { shape: 'Disc',        tag: 'disc' },
  disc:      { shape: 'Disc',        tag: 'disc' },
  circle:    { shape: 'Circle',      tag: 'circle' },
  round:     { shape: 'Circle',      tag: 'round' },
  triangle:  { shape: 'Triangle',    tag: 'triangle' },
  delta:     { shape: 'Triangle',    tag: 'delta' },
  chevron:   { shape: 'Chevron',     tag: 'chevron' },
  boomerang: { shape: 'Boomerang',   tag: 'boomerang' },
  fireball:  { shape: 'Fireball',    tag: 'fireball' },
  sphere:    { shape: 'Sphere',      tag: 'sphere' },
  orb:       { shape: 'Sphere',      tag: 'orb' },
  oval:      { shape: 'Oval',        tag: 'oval' },
  egg:       { shape: 'Egg',         tag: 'egg' },
  cigar:     { shape: 'Cigar',       tag: 'cigar' },
  cylinder:  { shape: 'Cylinder',    tag: 'cylinder' },
  teardrop:  { shape: 'Teardrop',    tag: 'teardrop' },
  cone:      { shape: 'Cone',        tag: 'cone' },
  cross:     { shape: 'Cross',       tag: 'cross' },
  diamond:   { shape: 'Diamond',     tag: 'diamond' },
  rectangle: { shape: 'Rectangular', tag: 'rectangle' },
  square:    { shape: 'Square',      tag: 'square' },
  flash:     { shape: 'Flash',       tag: 'flash' },
  star:      { shape: 'Star-like',   tag: 'star' },
  other:     { shape: 'Other',       tag: null },
  unknown:   { shape: null,          tag: null },
  // None of SHAPE_OPTIONS fits these: 'Other' plus the word.
  light:     { shape: 'Other',       tag: 'light' },
  lights:    { shape: 'Other',       tag: 'lights' },
  formation: { shape: 'Other',       tag: 'formation' },
  changing:  { shape: 'Other',       tag: 'changing' },
  changed:   { shape: 'Other',       tag: 'changing' },
  flare:     { shape: 'Other',       tag: 'flare' },
  crescent:  { shape: 'Other',       tag: 'crescent' },
  pyramid:   { shape: 'Other',       tag: 'pyramid' },
  hexagon:   { shape: 'Other',       tag: 'hexagon' },
  dome:      { shape: 'Other',       tag: 'dome' },
};

export function mapNuforcShape(word: string): { shape: string | null; tags: string[] } {
  const key = word.trim().toLowerCase();
  if (key === '') return { shape: null, tags: [] };
  const known = SHAPE_TABLE[key];
  if (known) return { shape: known.shape, tags: known.tag ? [known.tag] : [] };
  return { shape: 'Other', tags: [key.slice(0, 64)] };
}
