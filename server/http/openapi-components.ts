import { z } from 'zod/mini';
import { apiErrorSchema } from '../../common/schemas/common-fields.ts';
import { sightingSchema } from '../../common/schemas/sighting.ts';

/**
 * The shapes the OpenAPI document names once, under components, and refers to wherever they stand: a
 * sighting is in a dozen answers, and a generated client gets one `Sighting` type for all of them.
 */
export const openApiComponents = z.registry<{ id: string }>();
openApiComponents.add(sightingSchema, { id: 'Sighting' });
openApiComponents.add(apiErrorSchema, { id: 'ApiError' });
