import { z } from 'zod/mini';
import {
  ADDRESS_RESOLUTIONS,
  ALTITUDE_OPTIONS,
  DISTANCE_OPTIONS,
  FEATURE_OPTIONS,
  FLIGHT_PATH_OPTIONS,
  MULTI_VALUE_SEPARATOR,
  SHAPE_OPTIONS,
  UNDER_CLOUD_COVER,
} from '../vocabulary/report-options.ts';
import { cleanText } from './clean-text.ts';
import { WALL_CLOCK_PATTERN } from '../display/zone-clock.ts';
import { isoDateTimeSchema } from './common-fields.ts';
import { durationSchema, sightingSchema } from './sighting.ts';

export const TAG_MAX_LENGTH = 64;

/** The longest summary the summarizer answers, in characters. */
export const SUMMARY_MAX_LENGTH = 256;
export const REPORT_SUMMARY_MAX_LENGTH = SUMMARY_MAX_LENGTH;
export const DETAILED_DESCRIPTION_MAX_LENGTH = 10_000;
export const PLACE_TEXT_MAX_LENGTH = 300;
export const REPORT_TAG_LIMIT = 20;
/** Reports of events older than this are refused as typos (year 19 for 2019). */
export const EARLIEST_OCCURRED = '1900-01-01T00:00:00.000Z';
/** A phone clock a little ahead of the server's must not make "just now" a future date. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The wizard's texts for missing answers, word for word. */
export const REPORT_MESSAGES = {
  location: 'You must enter an address or select a location on the map to continue.',
  summary: 'You must enter a summary to continue.',
  detailedDescription: 'You must enter a detailed description to continue.',
  occurred: 'You must enter the date of the sighting to continue.',
  descriptionForSummary: 'You must first enter a detailed description to generate a summary.',
} as const;

const requiredText = (max: number, missing: string, name: string) =>
  z.pipe(
    z.pipe(z.string({ error: missing }), z.transform(cleanText)),
    z.string().check(z.minLength(1, missing), z.maxLength(max, `${name} must be at most ${max} characters.`)),
  );

const optionalText = (max: number, name: string) =>
  z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => (value ? cleanText(value).replace(/\s+/g, ' ') : '') || null),
    ),
    z.nullable(z.string().check(z.maxLength(max, `${name} must be at most ${max} characters.`))),
  );

const coordinate = (bound: number, name: string) =>
  z
    .number({ error: REPORT_MESSAGES.location })
    .check(
      z.gte(-bound, `${name} must be between -${bound} and ${bound}.`),
      z.lte(bound, `${name} must be between -${bound} and ${bound}.`),
    );

/** Records that a transform refuses its input, with this message; the transform answers what this answers. */
function refuse(context: Pick<z.core.ParsePayload, 'issues'>, message: string, input: unknown): typeof z.NEVER {
  context.issues.push({ code: 'custom', message, input });
  return z.NEVER;
}

/** Matches list values case-insensitively and answers the list's own spelling. */
function canonicalOf(options: readonly string[]): (value: string) => string | undefined {
  const byKey = new Map(options.map((option) => [option.toLowerCase(), option]));
  return (value) => byKey.get(value.trim().toLowerCase());
}

/**
 * A multi-select of fixed options (features, flight path, shape): sent as the comma-and-space joined
 * text or as a list; stored joined in list order of the request, deduplicated, null when empty.
 */
function multiSelect(options: readonly string[], name: string) {
  const canonical = canonicalOf(options);
  return z.pipe(
    z.nullish(z.union([z.string(), z.array(z.string()).check(z.maxLength(options.length * 2))])),
    z.transform((value, context) => {
      const parts = (Array.isArray(value) ? value : (value ?? '').split(','))
        .map((part) => part.trim())
        .filter(Boolean);
      const chosen: string[] = [];
      for (const part of parts) {
        const option = canonical(part);
        if (!option) {
          return refuse(context, `${name}: '${part.slice(0, 64)}' is not one of the listed values.`, value);
        }
        if (!chosen.includes(option)) chosen.push(option);
      }
      return chosen.length ? chosen.join(MULTI_VALUE_SEPARATOR) : null;
    }),
  );
}

