import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** GET {base}/administration/system/uptime: plain text. */
export const uptimeQueryOptions = queryOptions({
  queryKey: [ADMIN_QUERY_KEY, 'system', 'uptime'] as const,
  queryFn: ({ signal }) => apiGet(apiPaths.staff.uptime, z.string(), { signal }),
  staleTime: 0,
});

/** GET {base}/administration/system/information: plain text. */
export const systemInformationQueryOptions = queryOptions({
  queryKey: [ADMIN_QUERY_KEY, 'system', 'information'] as const,
  queryFn: ({ signal }) => apiGet(apiPaths.staff.information, z.string(), { signal }),
  staleTime: 0,
});
