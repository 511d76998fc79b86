import { z } from 'zod/mini';
import { DATES_IN_ORDER, datesInOrder, searchRequestFields } from './search.ts';

export const EXPORT_FORMATS = ['csv', 'json', 'geojson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * An export: the search request exactly as the search takes it, plus the file's format. Every page of
 * the search is exported, so its `page` and `size` are accepted and play no part.
 */
export const exportRequestFields = z.extend(searchRequestFields, {
  format: z.enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}.` }),
});
export const exportRequestSchema = exportRequestFields.check(z.refine(datesInOrder, DATES_IN_ORDER));
export type ExportRequest = z.input<typeof exportRequestSchema>;
export type ParsedExportRequest = z.output<typeof exportRequestSchema>;

/** The response header that carries how many sightings the export holds, for a download's progress. */
export const EXPORT_TOTAL_HEADER = 'x-total-count';

/** The open-data licence every export carries. */
export const DATA_LICENCE = { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' } as const;
