import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { COOKIE_NOTICE_FADE_MS } from '../../common/constants.ts';
import { acknowledgeCookies, hasAcknowledgedCookies } from './cookie-notice-storage.ts';

type NoticeState = 'hidden' | 'shown' | 'fading';

/** SPEC §2/§4: hidden by default, shown without an acknowledgement; Dismiss fades it out over 500 ms. */
export function CookieNotice() {
  const [state, setState] = useState<NoticeState>('hidden');

  useEffect(() => {
    if (!hasAcknowledgedCookies()) setState('shown');
  }, []);

  useEffect(() => {
    if (state !== 'fading') return;
    const timer = window.setTimeout(() => setState('hidden'), COOKIE_NOTICE_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === 'hidden') return null;

  const dismiss = () => {
    acknowledgeCookies();
    setState('fading');
  };

  return (
    <section
      className="cookie-notice shadow"
      aria-label="Cookie notice"
      style={{ opacity: state === 'fading' ? 0 : 1, transition: `opacity ${COOKIE_NOTICE_FADE_MS}ms ease` }}
    >
      <div className="container d-flex flex-column flex-md-row align-items-md-center gap-3 py-3">
        <p className="mb-0 flex-grow-1">
          <i className="bi bi-cookie me-2" aria-hidden="true" />
          Skywatch uses cookies to remember your map view, searches and list settings, and to keep forms
          secure. Read our <Link to="/privacy-policy">Privacy Policy</Link> to learn more.
        </p>
        <button type="button" className="btn btn-light" onClick={dismiss} disabled={state === 'fading'}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
