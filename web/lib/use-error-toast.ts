import { useEffect, useRef } from 'react';
import { useToast, type ToastRequest } from './toast.tsx';

interface QueryOutcome {
  isError: boolean;
  /** react-query's time of the latest failure: a new value means a new failure. */
  errorUpdatedAt: number;
}

/** Shows `toast` once for every failure of a react-query query. */
export function useErrorToast(query: QueryOutcome, toast: ToastRequest): void {
  const { showToast } = useToast();
  const latestToast = useRef(toast);
  latestToast.current = toast;
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) showToast(latestToast.current);
  }, [isError, errorUpdatedAt, showToast]);
}
