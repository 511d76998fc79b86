import { ApiError } from '../../lib/api-client.ts';

/**
 * The server's words when it refused a view (a 400: a filtered view too crowded to count, "Zoom in to
 * narrow it.", or a phrase too common to check), to be shown as they are; null for any other failure.
 */
export function refusalOf(error: Error | null): string | null {
  return error instanceof ApiError && error.status === 400 ? error.message : null;
}
