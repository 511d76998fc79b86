/** Business constants and limits of SPEC §9, shared by the server and the web app. */

export const SIGHTING_PAGE_SIZES = [10, 25, 50, 75] as const;
export const DEFAULT_SIGHTING_PAGE_SIZE = 10;
export const DEFAULT_MAP_PAGE_SIZE = 25;
export const ACTIVITY_PAGE_SIZES = [10, 25, 50, 75, 100] as const;
export const DEFAULT_ACTIVITY_PAGE_SIZE = 10;
/** The API accepts any page size up to this (DESIGN §5); the screens offer the sizes above. */
export const MAX_API_PAGE_SIZE = 100;
/** Deepest page index the API accepts, so a page number can never overflow an offset. */
export const MAX_API_PAGE_INDEX = 1_000_000;

export const MIN_SEARCH_TERM_LENGTH = 3;
export const MAX_SEARCH_TERM_LENGTH = 200;
export const MAX_PAGE_LINKS = 7;

export const MAP_MIN_ZOOM = 2;
export const MAP_INITIAL_ZOOM = 5;
export const GEOCODED_ADDRESS_ZOOM = 14;
export const MINI_MAP_ZOOM = 8;
export const REPORT_MAP_CENTER = { lat: 39.8283, lng: -98.5795 } as const;
export const REPORT_MAP_ZOOM = 4;
export const MINI_MAP_UPDATE_DELAY_MS = 3000;

export const TOAST_DELAY_MS = 5000;
export const LONG_TOAST_DELAY_MS = 7500;
export const NEW_SIGHTING_TOAST_DELAY_MS = 86400;
export const HOME_COUNT_UP_MS = 1000;
export const DEFAULT_COUNT_UP_MS = 20000;
export const INSTRUCTION_ROTATION_MS = 7500;
export const LATEST_SIGHTING_POLL_MS = 60000;
export const COOKIE_NOTICE_FADE_MS = 500;
export const SCROLL_OFFSET_PX = 60;
export const COOKIE_SIZE_WARNING_BYTES = 4096;

export const POPUP_SUMMARY_LENGTH = 96;
export const TWITTER_SHARE_TEXT_LENGTH = 128;
export const SIGHTING_ID_MAX_LENGTH = 8;
export const TAG_MAX_LENGTH = 64;
export const TAG_SUGGESTION_COUNT = 5;
export const TAG_SUGGESTION_MIN_CHARS = 2;
export const TAG_SUGGESTION_DEBOUNCE_MS = 200;
/** The longest summary the summarizer answers (DESIGN §5). */
export const SUMMARY_MAX_LENGTH = 256;

export const UPLOAD_QUEUE_LIMIT = 10;
export const UPLOAD_MAX_FILE_BYTES = 10_485_760;
export const UPLOAD_UI_TRIM_ABOVE = 5;
export const WIZARD_STEP_COUNT = 5;

export const HYPERPARAMETER_DEFAULTS = {
  model: 'gpt-4o',
  temperature: 0.9,
  topP: 0.8,
  maxTokens: 2500,
} as const;
export const TEMPERATURE_RANGE = { min: 0.1, max: 1, step: 0.1 } as const;
export const TOP_P_RANGE = { min: 0.1, max: 1, step: 0.1 } as const;
export const MAX_TOKENS_RANGE = { min: 100, max: 2500, step: 25 } as const;

export const RATING_STAR_COUNT = 5;
export const DISPLAY_TIME_FORMAT = 'MM/dd/yyyy h:mm a';
export const MINIMUM_AGE = 13;

export const MEDIA_EXTENSIONS = {
  photo: ['bmp', 'jpg', 'jpeg', 'png', 'gif'],
  video: [
    'afl',
    'asf',
    'asx',
    'avi',
    'avs',
    'fli',
    'mov',
    'movie',
    'mp4',
    'mpg',
    'qt',
    'wmv',
    'm4v',
    '3gp',
    'dng',
    'webm',
  ],
  audio: ['aif', 'mp3', 'm3u', 'wav'],
  document: ['pdf', 'doc', 'docx', 'txt'],
} as const;

