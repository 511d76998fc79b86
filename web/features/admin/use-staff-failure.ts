import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { clearAuth, isSignedIn } from '../../lib/auth-token.ts';
import { loginPathFor } from '../../lib/staff-paths.ts';
import { useToast, type ToastRequest } from '../../lib/toast.tsx';

/**
 * A 401 from a staff call means the stored token expired or was revoked: forget it and sign in again,
 * coming back here afterwards. A 401 that comes once the token is already gone changes nothing: whoever
 * cleared it (Logout, or the first of several calls refused at once) has already sent the user on.
 * Answers whether the error was a 401.
 */
export function useSignInAgain(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      if (!isSignedIn()) return true;
      clearAuth();
      void navigate(loginPathFor(here), { replace: true });
      return true;
    },
    [navigate, here],
  );
}

/** For a failed staff call: sign in again on a 401, otherwise show `toast` (if any). */
export function useStaffFailureToast(): (error: unknown, toast?: ToastRequest) => void {
  const { showToast } = useToast();
  const signInAgain = useSignInAgain();
  return useCallback(
    (error: unknown, toast?: ToastRequest) => {
      if (!signInAgain(error) && toast) showToast(toast);
    },
    [showToast, signInAgain],
  );
}

interface QueryOutcome {
  isError: boolean;
  error: unknown;
  /** react-query's time of the latest failure: a new value means a new failure. */
  errorUpdatedAt: number;
}

/** For each failure of a staff query: sign in again on a 401, otherwise show `toast` (if any). */
export function useStaffQueryFailure(query: QueryOutcome, toast?: ToastRequest): void {
  const failed = useStaffFailureToast();
  const latest = useRef({ toast, failed, error: query.error });
  latest.current = { toast, failed, error: query.error };
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError) return;
    const { toast: shown, failed: fail, error } = latest.current;
    fail(error, shown);
  }, [isError, errorUpdatedAt]);
}