/** One of DISTANCE_OPTIONS, or nothing. */
const distanceSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((value, context) => {
    if (!value?.trim()) return null;
    const option = canonicalOf(DISTANCE_OPTIONS)(value);
    if (!option) {
      return refuse(context, 'distance is not one of the listed distances.', value);
    }
    return option;
  }),
);

/** One of ALTITUDE_OPTIONS, to which 'Under Cloud Cover' can be appended (as a second joined value). */
const altitudeSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((value, context) => {
    const parts = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const cloud = parts.some((part) => part.toLowerCase() === UNDER_CLOUD_COVER.toLowerCase());
    const heights = parts.filter((part) => part.toLowerCase() !== UNDER_CLOUD_COVER.toLowerCase());
    const height = heights.length === 1 ? canonicalOf(ALTITUDE_OPTIONS)(heights[0]!) : undefined;
    if (heights.length > 1 || (heights.length === 1 && !height)) {
      return refuse(
        context,
        `altitude must be one of the listed altitudes, optionally with '${UNDER_CLOUD_COVER}'.`,
        value,
      );
    }
    const kept = [height, cloud ? UNDER_CLOUD_COVER : undefined].filter((part): part is string => Boolean(part));
    return kept.length ? kept.join(MULTI_VALUE_SEPARATOR) : null;
  }),
);

/** Labels: trimmed, at most 64 characters, empty ones ignored, duplicates (any case) ignored. */
const tagsSchema = z.pipe(
  z.nullish(z.array(z.string().check(z.maxLength(TAG_MAX_LENGTH * 4))).check(z.maxLength(REPORT_TAG_LIMIT * 4))),
  z.transform((tags, context) => {
    const kept: string[] = [];
    for (const raw of tags ?? []) {
      const tag = cleanText(raw).replace(/\s+/g, ' ');
      if (!tag) continue;
      if (tag.length > TAG_MAX_LENGTH) {
        return refuse(context, `Each label must be at most ${TAG_MAX_LENGTH} characters.`, tags);
      }
      if (!kept.some((existing) => existing.toLowerCase() === tag.toLowerCase())) kept.push(tag);
    }
    if (kept.length > REPORT_TAG_LIMIT) {
      return refuse(context, `A report may carry at most ${REPORT_TAG_LIMIT} labels.`, tags);
    }
    return kept;
  }),
);

/** What is wrong with an instant of a sighting (in the future, before 1900), or null. */
export function occurredProblem(instantMs: number, nowMs: number = Date.now()): string | null {
  if (instantMs > nowMs + CLOCK_SKEW_MS) return 'The date of the sighting cannot be in the future.';
  if (instantMs < Date.parse(EARLIEST_OCCURRED)) return 'The date of the sighting must be in 1900 or later.';
  return null;
}

