/** Small phrase tables the synthetic generator composes summaries and descriptions from. */

export interface ShapeWords {
  shape: string;
  /** How common the shape is in reports. */
  weight: number;
  noun: string;
  plural: string;
  /** The SPEC §9 suggested tag it earns, if any. */
  tag: string | null;
  /** Shapes that are usually one object; the others are often seen in groups. */
  single?: boolean;
}

export const SHAPE_WORDS: readonly ShapeWords[] = [
  { shape: 'Triangle', weight: 12, noun: 'triangle', plural: 'triangles', tag: 'triangle', single: true },
  { shape: 'Circle', weight: 10, noun: 'circle of light', plural: 'circles of light', tag: 'circle' },
  { shape: 'Sphere', weight: 10, noun: 'sphere', plural: 'spheres', tag: 'orb' },
  { shape: 'Fireball', weight: 9, noun: 'fireball', plural: 'fireballs', tag: 'fireball' },
  { shape: 'Disc', weight: 8, noun: 'disc', plural: 'discs', tag: 'disc', single: true },
  { shape: 'Other', weight: 8, noun: 'object', plural: 'objects', tag: null },
  { shape: 'Oval', weight: 6, noun: 'oval craft', plural: 'oval craft', tag: null, single: true },
  { shape: 'Star-like', weight: 6, noun: 'star-like light', plural: 'star-like lights', tag: 'star' },
  { shape: 'Flash', weight: 4, noun: 'flash of light', plural: 'flashes of light', tag: 'flash' },
  { shape: 'Cigar', weight: 4, noun: 'cigar-shaped craft', plural: 'cigar-shaped craft', tag: null, single: true },
  { shape: 'Cylinder', weight: 3, noun: 'cylinder', plural: 'cylinders', tag: null, single: true },
  { shape: 'Diamond', weight: 3, noun: 'diamond-shaped object', plural: 'diamond-shaped objects', tag: 'diamond' },
  { shape: 'Chevron', weight: 3, noun: 'chevron', plural: 'chevrons', tag: null, single: true },
  {
    shape: 'Boomerang',
    weight: 3,
    noun: 'boomerang-shaped craft',
    plural: 'boomerang-shaped craft',
    tag: null,
    single: true,
  },
  {
    shape: 'Rectangular',
    weight: 3,
    noun: 'rectangular craft',
    plural: 'rectangular craft',
    tag: 'rectangle',
    single: true,
  },
  { shape: 'Egg', weight: 2, noun: 'egg-shaped object', plural: 'egg-shaped objects', tag: null },
  { shape: 'Teardrop', weight: 2, noun: 'teardrop-shaped object', plural: 'teardrop-shaped objects', tag: null },
  { shape: 'Cone', weight: 1, noun: 'cone', plural: 'cones', tag: null, single: true },
  { shape: 'Cross', weight: 1, noun: 'cross-shaped craft', plural: 'cross-shaped craft', tag: null, single: true },
  { shape: 'Square', weight: 1, noun: 'square object', plural: 'square objects', tag: null, single: true },
  {
    shape: 'Saturn-like',
    weight: 1,
    noun: 'Saturn-like craft',
    plural: 'Saturn-like craft',
    tag: 'saucer',
    single: true,
  },
  { shape: 'Blimp', weight: 1, noun: 'blimp-like craft', plural: 'blimp-like craft', tag: null, single: true },
  { shape: 'Bullet', weight: 1, noun: 'bullet-shaped object', plural: 'bullet-shaped objects', tag: null },
  { shape: 'Missile', weight: 1, noun: 'missile-like object', plural: 'missile-like objects', tag: null, single: true },
];

/** How many objects, by number; the word starts a sentence. */
export const GROUP_COUNTS: ReadonlyArray<readonly [string, number]> = [
  ['Two', 2],
  ['Three', 3],
  ['Three', 3],
  ['Four', 4],
  ['Five', 5],
  ['Several', 6],
  ['A dozen', 12],
];

export const COLORS = [
  'bright white',
  'orange',
  'reddish-orange',
  'pale blue',
  'green',
  'silver',
  'dark grey',
  'amber',
  'golden',
  'red and white',
  'metallic',
  'black',
  'glowing white',
  'multicolored',
  'yellow',
  'bluish-white',
  'deep red',
] as const;

