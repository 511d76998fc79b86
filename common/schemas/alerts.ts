import { z } from 'zod/mini';
import { countryFilterSchema, isoDateTimeSchema, shapeFilterSchema } from './common-fields.ts';
import { searchTermSchema } from './search.ts';

/** A circle's radius, in kilometres. */
export const ALERT_RADIUS_KM = { min: 5, max: 500 } as const;
/** How long an e-mail alert's confirmation link opens it. */
export const ALERT_CONFIRMATION_HOURS = 48;
/** At most one message per alert in this many minutes; what comes meanwhile is sent as one digest. */
export const ALERT_DIGEST_MINUTES = 15;
/** Alerts one e-mail address, and one client address, may create in a day. */
export const ALERTS_PER_EMAIL_PER_DAY = 5;
export const ALERTS_PER_ADDRESS_PER_DAY = 10;

const coordinate = (name: string, bound: number) =>
  z
    .number({ error: `${name} must be a number.` })
    .check(
      z.gte(-bound, `${name} must be between -${bound} and ${bound}.`),
      z.lte(bound, `${name} must be between -${bound} and ${bound}.`),
    );

/**
 * A map view: its edges in degrees. A west edge east of the east one is a view across the antimeridian
 * (170, -170: twenty degrees about 180°), as GeoJSON's boxes are.
 */
export const alertBoxSchema = z
  .object({
    kind: z.literal('box'),
    south: coordinate('south', 90),
    north: coordinate('north', 90),
    west: coordinate('west', 180),
    east: coordinate('east', 180),
  })
  .check(
    z.refine((box) => box.south < box.north, { message: 'south must be below north.', path: ['south'] }),
    z.refine((box) => box.west !== box.east, { message: 'west and east must differ.', path: ['west'] }),
  );

/** A place and a radius around it. */
export const alertCircleSchema = z.object({
  kind: z.literal('circle'),
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  radiusKm: z
    .number({ error: 'radiusKm must be a number.' })
    .check(
      z.gte(ALERT_RADIUS_KM.min, `radiusKm must be at least ${ALERT_RADIUS_KM.min}.`),
      z.lte(ALERT_RADIUS_KM.max, `radiusKm must be at most ${ALERT_RADIUS_KM.max}.`),
    ),
});

export const alertAreaSchema = z.discriminatedUnion('kind', [alertBoxSchema, alertCircleSchema]);
export type AlertArea = z.infer<typeof alertAreaSchema>;

/** What a sighting must also have to be told about: a shape, a word in its text, photos or videos. */
export const alertFiltersSchema = z.object({
  shape: z.nullish(shapeFilterSchema),
  term: z.nullish(searchTermSchema),
  mediaOnly: z._default(z.boolean(), false),
});
export type AlertFilters = z.output<typeof alertFiltersSchema>;

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be an http(s) address.' }),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'keys.p256dh must be a P-256 public key.')),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'keys.auth must be a 16-byte secret.')),
  }),
});
export type PushSubscriptionKeys = z.infer<typeof pushSubscriptionSchema>;

export const ALERT_CHANNELS = ['email', 'push', 'feed'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const alertChannelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), email: z.email({ error: 'email must be an e-mail address.' }) }),
  z.object({ kind: z.literal('push'), subscription: pushSubscriptionSchema }),
  z.object({ kind: z.literal('feed') }),
]);

export const createAlertRequestSchema = z.object({
  area: alertAreaSchema,
  filters: z._default(alertFiltersSchema, { mediaOnly: false }),
  channel: alertChannelSchema,
});
export type CreateAlertRequest = z.input<typeof createAlertRequestSchema>;
export type ParsedCreateAlertRequest = z.output<typeof createAlertRequestSchema>;

export const updateAlertRequestSchema = z.object({
  area: alertAreaSchema,
  filters: z._default(alertFiltersSchema, { mediaOnly: false }),
  paused: z._default(z.boolean(), false),
});
export type UpdateAlertRequest = z.input<typeof updateAlertRequestSchema>;

export const ALERT_STATUSES = ['awaiting-confirmation', 'active', 'paused'] as const;

/** An alert as its page shows it. The e-mail address is shown only partly: the link may be forwarded. */
export const alertSchema = z.object({
  status: z.enum(ALERT_STATUSES),
  channel: z.enum(ALERT_CHANNELS),
  email: z.nullable(z.string()),
  area: alertAreaSchema,
  filters: z.object({ shape: z.nullable(z.string()), term: z.nullable(z.string()), mediaOnly: z.boolean() }),
  /** The alert's private Atom feed. */
  feedPath: z.string(),
  created: isoDateTimeSchema,
});
export type Alert = z.infer<typeof alertSchema>;

/** The answer to a new alert: its private page's token, shown once, and the alert. */
export const createdAlertSchema = z.object({ token: z.string(), alert: alertSchema });
export type CreatedAlert = z.infer<typeof createdAlertSchema>;

/** Which channels this server offers: e-mail only with an SMTP server; push with its VAPID public key. */
export const alertOptionsSchema = z.object({ email: z.boolean(), pushPublicKey: z.string() });
export type AlertOptions = z.infer<typeof alertOptionsSchema>;

/** A private link's token, as it stands in the path. Any text: a wrong one is a 404, not a 400. */
export const alertTokenParamsSchema = z.object({ token: z.string() });

export const ALERT_PAGE_PREFIX = '/alerts/';
export function alertPagePath(token: string): string {
  return `${ALERT_PAGE_PREFIX}${token}`;
}
export function alertFeedPath(feedToken: string): string {
  return `/feed/alerts/${feedToken}.xml`;
}

/**
 * The public feed's filters (`/feed.xml?bbox=west,south,east,north&term=…&shape=…&country=…`), each
 * optional; without any, the feed is the site's newest.
 */
export const feedQuerySchema = z.object({
  bbox: z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.regex(
            /^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/,
            'bbox must be west,south,east,north in degrees.',
          ),
        ),
      z.pipe(
        z.transform((text: string) => {
          const [west, south, east, north] = text.split(',').map(Number);
          return { kind: 'box' as const, west: west!, south: south!, east: east!, north: north! };
        }),
        alertBoxSchema,
      ),
    ),
  ),
  term: z.optional(searchTermSchema),
  shape: z.optional(shapeFilterSchema),
  country: z.optional(countryFilterSchema),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;
