import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TOAST_DELAY_MS } from '../../common/schemas/toast.ts';
import { clockTime } from '../../common/display/date-format.ts';
import { useHydrated } from './hydration.tsx';

export const LONG_TOAST_DELAY_MS = 7500;

export type ToastVariant = 'danger' | 'success' | 'secondary' | 'info';

export interface ToastRequest {
  title: string;
  message: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast removes itself (default 5000). */
  delay?: number;
  link?: { to: string; label: string };
  /**
   * A toast of a kind takes the place of the one of that kind still shown: a notice that only its
   * latest news matters (each new sighting's) does not stack up over the page.
   */
  kind?: string;
}

interface ShownToast extends Required<Omit<ToastRequest, 'link' | 'kind'>> {
  id: number;
  date: Date;
  link: ToastRequest['link'];
  kind: ToastRequest['kind'];
}

interface ToastApi {
  showToast(toast: ToastRequest): void;
  /** Takes away the toasts of a kind still shown, once what they reported no longer holds. */
  dismissToasts(kind: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS: Record<ToastVariant, string> = {
  danger: 'bi-exclamation-octagon-fill',
  success: 'bi-check-circle-fill',
  secondary: 'bi-info-circle-fill',
  info: 'bi-bell-fill',
};

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

function shownToast(request: ToastRequest, id: number): ShownToast {
  return {
    id,
    title: request.title,
    message: request.message,
    variant: request.variant ?? 'danger',
    delay: request.delay ?? TOAST_DELAY_MS,
    link: request.link,
    kind: request.kind,
    date: new Date(),
  };
}

/**
 * Holds the toasts and shows them in a corner; each goes away after its delay. `opening`
 * toasts are part of the page from its first render (the server renders them too).
 */
export function ToastProvider({ opening = [], children }: { opening?: ToastRequest[]; children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>(() =>
    opening.map((request, index) => shownToast(request, -index)),
  );
  const nextId = useRef(1);

  const showToast = useCallback((request: ToastRequest) => {
    const toast = shownToast(request, nextId.current++);
    setToasts((shown) => [
      ...(toast.kind === undefined ? shown : shown.filter((earlier) => earlier.kind !== toast.kind)),
      toast,
    ]);
  }, []);

  const remove = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const dismissToasts = useCallback((kind: string) => {
    setToasts((shown) => shown.filter((toast) => toast.kind !== kind));
  }, []);

  const api = useMemo(() => ({ showToast, dismissToasts }), [showToast, dismissToasts]);

  return (
    <ToastContext value={api}>
      {children}
      <div className="toast-container position-fixed bottom-0 end-0 p-3 toast-area">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => remove(toast.id)} />
        ))}
      </div>
    </ToastContext>
  );
}

/**
 * One toast in Bootstrap's markup. Written by hand rather than with react-bootstrap's Toast, whose
 * transition dependencies would weigh on every page's first load.
 */
function ToastItem({ toast, onClose }: { toast: ShownToast; onClose: () => void }) {
  const close = useRef(onClose);
  close.current = onClose;
  // The time is the viewer's clock, which the server's page cannot show: a stand-in until hydrated.
  const hydrated = useHydrated();
  useEffect(() => {
    const timer = window.setTimeout(() => close.current(), toast.delay);
    return () => window.clearTimeout(timer);
  }, [toast.delay]);

  return (
    <div className="toast show" role="alert" aria-live="assertive" aria-atomic="true" data-variant={toast.variant}>
      <div className={`toast-header text-bg-${toast.variant}`}>
        <i className={`bi ${ICONS[toast.variant]} me-2`} aria-hidden="true" />
        <strong className="me-auto">{toast.title}</strong>
        {hydrated ? (
          <time dateTime={toast.date.toISOString()} className="small">
            {clockTime(toast.date)}
          </time>
        ) : (
          <span className="small invisible">00:00 AM</span>
        )}
        <button type="button" className="btn-close ms-2" aria-label="Close message" onClick={onClose} />
      </div>
      <div className="toast-body">
        {toast.message}
        {toast.link && (
          <div className="mt-2">
            <Link to={toast.link.to} onClick={onClose}>
              {toast.link.label}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
