import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { logFormatOf, type LogFormat } from './logging.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/** CelesTrak's current elements (OMM as JSON) for the space stations, the brightest satellites and Starlink. */
const CELESTRAK_GROUPS = ['stations', 'visual', 'starlink'].map(
  (group) => `https://celestrak.org/NORAD/elements/gp.php?GROUP=${group}&FORMAT=json`,
);

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_READ_URLS: optionalText.pipe(
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\/[^,\s]+(\s*,\s*postgres(ql)?:\/\/[^,\s]+)*$/,
        'DATABASE_READ_URLS must be postgres:// addresses separated by commas',
      )
      .optional(),
  ),
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().positive().max(3600).default(10),
  SITE_NAME: z.string().min(1).default('Skywatch'),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  MEDIA_BASE_URL: z.string().min(1).default('/media'),
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(
    z.url('S3_ENDPOINT must be an http(s) address, e.g. http://127.0.0.1:9000').optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  TILE_URL: z
    .string()
    .regex(/^(https?:\/\/|\/|none$)/, "TILE_URL must be an http(s) address template, a path, or 'none'.")
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER: z.enum(['auto', 'nominatim', 'offline']).default('auto'),
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
  SATELLITES_URL: z
    .string()
    .trim()
    .regex(
      /^(none|https?:\/\/\S+(\s+https?:\/\/\S+)*)$/,
      "SATELLITES_URL must be http(s) addresses separated by spaces, or 'none'.",
    )
    .default(CELESTRAK_GROUPS.join(' ')),
  LLM_BASE_URL: optionalText.pipe(z.url().optional()),
  LLM_API_KEY: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  SOCIAL_X_URL: optionalText.pipe(z.url().optional()),
  SOCIAL_FACEBOOK_URL: optionalText.pipe(z.url().optional()),
  FEEDBACK_URL: optionalText.pipe(z.url().optional()),
  ADVERTISING_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:pass@mail.example.com:587')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  TRUST_PROXY: booleanText.default(false),
  DEMO_DATA: booleanText.default(true),
  WORKERS: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, 'WORKERS must be a whole number.')
      .transform(Number)
      .pipe(z.number().int().min(1).max(64))
      .optional(),
  ),
  CHECK_RESPONSES: booleanText.default(false),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  EXPORTS_MAX: z.coerce.number().int().min(1).max(1000).default(2),
  EXPORTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(1),
  EVENT_DISTANCE_KM: z.coerce.number().min(1).max(1000).default(50),
  EVENT_MINUTES: z.coerce.number().int().min(1).max(1440).default(45),
  EXPLORE_ROWS_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(2_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: optionalText.pipe(z.enum(['pretty', 'json']).optional()),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL streaming replicas for public reads, and how far behind one may be and still serve. */
  readReplicas: { urls: string[]; maxLagMs: number };
  siteName: string;
  publicUrl: string | undefined;
  mediaBaseUrl: string;
  /** Where uploads are kept: folders under DATA_DIR, or an S3-compatible bucket (decision 0025). */
  mediaStore: MediaStoreConfig;
  tileUrl: string;
  geocoder: 'auto' | 'nominatim' | 'offline';
  geocoderUrl: string;
  /** Where current orbital elements are fetched from, daily; empty with SATELLITES_URL=none. */
  satellitesUrls: string[];
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  /** Believe X-Forwarded-For (only behind a proxy of ours, else anyone could pick their address). */
  trustProxy: boolean;
  logLevel: string;
  /** One readable line per entry in a terminal, JSON otherwise or with LOG_FORMAT=json. */
  logFormat: LogFormat;
  /** Check every response against its schema (tests turn it on; see http/response-serializer.ts). */
  checkResponses: boolean;
  /** Server processes sharing the port; one per core unless WORKERS says otherwise. */
  workers: number;
  /** Live-updates streams each server process holds, from one address and in all (429 past them). */
  liveStreams: { perAddress: number; total: number };
  /** Exports running at once in one process, and from one client address (export-slots.ts). */
  exports: { max: number; perAddress: number };
  /**
   * The footer's external links, each shown only when set; without them the footer offers the site's
   * own feed (SOCIAL) and its built-in feedback form (HELP).
   */
  footerLinks: { socialX?: string; socialFacebook?: string; feedback?: string };
  /** Where alert mails go out (SMTP_URL, MAIL_FROM); null: no alerts by e-mail are offered. */
  mail: { smtpUrl: string; from: string } | null;
  /** The Sponsored card's contact; without it the card offers the built-in form, on its Advertising topic. */
  advertisingUrl: string | undefined;
  /** How close public reports must be, in kilometres and in minutes, to be one event (decision 0026). */
  events: { distanceKm: number; minutes: number };
  /** The most public sightings a view may hold for an explorer answer counted row by row. */
  exploreRowsLimit: number;
};

