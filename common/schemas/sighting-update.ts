import { z } from 'zod/mini';
import { TAG_MAX_LENGTH } from './report.ts';
import { cleanText } from './clean-text.ts';
import { isoDateTimeSchema, sightingIdSchema } from './common-fields.ts';
import { addressResolutionSchema, geoPointSchema } from './sighting.ts';

export const SUMMARY_EDIT_MAX_LENGTH = 1000;
export const DESCRIPTION_MAX_LENGTH = 20_000;
export const ADDRESS_MAX_LENGTH = 500;
export const MAX_TAGS = 50;
export const RATINGS = ['0', '1', '2', '3', '4'] as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Cleaned as report text is (control characters dropped, trimmed); blank is null. */
const optionalText = (name: string, max: number) =>
  z.pipe(
    z.transform(blankToNull),
    z.pipe(
      z.pipe(
        z.nullable(z.string()),
        z.transform((text) => (text === null ? null : cleanText(text) || null)),
      ),
      z.nullable(z.string().check(z.maxLength(max, `${name} must be at most ${max} characters.`))),
    ),
  );

/** Cleaned and trimmed, blanks dropped, duplicates (ignoring case) dropped, first spelling kept. */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map(cleanText)) {
    const folded = tag.toLowerCase();
    if (!tag || seen.has(folded)) continue;
    seen.add(folded);
    kept.push(tag);
  }
  return kept;
}

/**
 * POST /administration/update/sighting: the editor sends the whole sighting back with point
 * null. Only the fields of the edit view (summary to media) are read; every other field, server-set ones
 * (submitted, created, source, …) included, is ignored and keeps its stored value. `media` may only
 * drop stored file names, never add one (checked by the server against what is stored).
 */
export const sightingUpdateSchema = z
  .object({
    id: sightingIdSchema,
    summary: z.pipe(
      z.pipe(z.string({ error: 'summary is required.' }), z.transform(cleanText)),
      z
        .string()
        .check(
          z.minLength(1, 'summary is required.'),
          z.maxLength(SUMMARY_EDIT_MAX_LENGTH, `summary must be at most ${SUMMARY_EDIT_MAX_LENGTH} characters.`),
        ),
    ),
    detailedDescription: optionalText('detailedDescription', DESCRIPTION_MAX_LENGTH),
    occurred: isoDateTimeSchema,
    addressResolution: z.nullable(addressResolutionSchema),
    address: optionalText('address', ADDRESS_MAX_LENGTH),
    iso2CountryCode: z.pipe(
      z.transform(blankToNull),
      z.nullable(
        z.pipe(
          z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'iso2CountryCode must be two letters.')),
          z.transform((code) => code.toUpperCase()),
        ),
      ),
    ),
    latitude: z.nullable(
      z
        .number()
        .check(z.gte(-90, 'latitude must be between -90 and 90.'), z.lte(90, 'latitude must be between -90 and 90.')),
    ),
    longitude: z.nullable(
      z
        .number()
        .check(
          z.gte(-180, 'longitude must be between -180 and 180.'),
          z.lte(180, 'longitude must be between -180 and 180.'),
        ),
    ),
    approved: z.boolean(),
    rating: z.enum(RATINGS, { error: 'rating must be one of 0, 1, 2, 3, 4.' }),
    tags: z.pipe(
      z
        .array(z.string().check(z.maxLength(TAG_MAX_LENGTH, `A label is at most ${TAG_MAX_LENGTH} characters.`)))
        .check(z.maxLength(MAX_TAGS, `At most ${MAX_TAGS} labels.`)),
      z.transform<string[], string[]>(cleanTags),
    ),
    media: z.array(z.string().check(z.minLength(1), z.maxLength(255))).check(z.maxLength(100)),
    /** Cleared by the editor; the coordinates above are what count. */
    point: z.optional(z.nullable(geoPointSchema)),
  })
  .check(
    z.refine((edit) => (edit.latitude === null) === (edit.longitude === null), {
      message: 'latitude and longitude must both be set or both be empty.',
      path: ['latitude'],
    }),
  );
export type SightingUpdate = z.input<typeof sightingUpdateSchema>;
export type ParsedSightingUpdate = z.output<typeof sightingUpdateSchema>;
