// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapLayer } from './map-layer.ts';
import { readSavedMapState } from './saved-map-state.ts';
import { useSaveOnLeaving } from './use-save-on-leaving.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  for (const cookie of document.cookie.split(';')) {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`;
  }
});

describe('saving the home map on leaving', () => {
  it('saves the last view, page size, layer and open popup a moment after the map is left', () => {
    const { result, rerender, unmount } = renderHook(({ pageSize, layer }) => useSaveOnLeaving(pageSize, layer), {
      initialProps: { pageSize: 25, layer: 'clusters' as MapLayer },
    });
    act(() => result.current.keepView({ lat: 10, lng: 20, zoom: 4 }));
    act(() => result.current.keepView({ lat: 11, lng: 21, zoom: 6 }));
    act(() => result.current.keepOpenSighting('ab12cd34'));
    rerender({ pageSize: 50, layer: 'heat' });
    unmount();
    expect(readSavedMapState()).toBeNull();
    act(() => vi.runAllTimers());
    expect(readSavedMapState()).toEqual({
      lat: 11,
      lng: 21,
      zoom: 6,
      itemsToShow: 50,
      sightingId: 'ab12cd34',
      mapLayer: 'heat',
    });
  });

  it('saves nothing when the map never had a view', () => {
    const { unmount } = renderHook(() => useSaveOnLeaving(25, 'clusters'));
    unmount();
    act(() => vi.runAllTimers());
    expect(readSavedMapState()).toBeNull();
  });
});