export const ADDRESS_RESOLUTIONS = ['APPROXIMATE', 'GEOMETRIC_CENTER', 'RANGE_INTERPOLATED', 'ROOFTOP'] as const;

export const ALTITUDE_OPTIONS = [
  '100 Feet or Less',
  '50 feet',
  '500 Feet or Less',
  '5000 feet',
  'Above Tree Line',
  'Approximately 1000 feet',
  'Approximately 500 feet',
  'Below Tree Line',
  'Ground Level',
  'Landed',
  'Over 500 Feet',
  'Treetop',
  'Treetop 500 Feet or Less',
  'Treetop Over 500 Feet',
  'Unknown',
] as const;
export const UNDER_CLOUD_COVER = 'Under Cloud Cover';

export const DISTANCE_OPTIONS = [
  '20 Feet Or Less',
  '100 Feet Or Less',
  '101 To 500 Feet',
  '200 Feet',
  '21 To 100 Feet',
  '500 Feet',
  '501 Feet To 1 Mile',
  '1 Mile',
  'Over 1 Mile',
  '100 Meters',
  '200 Meters',
  '500 Meters',
  'About 500 Meters',
  'Roughly 200 Meters',
  'Close Encounter',
  'Less Than 100 Feet',
  'Unknown',
] as const;

export const FEATURE_OPTIONS = [
  'Animals Reacted To The Event',
  'Appendage(s)',
  'Aura Or Haze Around The Object',
  'Beam',
  'Changing Colors',
  'Directional Change',
  'Dome',
  'Electrical Or Magnetic Effects',
  'Entities Were Seen',
  'Glowing',
  'Humming',
  'Insignia',
  'Lights',
  'Louvres',
  'Metallic Surface',
  'Missing Time Was Experienced',
  'Orbs',
  'Other',
  'Patterned Surface',
  'Rapid Acceleration',
  'Reflective Surface',
  'Silent',
  'Symbols',
  'Temperature Drop',
  'Vibration',
  'Wings',
  'Zigzag Movement',
] as const;

export const FLIGHT_PATH_OPTIONS = [
  'Ascending',
  'Disappearing',
  'Erratic Maneuvers',
  'Following a Path',
  'Hovering',
  'Other',
  'Path With Directional Change',
  'Rapid Ascension',
  'Straight Line',
  'Sudden Acceleration',
  'Vertical Ascending',
  'Vertical Ascension',
  'Vertical Take-Off',
  'Vertical Takeoff',
  'Zig-Zagging',
] as const;

export const SHAPE_OPTIONS = [
  'Blimp',
  'Boomerang',
  'Bullet',
  'Chevron',
  'Cigar',
  'Circle',
  'Cone',
  'Cross',
  'Cylinder',
  'Diamond',
  'Disc',
  'Egg',
  'Fireball',
  'Flash',
  'Missile',
  'Oval',
  'Other',
  'Rectangular',
  'Saturn-like',
  'Sphere',
  'Square',
  'Star-like',
  'Teardrop',
  'Triangle',
] as const;

export const SUGGESTED_TAGS = [
  'photo',
  'video',
  'audio',
  'sound',
  'triangle',
  'landing',
  'ufo',
  'uso',
  'lights',
  'pulsing',
  'flash',
  'floating',
  'abduction',
  'crash',
  'disc',
  'light',
  'hovering',
  'entity',
  'contact',
  'fireball',
  'saucer',
  'police',
  'orb',
  'energy',
  'star',
  'round',
  'circle',
  'diamond',
  'rectangle',
  'ball',
] as const;

/** Multi-select values are stored as one text joined with this (SPEC §3). */
export const MULTI_VALUE_SEPARATOR = ', ';