export type MediaStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

export interface S3Settings {
  /** Unset: AWS itself; set for a self-hosted store (MinIO, Garage, Ceph…). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_* variables, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `{endpoint}/{bucket}/{key}` rather than `{bucket}.{endpoint}/{key}`: what most self-hosted stores need. */
  forcePathStyle: boolean;
}

type Environment = z.infer<typeof environmentSchema>;

/** The media store's settings, checked together: S3 needs a bucket, and both keys or neither. */
function mediaStoreOf(env: Environment): { store: MediaStoreConfig } | { problems: string[] } {
  if (env.MEDIA_STORE === 'local') return { store: { kind: 'local' } };
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('  S3_BUCKET: MEDIA_STORE=s3 needs the name of the bucket media go to.');
  else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET))
    problems.push('  S3_BUCKET: a bucket name has 3 to 63 lower-case letters, digits, dots and hyphens.');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push(
      "  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials.",
    );
  if (problems.length) return { problems };
  return {
    store: {
      kind: 's3',
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION ?? 'us-east-1',
      credentials: env.S3_ACCESS_KEY_ID
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
        : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
  };
}

/** Parses the environment once; a bad value stops the start with every problem listed. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const media = mediaStoreOf(env);
  if ('problems' in media) throw new Error(`Invalid configuration:\n${media.problems.join('\n')}`);
  if (env.DATABASE_READ_URLS && !env.DATABASE_URL)
    throw new Error('Invalid configuration:\n  DATABASE_READ_URLS: replicas need the primary in DATABASE_URL too.');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    readReplicas: {
      urls: env.DATABASE_READ_URLS?.split(',').map((url) => url.trim()) ?? [],
      maxLagMs: env.DATABASE_READ_MAX_LAG_SECONDS * 1000,
    },
    siteName: env.SITE_NAME,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    mediaBaseUrl: env.MEDIA_BASE_URL,
    mediaStore: media.store,
    tileUrl: env.TILE_URL,
    geocoder: env.GEOCODER,
    geocoderUrl: env.GEOCODER_URL,
    satellitesUrls: env.SATELLITES_URL === 'none' ? [] : env.SATELLITES_URL.split(/\s+/),
    llmBaseUrl: env.LLM_BASE_URL,
    llmApiKey: env.LLM_API_KEY,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    demoData: env.DEMO_DATA,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    logFormat: logFormatOf(env.LOG_FORMAT),
    checkResponses: env.CHECK_RESPONSES,
    workers: env.WORKERS ?? os.availableParallelism(),
    liveStreams: { perAddress: env.LIVE_STREAMS_PER_ADDRESS, total: env.LIVE_STREAMS_MAX },
    exports: { max: env.EXPORTS_MAX, perAddress: env.EXPORTS_PER_ADDRESS },
    footerLinks: { socialX: env.SOCIAL_X_URL, socialFacebook: env.SOCIAL_FACEBOOK_URL, feedback: env.FEEDBACK_URL },
    advertisingUrl: env.ADVERTISING_URL,
    events: { distanceKm: env.EVENT_DISTANCE_KM, minutes: env.EVENT_MINUTES },
    exploreRowsLimit: env.EXPLORE_ROWS_LIMIT,
    mail: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `${env.SITE_NAME} <alerts@localhost>` } : null,
  };
}
