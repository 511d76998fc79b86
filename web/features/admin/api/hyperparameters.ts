import { queryOptions } from '@tanstack/react-query';
import { hyperparametersSchema, type Hyperparameters } from '../../../../common/schemas/hyperparameters.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';

/** GET {base}/administration/hyperparameters: what the summarizer uses now. */
export const hyperparametersQueryOptions = queryOptions({
  queryKey: [ADMIN_QUERY_KEY, 'hyperparameters'] as const,
  queryFn: ({ signal }) => apiGet('/administration/hyperparameters', hyperparametersSchema, { signal }),
  staleTime: 0,
});

/** POST {base}/administration/update/hyperparameters (SPEC §7): all four at once. */
export function saveHyperparameters(values: Hyperparameters): Promise<Hyperparameters> {
  return apiPost('/administration/update/hyperparameters', values, hyperparametersSchema);
}
