/** Words that say nothing about a sighting, left out when weighing sentences. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all almost also although always am an and another any anyone anything
  are around as at back be became because been before being below between both but by came can could did
  do does doing done down during each either else even ever every few first for from further get got had
  has have having he her here hers herself him himself his how however i i'd i'm i've if in into is it it's
  its itself just know like made make many may me might more most much must my myself near never next no
  nor not nothing now of off often on once one only or other our ours ourselves out over own really right
  said saw say see seemed seen she should since so some something still such than that that's the their
  theirs them themselves then there there's these they they're thing things think this those though through
  thought to too toward towards under until up upon us very want was wasn't watched way we we're went were
  weren't what when where whether which while who whom why will with within without would yes yet you your
  yours yourself yourselves`.split(/\s+/),
);

/**
 * Words about what was seen: a sentence that names them is the heart of a sighting report, so they
 * weigh more than their count alone says.
 */
export const SIGHTING_WORDS: ReadonlySet<string> = new Set(
  `light lights object objects craft disc disk saucer triangle triangular sphere orb orbs cigar cylinder
  boomerang chevron diamond oval fireball shape shaped glowing glow bright beam hovering hovered hover
  silent silently formation ufo ufos sky moved moving flew flying shot zigzag pulsing flashing red orange
  green blue white colors colored craft metallic`.split(/\s+/),
);
