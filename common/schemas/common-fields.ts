import { z } from 'zod/mini';

export const SIGHTING_PAGE_SIZES = [10, 25, 50, 75] as const;
export const DEFAULT_SIGHTING_PAGE_SIZE = 10;
export const DEFAULT_MAP_PAGE_SIZE = 25;

/** The API accepts any page size up to this; the screens offer the sizes above. */
export const MAX_API_PAGE_SIZE = 100;

/** Deepest page index the API accepts, so a page number can never overflow an offset. */
export const MAX_API_PAGE_INDEX = 1_000_000;
export const SIGHTING_ID_MAX_LENGTH = 8;

/** Sighting ids are short texts of up to 8 characters; we mint `[0-9a-z]{8}`. */
export const sightingIdSchema = z
  .string()
  .check(
    z.minLength(1, 'Sighting ID is required.'),
    z.maxLength(SIGHTING_ID_MAX_LENGTH, `Sighting ID is at most ${SIGHTING_ID_MAX_LENGTH} characters.`),
    z.regex(/^[0-9A-Za-z_-]+$/, 'Sighting ID may hold only letters, digits, - and _.'),
  );

/** A calendar day as yyyy-mm-dd that exists on the calendar. */
export const calendarDaySchema = z.iso.date({ error: 'Use a real date as yyyy-mm-dd.' });

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const MAX_SHAPE_LENGTH = 60;

/** A value of a stored text column to narrow to: trimmed, not empty, at most `max` characters. */
function storedValueFilter(name: string, max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${name} must not be empty.`),
      z.maxLength(max, `${name} must be at most ${max} characters.`),
    );
}

/** A shape as sightings store it (the explorer's facets list them), to narrow a view or a search to. */
export const shapeFilterSchema = storedValueFilter('shape', MAX_SHAPE_LENGTH);

export const MAX_SOURCE_LENGTH = 100;

/** A catalogue a sighting came from, as stored (the list of sources names them), to narrow to. */
export const sourceFilterSchema = storedValueFilter('source', MAX_SOURCE_LENGTH);

/** A country as its ISO 3166 alpha-2 code, in either case, read as upper case (sightings store it so). */
export const countryFilterSchema = z.pipe(
  z.string().check(z.regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO 3166 code, e.g. US.')),
  z.transform((code) => code.toUpperCase()),
);

/**
 * Query-string numbers arrive as text: coerce them, treating a blank as missing (so a required
 * number is refused and an optional one takes its default) rather than as 0.
 */
export function queryNumber(message: string) {
  return z.pipe(
    z.transform((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.coerce.number({ error: message }).check(z.refine(Number.isFinite, message)),
  );
}

/** A latitude (`bound` 90) or longitude (180) sent as text, refused outside ±bound with its name. */
export function queryCoordinate(name: string, bound: number) {
  return z.pipe(
    queryNumber(`${name} must be a number.`),
    z
      .number()
      .check(
        z.gte(-bound, `${name} must be between -${bound} and ${bound}.`),
        z.lte(bound, `${name} must be between -${bound} and ${bound}.`),
      ),
  );
}

/** A query-string switch: the text true or false, false when left out. */
export function queryBoolean(name: string) {
  return z.pipe(
    z._default(z.enum(['true', 'false'], { error: `${name} must be true or false.` }), 'false'),
    z.transform((value) => value === 'true'),
  );
}

/** A whole number sent as text (a path or query parameter), from `min` to `max`, each refusal naming it. */
function wholeNumberParameter(name: string, min: { value: number; message: string }, max: number) {
  return z.coerce
    .number({ error: `${name} must be a whole number.` })
    .check(
      z.int(`${name} must be a whole number.`),
      z.gte(min.value, min.message),
      z.lte(max, `${name} must be at most ${max}.`),
    );
}

export const pageIndexSchema = wholeNumberParameter(
  'page',
  { value: 0, message: 'page must be 0 or more.' },
  MAX_API_PAGE_INDEX,
);

export const pageSizeSchema = wholeNumberParameter(
  'size',
  { value: 1, message: 'size must be at least 1.' },
  MAX_API_PAGE_SIZE,
);

/** Spring's page shape, which every paged answer uses. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().check(z.int(), z.gte(0)),
    totalPages: z.number().check(z.int(), z.gte(0)),
    number: z.number().check(z.int(), z.gte(0)),
    size: z.number().check(z.int(), z.gte(1)),
  });
}

export const apiErrorSchema = z.object({
  statusCode: z.number().check(z.int()),
  error: z.string(),
  message: z.string(),
  /** A refused request's fields, each with what is wrong with it (400 only). */
  details: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
