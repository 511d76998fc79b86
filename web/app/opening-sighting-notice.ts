import { apiPaths } from '../../common/api/api-paths.ts';
import { SAVED_STATE_COOKIES } from '../../common/saved-state.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { getCookie } from '../lib/cookies.ts';
import { servedPageAnswer } from '../lib/page-data.ts';
import { sightingPlace } from '../lib/sighting-place.ts';
import type { ToastRequest } from '../lib/toast.tsx';
import { sightingPagePath } from '../../common/pages/page-table.ts';

const NEW_SIGHTING_TOAST_DELAY_MS = 86400;
export const LAST_SIGHTING_COOKIE = SAVED_STATE_COOKIES.lastSighting;

/** The toast that announces a newly reported sighting. */
export function newSightingToast(sighting: Sighting): ToastRequest {
  return {
    title: 'New Sighting Reported',
    message: [sightingPlace(sighting), sighting.summary].filter(Boolean).join(': '),
    variant: 'info',
    delay: NEW_SIGHTING_TOAST_DELAY_MS,
    link: { to: sightingPagePath(sighting.id), label: 'View this sighting' },
    kind: 'new-sighting',
  };
}

/**
 * A first-time visitor (no last-sighting-id cookie) is shown the latest sighting as the app
 * starts. When the page came with that answer, the toast is part of the page (the server renders it
 * too, so it paints with the page); this is that sighting, or null.
 */
export function openingSightingNotice(): Sighting | null {
  if (getCookie(LAST_SIGHTING_COOKIE)) return null;
  const served = servedPageAnswer(apiPaths.latestSighting);
  return (served?.data as Sighting | null | undefined) ?? null;
}