/** The instant, with its offset: for programs that know it. */
const occurredSchema = z.pipe(
  z.nullish(isoDateTimeSchema).check(
    z.superRefine((value, context) => {
      const problem = value ? occurredProblem(Date.parse(value)) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
  z.transform((value) => (value ? new Date(value).toISOString() : null)),
);

/** The date and time on the clocks of the place, without an offset: what the wizard sends (decision 0042). */
const occurredLocalSchema = z.pipe(
  z.nullish(
    z
      .string()
      .check(
        z.regex(
          WALL_CLOCK_PATTERN,
          'occurredLocal must be the date and time at the place, without an offset, e.g. 2024-05-01T22:15.',
        ),
      ),
  ),
  z.transform((value) => value ?? null),
);

/**
 * What the report wizard sends. Fields the server sets (id, dates, status, approval,
 * rating, source…) are not part of it: sent anyway, they are ignored.
 */
export const reportRequestSchema = z
  .object({
    summary: requiredText(REPORT_SUMMARY_MAX_LENGTH, REPORT_MESSAGES.summary, 'summary'),
    detailedDescription: requiredText(
      DETAILED_DESCRIPTION_MAX_LENGTH,
      REPORT_MESSAGES.detailedDescription,
      'detailedDescription',
    ),
    occurred: occurredSchema,
    occurredLocal: occurredLocalSchema,
    latitude: coordinate(90, 'latitude'),
    longitude: coordinate(180, 'longitude'),
    address: optionalText(PLACE_TEXT_MAX_LENGTH, 'address'),
    locationName: optionalText(PLACE_TEXT_MAX_LENGTH, 'locationName'),
    city: optionalText(100, 'city'),
    region: optionalText(100, 'region'),
    country: optionalText(100, 'country'),
    iso2CountryCode: z.pipe(
      z.nullish(z.string().check(z.regex(/^[A-Za-z]{2}$/, 'iso2CountryCode must be two letters.'))),
      z.transform((code) => code?.toUpperCase() ?? null),
    ),
    addressResolution: z.pipe(
      z.nullish(z.enum(ADDRESS_RESOLUTIONS)),
      z.transform((value) => value ?? 'APPROXIMATE'),
    ),
    altitude: altitudeSchema,
    distance: distanceSchema,
    duration: z.pipe(
      z.nullish(durationSchema),
      z.transform((value) => value ?? null),
    ),
    features: multiSelect(FEATURE_OPTIONS, 'features'),
    flightPath: multiSelect(FLIGHT_PATH_OPTIONS, 'flightPath'),
    shape: multiSelect(SHAPE_OPTIONS, 'shape'),
    tags: z.pipe(
      tagsSchema,
      z.transform((tags) => tags ?? []),
    ),
    entityEncountered: z.pipe(z.nullish(z.boolean()), z.transform<boolean | null | undefined, boolean>(Boolean)),
    landingOccurred: z.pipe(z.nullish(z.boolean()), z.transform<boolean | null | undefined, boolean>(Boolean)),
  })
  .check(
    z.superRefine((request, context) => {
      if (request.occurred === null && request.occurredLocal === null) {
        context.addIssue({ code: 'custom', message: REPORT_MESSAGES.occurred, input: request });
      } else if (request.occurred !== null && request.occurredLocal !== null) {
        context.addIssue({ code: 'custom', message: 'Send occurred or occurredLocal, not both.', input: request });
      }
    }),
  );
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ParsedReportRequest = z.output<typeof reportRequestSchema>;

/**
 * The saved sighting, the token that lets the same browser upload its media for the next hour, and
 * the witness's private follow token (shown once: only its hash is stored).
 */
export const reportAnswerSchema = z.extend(sightingSchema, { uploadToken: z.string(), followToken: z.string() });
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

/** Header carrying the report's upload token. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';

/** One stored upload: the file name to build the media address with, its kind and size in bytes. */
export const uploadAnswerSchema = z.object({
  file: z.string(),
  kind: z.enum(['photo', 'video', 'audio', 'document']),
  size: z.number().check(z.int(), z.gte(0)),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * Summarize accepts any of three shapes: `{detailedDescription}` or the description itself
 * as a JSON string or plain text.
 */
export const summarizeRequestSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.object({ detailedDescription: z.nullish(z.string()) })]),
    z.transform((body) => cleanText(typeof body === 'string' ? body : (body.detailedDescription ?? ''))),
  ),
  z
    .string()
    .check(
      z.minLength(1, REPORT_MESSAGES.descriptionForSummary),
      z.maxLength(
        DETAILED_DESCRIPTION_MAX_LENGTH,
        `detailedDescription must be at most ${DETAILED_DESCRIPTION_MAX_LENGTH} characters.`,
      ),
    ),
);