export const PLACE_PREPOSITIONS = [
  'over',
  'over',
  'above',
  'near',
  'north of',
  'south of',
  'east of',
  'west of',
] as const;

export const DIRECTIONS = [
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
] as const;

/** Past-tense motion for the summary, by flight path. */
export const SUMMARY_MOTION: Readonly<Record<string, readonly string[]>> = {
  Hovering: ['hovered', 'hung motionless', 'hovered silently'],
  'Straight Line': ['crossed the sky', 'moved in a straight line', 'glided slowly'],
  'Following a Path': ['followed the highway', 'traced a slow arc'],
  'Erratic Maneuvers': ['darted back and forth', 'moved erratically'],
  'Zig-Zagging': ['zig-zagged', 'zig-zagged across the sky'],
  'Path With Directional Change': ['turned sharply', 'changed course twice'],
  Ascending: ['rose slowly', 'climbed steadily'],
  'Rapid Ascension': ['shot straight up', 'climbed at incredible speed'],
  'Vertical Ascending': ['rose vertically'],
  'Vertical Ascension': ['lifted straight up'],
  'Vertical Take-Off': ['took off vertically'],
  'Vertical Takeoff': ['lifted off vertically'],
  'Sudden Acceleration': ['accelerated away', 'sped off in an instant'],
  Disappearing: ['blinked out', 'vanished'],
  Other: ['drifted', 'moved slowly'],
};

export const OPENINGS = [
  'I was taking the dog out for a late walk when I noticed something odd in the sky.',
  'My wife and I were driving home on the highway when she pointed out a light to the {dir}.',
  'We were sitting on the back porch after dinner when my son asked what that was.',
  'I had just finished my shift and was walking to my car across the parking lot.',
  'I was stargazing with a small telescope from my backyard, as I do most clear nights.',
  'While fishing on the lake with a friend, we both noticed a bright point low over the water.',
  'I stepped outside to take out the trash and looked up out of habit.',
  'Several neighbors had gathered in the street when someone shouted and pointed up.',
  'I was jogging along the river path when a movement above the trees caught my eye.',
  "Driving back from a friend's house, I pulled over because of what I saw to the {dir}.",
  'A strange glow coming through the bedroom curtains woke me up.',
  'We were camping just outside of town and had let the fire burn down.',
  'I was on the balcony of our apartment having a late coffee.',
  'My daughter called me outside, saying there was a "weird star" that was moving.',
] as const;

export const APPEARANCES = [
  "{It} looked like {things}, each about the size of {size} held at arm's length.",
  '{The} {was} clearly visible against the {sky}.',
  '{The} had {aColor} glow and {edge}.',
  'At first I took {them} for an airplane, but {it} {was} {things} with {edge}.',
  'Through binoculars {it} looked like {things} with {edge}.',
] as const;

export const SIZES = [
  'a pea',
  'a dime',
  'a quarter',
  'a golf ball',
  'a basketball',
  'my thumbnail',
  'a full moon',
] as const;

export const SKIES = [
  'clear night sky',
  'low clouds',
  'darkening sky',
  'pale evening sky',
  'starry sky',
  'hazy sky',
] as const;

export const EDGES = [
  'sharp, well-defined edges',
  'a soft, fuzzy outline',
  'what looked like a row of small windows',
  'a faint haze all around',
  'a dull metallic sheen',
  'a pulsing light underneath',
  'no visible wings or tail',
] as const;

/** One sentence about the motion, by flight path. */
export const MOTIONS: Readonly<Record<string, readonly string[]>> = {
  Hovering: [
    '{It} hung perfectly still for a long time, then slowly began to drift {dir}.',
    '{It} hovered over the tree line, rocking gently from side to side.',
  ],
  'Straight Line': [
    '{It} moved in a perfectly straight line toward the {dir} at a steady speed.',
    '{It} crossed from one horizon to the other without changing speed or direction.',
  ],
  'Following a Path': ['{It} seemed to follow the road for a while, keeping pace with the traffic.'],
  'Erratic Maneuvers': ['{It} darted back and forth in ways no aircraft I know of could.'],
  'Zig-Zagging': ['{It} zig-zagged sharply, stopping dead between each turn.'],
  'Path With Directional Change': ['{It} headed {dir}, stopped, then turned sharply and went the other way.'],
  Ascending: ['{It} rose slowly higher and higher until it was just a point.'],
  'Rapid Ascension': ['Without warning {it} shot straight up and was gone in seconds.'],
  'Vertical Ascending': ['{It} rose straight up from behind the hills.'],
  'Vertical Ascension': ['{It} lifted vertically with no sound at all.'],
  'Vertical Take-Off': ['{It} seemed to take off straight up from the field.'],
  'Vertical Takeoff': ['{It} lifted off vertically from near the ground.'],
  'Sudden Acceleration': ['Then {it} accelerated so fast that my eyes could barely follow.'],
  Disappearing: ['{It} faded in and out several times before disappearing completely.'],
  Other: ['{It} drifted slowly, like a balloon, but against the wind.'],
};

