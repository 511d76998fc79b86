import { queryOptions } from '@tanstack/react-query';
import { tokenValidationSchema } from '../../../../common/schemas/staff.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { getAuthToken, getAuthUsername } from '../../../lib/auth-token.ts';
import { ADMIN_QUERY_KEY } from './admin-query-keys.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/**
 * POST {base}/token/validate: whether the stored token still signs someone in, and their
 * role, so the screen offers only what the server lets that role do.
 */
export function staffRoleQueryOptions() {
  const username = getAuthUsername() ?? '';
  const token = getAuthToken() ?? '';
  return queryOptions({
    // Keyed by the token, so another sign-in never reuses an earlier answer.
    queryKey: [ADMIN_QUERY_KEY, 'token-validation', username, token] as const,
    queryFn: ({ signal }) => apiPost(apiPaths.validateToken, { username, token }, tokenValidationSchema, { signal }),
    staleTime: 60_000,
  });
}
