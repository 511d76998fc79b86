// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/auth-token.ts';
import { mediaItems } from './media-items.ts';
import { usePendingMediaUrls } from './pending-media-urls.ts';

const sighting = { id: 'pe11nd22', submitted: '2024-05-02T08:00:00.000Z', media: ['barn.jpg', 'gone.jpg'] };

describe('the files of a report awaiting review, for staff', () => {
  const asked: Array<{ url: string; authorization: string | null }> = [];
  const revoked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    revoked.length = 0;
    localStorage.setItem(AUTH_TOKEN_KEY, 'staff-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        asked.push({ url, authorization: new Headers(init.headers).get('authorization') });
        return url.endsWith('/barn.jpg')
          ? new Response(new Blob(['jpeg bytes'], { type: 'image/jpeg' }))
          : new Response('{}', { status: 404 });
      }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => 'blob:test/barn',
        revokeObjectURL: (url: string) => revoked.push(url),
      }),
    );
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("fetches each with the staff's token and shows it from an object URL, released when the card goes", async () => {
    const items = mediaItems(sighting);
    const { result, unmount } = renderHook(() => usePendingMediaUrls({ ...sighting, approved: false }, items));
    expect(result.current.map((item) => item.url)).toEqual([null, null]);
    await waitFor(() => expect(result.current[0]!.url).toBe('blob:test/barn'));
    expect(result.current[1]!.url).toBeNull();
    expect(asked).toEqual([
      { url: '/api/v1/administration/media/pe11nd22/barn.jpg', authorization: 'Bearer staff-token' },
      { url: '/api/v1/administration/media/pe11nd22/gone.jpg', authorization: 'Bearer staff-token' },
    ]);
    unmount();
    expect(revoked).toEqual(['blob:test/barn']);
  });

  it("leaves an approved sighting's files at their public addresses, asking nothing", () => {
    const items = mediaItems(sighting);
    const { result } = renderHook(() => usePendingMediaUrls({ ...sighting, approved: true }, items));
    expect(result.current).toBe(items);
    expect(asked).toEqual([]);
  });
});
