import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { acknowledgeCookies, hasAcknowledgedCookies } from './cookie-notice-storage.ts';

const COOKIE_NOTICE_FADE_MS = 500;

type NoticeState = 'hidden' | 'shown' | 'fading';

/**
 * Tells the notice's height to the page's styles (app.css). Every element inherits the property, so a
 * new value restyles the whole page (10 ms on a fast machine, as the home page starts): a height the
 * styles already give is not written again.
 */
function showNoticeHeight(pixels: number): void {
  const root = document.documentElement;
  const value = `${pixels}px`;
  if (getComputedStyle(root).getPropertyValue('--cookie-notice-height').trim() !== value)
    root.style.setProperty('--cookie-notice-height', value);
}

// The acknowledgement changes only through Dismiss, which this component handles itself.
const noSubscription = () => () => undefined;

/**
 * The cookie notice: hidden by default, shown without an acknowledgement; Dismiss fades it out over 500 ms.
 * The server cannot read local storage, so its page always holds the notice: index.html hides it
 * before the first paint for a visitor who has acknowledged, and hydration renders it as the server
 * did before taking it away.
 */
export function CookieNotice() {
  const acknowledgedBefore = useSyncExternalStore(noSubscription, hasAcknowledgedCookies, () => false);
  const [state, setState] = useState<NoticeState>('shown');
  const notice = useRef<HTMLElement>(null);

  useEffect(() => {
    if (state !== 'fading') return;
    const timer = window.setTimeout(() => setState('hidden'), COOKIE_NOTICE_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  // The notice floats over the page bottom; pad the page by its height so the footer stays reachable,
  // and tell its height to what floats above it (toasts, the map's bottom controls: app.css).
  const shown = state === 'fading' || (state === 'shown' && !acknowledgedBefore);
  useEffect(() => {
    const element = notice.current;
    if (!shown || !element) {
      showNoticeHeight(0);
      return;
    }
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
      showNoticeHeight(element.offsetHeight);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
      showNoticeHeight(0);
    };
  }, [shown]);

  if (!shown) return null;

  const dismiss = () => {
    acknowledgeCookies();
    setState('fading');
  };

  return (
    <section
      ref={notice}
      className="cookie-notice shadow"
      aria-label="Cookie notice"
      style={{ opacity: state === 'fading' ? 0 : 1, transition: `opacity ${COOKIE_NOTICE_FADE_MS}ms ease` }}
    >
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-3 py-3">
        <p className="mb-0 flex-grow-1">
          <i className="bi bi-cookie me-2" aria-hidden="true" />
          Skywatch uses cookies to remember your map view, searches and list settings, and to keep forms secure. Read
          our <Link to="/privacy-policy">Privacy Policy</Link> to learn more.
        </p>
        <button type="button" className="btn btn-light" onClick={dismiss} disabled={state === 'fading'}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
