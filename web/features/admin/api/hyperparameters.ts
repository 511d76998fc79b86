import { queryOptions } from '@tanstack/react-query';
import { hyperparametersSchema, type Hyperparameters } from '../../../../common/schemas/hyperparameters.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** GET {base}/administration/hyperparameters: what the summarizer uses now. */
export const hyperparametersQueryOptions = queryOptions({
  queryKey: [ADMIN_QUERY_KEY, 'hyperparameters'] as const,
  queryFn: ({ signal }) => apiGet(apiPaths.staff.hyperparameters, hyperparametersSchema, { signal }),
  staleTime: 0,
});

/** POST {base}/administration/update/hyperparameters: all four at once. */
export function saveHyperparameters(values: Hyperparameters): Promise<Hyperparameters> {
  return apiPost(apiPaths.staff.updateHyperparameters, values, hyperparametersSchema);
}
