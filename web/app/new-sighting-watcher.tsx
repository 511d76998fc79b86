import { useEffect } from 'react';
import { z } from 'zod/mini';
import { sightingSchema, type Sighting } from '../../common/schemas/sighting.ts';
import { apiGet } from '../lib/api-client.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { subscribeLiveSightings } from '../lib/live-sightings.ts';
import { useToast } from '../lib/toast.tsx';
import { isNewerSighting } from './is-newer-sighting.ts';
import { LAST_SIGHTING_COOKIE, newSightingToast, openingSightingNotice } from './opening-sighting-notice.ts';
import { apiPaths } from '../../common/api/api-paths.ts';

const LATEST_SIGHTING_POLL_MS = 60000;

const fetchLatest = () => apiGet(apiPaths.latestSighting, z.nullable(sightingSchema));

/**
 * The new-sighting notice: remembers the latest known sighting in a cookie, hears of newer ones from
 * the live-updates stream at once, polls for one every minute as well, and announces it with a toast
 * that links to it. The poll stays on beside the stream: a stream refused (429) or held back by a
 * buffering proxy may look open and bring nothing, and one cheap call a minute covers it.
 */
export function NewSightingWatcher() {
  const { showToast } = useToast();

  useEffect(() => {
    let held: Sighting | null = null;
    let stopped = false;

    const announce = (sighting: Sighting) => {
      if (stopped) return;
      held = sighting;
      setCookie(LAST_SIGHTING_COOKIE, sighting.id);
      showToast(newSightingToast(sighting));
    };

    const start = async () => {
      // Announced by the page itself (root-layout.tsx): only remembered here.
      const opening = openingSightingNotice();
      if (opening) {
        held = opening;
        setCookie(LAST_SIGHTING_COOKIE, opening.id);
        return;
      }
      const knownId = getCookie(LAST_SIGHTING_COOKIE);
      if (knownId) {
        try {
          held = await apiGet(apiPaths.sightingById(knownId), sightingSchema);
          return;
        } catch {
          // Gone or unreachable: fall through to the latest one, as with no cookie.
        }
      }
      const latest = await fetchLatest();
      if (latest) announce(latest);
    };

    const poll = async () => {
      const latest = await fetchLatest();
      if (latest && isNewerSighting(latest, held)) announce(latest);
    };

    // A failed check is retried by the next poll; it is not worth a toast.
    start().catch(() => undefined);
    const timer = window.setInterval(() => poll().catch(() => undefined), LATEST_SIGHTING_POLL_MS);
    const stopListening = subscribeLiveSightings((change) => {
      // Until the start has found the held one, the start's own check announces the newest.
      if (held && change.kind === 'published' && isNewerSighting(change.sighting, held)) announce(change.sighting);
    });
    return () => {
      stopped = true;
      window.clearInterval(timer);
      stopListening();
    };
  }, [showToast]);

  return null;
}
