/** Where the API is served; every path below is relative to it. */
export const API_BASE = '/api/v1';

const id = (value: string) => encodeURIComponent(value);
/** Query parameters, by name or as pairs in the order they are to be written. */
type QueryValues = Record<string, string | number> | ReadonlyArray<readonly [string, string | number]>;
const query = (values: QueryValues) =>
  new URLSearchParams(
    (Array.isArray(values) ? values : Object.entries(values)).map(([name, value]) => [name, String(value)]),
  ).toString();

/**
 * The paths of the API calls the web app makes, written once for both sides: the server serves them,
 * and answers the pages carry inside them are keyed by these same paths.
 */
export const apiPaths = {
  sightingById: (sightingId: string) => `/sightings/by-id/${id(sightingId)}`,
  sightingsPage: (page: number, size: number) => `/sightings/by-page?${query({ page, size })}`,
  sightingsInBounds: (values: QueryValues) => `/sightings/by-lat-lng-bounds?${query(values)}`,
  sightingClusters: (values: QueryValues) => `/sightings/clusters?${query(values)}`,
  sightingHistogram: (values: QueryValues) => `/sightings/histogram?${query(values)}`,
  sightingFacets: (values: QueryValues) => `/sightings/facets?${query(values)}`,
  totalSightings: '/sightings/total-sightings',
  sightingSources: '/sightings/sources',
  latestSighting: '/sightings/latest-sighting',
  liveSightings: '/sightings/stream',
  adjacentSighting: (direction: 'previous' | 'next', sightingId: string) =>
    `/sightings/${direction}-sighting/${id(sightingId)}`,
  search: '/sightings/search',
  exportSearch: '/sightings/export',
  sightingEvent: (sightingId: string) => `/events/${id(sightingId)}`,
  sightingSky: (sightingId: string) => `/sightings/sky/${id(sightingId)}`,
  sky: (values: { latitude: number; longitude: number; occurred: string }) => `/sky?${query(values)}`,
  report: '/sightings/report',
  summarize: '/sightings/summarize',
  upload: (sightingId: string) => `/sightings/upload/${id(sightingId)}`,
  followedReport: (token: string) => `/reports/follow/${id(token)}`,
  followedReportMedia: (token: string) => `/reports/follow/${id(token)}/media`,
  withdrawFollowedReport: (token: string) => `/reports/follow/${id(token)}/withdraw`,
  alertOptions: '/alerts/options',
  alerts: '/alerts',
  alert: (token: string) => `/alerts/${id(token)}`,
  deleteAlert: (token: string) => `/alerts/${id(token)}/delete`,
  resendAlertConfirmation: (token: string) => `/alerts/${id(token)}/resend-confirmation`,
  countryCodes: '/geodata/country/codes',
  geocode: (values: Record<string, string | number>) => `/geodata/geocode?${query(values)}`,
  reverseGeocode: (values: Record<string, string | number>) => `/geodata/reverse?${query(values)}`,
  timeZone: (values: { lat: number; lon: number }) => `/geodata/time-zone?${query(values)}`,
  generateToken: '/token/generate',
  validateToken: '/token/validate',
  revokeToken: '/token/revoke',
  feedback: '/feedback',
  staff: {
    sightingExists: (sightingId: string) => `/administration/sighting/exists/${id(sightingId)}`,
    /** A file of a report awaiting review, which /media does not serve until it is approved. */
    pendingMedia: (sightingId: string, file: string) => `/administration/media/${id(sightingId)}/${id(file)}`,
    updateSighting: '/administration/update/sighting',
    deleteSighting: (sightingId: string) => `/administration/delete/sighting/${id(sightingId)}`,
    duplicates: (sightingId: string) => `/administration/duplicates/${id(sightingId)}`,
    mergeSighting: (sightingId: string, targetId: string) =>
      `/administration/merge/sighting/${id(sightingId)}/into/${id(targetId)}`,
    keepBoth: (sightingId: string, otherId: string) =>
      `/administration/keep/sighting/${id(sightingId)}/and/${id(otherId)}`,
    pendingSightings: (page: number, size: number, order: 'oldest' | 'newest' = 'oldest') =>
      `/administration/sightings/pending?${query(order === 'oldest' ? { page, size } : { page, size, order })}`,
    activities: (page: number, size: number) => `/administration/activities/${page}/${size}`,
    failedSignIns: (page: number, size: number) => `/administration/failed-sign-ins/${page}/${size}`,
    feedback: (page: number, size: number) => `/administration/feedback/${page}/${size}`,
    flaggedSightings: (page: number, size: number) => `/administration/flagged-sightings/${page}/${size}`,
    uptime: '/administration/system/uptime',
    information: '/administration/system/information',
    hyperparameters: '/administration/hyperparameters',
    updateHyperparameters: '/administration/update/hyperparameters',
  },
} as const;

/**
 * Double-submit anti-forgery: the server sets this cookie, and every changing API call echoes its value
 * in this header (HTTP header names are case-insensitive; Node reads them in lower case).
 */
export const ANTI_FORGERY = { cookie: 'XSRF-TOKEN', header: 'x-xsrf-token' } as const;