/** Sentences that show a feature the report lists. */
export const FEATURE_SENTENCES: Readonly<Record<string, string>> = {
  'Changing Colors': 'The color shifted from {color} to {color2} and back several times.',
  Beam: 'At one point a narrow beam of light came down from underneath.',
  'Electrical Or Magnetic Effects': 'Our car radio filled with static while {it} {was} overhead.',
  'Animals Reacted To The Event': 'Every dog in the neighborhood was barking the whole time.',
  'Missing Time Was Experienced': 'When we got home it was nearly an hour later than it should have been.',
  'Temperature Drop': 'The air suddenly felt much colder.',
  'Entities Were Seen': 'I am certain I saw figures moving behind a lit opening.',
  'Rapid Acceleration': 'The acceleration was unlike anything I have seen.',
  Orbs: 'Smaller orbs seemed to leave and return.',
  Glowing: '{It} glowed evenly, as if lit from inside.',
  Lights: 'Small lights along the edges blinked in sequence.',
  Humming: 'We could hear a low hum, almost like a transformer.',
  Vibration: 'I felt a vibration in my chest more than I heard anything.',
  Silent: 'There was no sound at all.',
  'Metallic Surface': 'In the light the surface looked like polished metal.',
  'Reflective Surface': '{It} reflected the streetlights like glass.',
  Wings: 'There seemed to be short, stubby wings on each side.',
  'Zigzag Movement': 'The path zig-zagged in short, sharp jumps.',
  'Aura Or Haze Around The Object': 'A faint haze surrounded {them} the whole time.',
  'Directional Change': '{It} changed direction instantly, without slowing down.',
};

export const ENDINGS = [
  'Then {it} simply blinked out and did not come back.',
  '{It} faded into the clouds and {was} gone.',
  '{It} picked up speed and disappeared over the horizon.',
  '{It} dropped behind the tree line and we lost sight of {them}.',
  'After a while {it} shrank to a point and vanished.',
  '{It} moved off to the {dir} and {was} gone within a minute.',
] as const;

export const AFTERMATHS = [
  'I am a private pilot and I know what aircraft look like; this was not one.',
  'My neighbor saw {them} too and called me the next morning.',
  'I tried to film {them} on my phone, but the video only shows a blur.',
  'I have never seen anything like this and wanted to report it.',
  'I checked the flight trackers afterwards and there was nothing in the area.',
  'I am still not sure what we saw.',
  'Two other drivers had stopped on the shoulder and were watching too.',
  'I called the local police, who said they had other calls that night.',
] as const;

export const SIGHTING_TYPES: ReadonlyArray<readonly [string, number]> = [
  ['Sighting', 900],
  ['Close Encounter', 45],
  ['Mass Sighting', 30],
  ['Radar-Visual', 10],
  ['Landing', 10],
  ['Abduction Claim', 5],
];

/** Most reports come from English-speaking countries: places there are drawn more often than their population alone says. */
export const REPORTING_RATE: Readonly<Record<string, number>> = {
  US: 12,
  CA: 6,
  GB: 6,
  AU: 6,
  NZ: 5,
  IE: 4,
  MX: 2,
  DE: 1.5,
  FR: 1.5,
  NL: 1.5,
  BE: 1.5,
  ES: 1.5,
  IT: 1.5,
  BR: 1.5,
  AR: 1.5,
  CL: 1.5,
  SE: 1.5,
  NO: 1.5,
  FI: 1.5,
  ZA: 1.5,
};

/** Sightings by local hour: most in the evening and early night. */
export const HOUR_WEIGHTS = [5, 4, 3, 2, 2, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 5, 8, 12, 16, 17, 15, 9] as const;
