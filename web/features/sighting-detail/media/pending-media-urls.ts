import { useEffect, useState } from 'react';
import { API_BASE, apiPaths } from '../../../../common/api/api-paths.ts';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { getAuthToken } from '../../../lib/auth-token.ts';
import type { MediaItem } from './media-items.ts';

/**
 * The files of a report awaiting review, as staff see them: the server keeps them out of /media until
 * approval and answers them only with the staff's token, which an <img> cannot send. Each is fetched
 * with it and shown from an object URL, released when the card goes. An approved sighting's items are
 * answered as they are.
 */
export function usePendingMediaUrls(sighting: Pick<Sighting, 'id' | 'approved'>, items: MediaItem[]): MediaItem[] {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const pending = !sighting.approved;
  const names = items.map((item) => item.name).join('\n');

  useEffect(() => {
    const token = getAuthToken();
    if (!pending || !token || !names) return;
    const made: string[] = [];
    const controller = new AbortController();
    void (async () => {
      for (const name of names.split('\n')) {
        const response = await fetch(API_BASE + apiPaths.staff.pendingMedia(sighting.id, name), {
          headers: { Authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        // A file that cannot be read keeps the placeholder, as a broken public one does.
        if (!response.ok) continue;
        const url = URL.createObjectURL(await response.blob());
        made.push(url);
        setUrls((known) => ({ ...known, [name]: url }));
      }
    })().catch(() => undefined);
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [pending, sighting.id, names]);

  return pending ? items.map((item) => ({ ...item, url: urls[item.name] ?? null })) : items;
}
