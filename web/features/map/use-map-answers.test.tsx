// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { serverError, stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import { ToastProvider } from '../../lib/toast.tsx';
import type { MapLayer } from './map-layer.ts';
import { useMapAnswers } from './use-map-answers.ts';

afterEach(() => vi.unstubAllGlobals());

const clustersView = { bounds: { swLat: 10, swLng: 20, neLat: 30, neLng: 40 }, zoom: 5 };

function renderAnswers(layer: MapLayer, latest: StubAnswer) {
  const calls = stubFetch({
    'GET /sightings/by-page': latest,
    'GET /sightings/total-sightings': { body: 2_000_000 },
    'GET /sightings/clusters': { body: { clusters: [{ latitude: 1, longitude: 2, count: 3 }], total: 3 } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  const questions = { source: { kind: 'latest', request: 0 } as const, pageSize: 25, filters: { hasMedia: false } };
  const hook = renderHook(() => useMapAnswers({ ...questions, layer, clustersView }), { wrapper });
  return { calls, ...hook };
}

describe("the home map's answers", () => {
  it('marks the sightings that have a place, and counts the whole record where the layer draws it', async () => {
    const placed = exampleSighting();
    const { result } = renderAnswers('clusters', {
      body: [placed, exampleSighting({ id: 'ef56ab78', latitude: null })],
    });
    await waitFor(() => expect(result.current.fresh).toBe(true));
    expect(result.current.sightings.map((sighting) => sighting.id)).toEqual([placed.id]);
    await waitFor(() => expect(result.current.wholeRecord?.total).toBe(3));
    await waitFor(() => expect(result.current.total).toBe(2_000_000));
  });

  it('asks for no clusters for the newest sightings alone', async () => {
    const { result, calls } = renderAnswers('newest', { body: [] });
    await waitFor(() => expect(result.current.fresh).toBe(true));
    expect(result.current.wholeRecord).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/sightings/clusters'))).toBe(false);
  });

  it('says in a toast when the sightings cannot be had', async () => {
    const { result } = renderAnswers('newest', serverError());
    await waitFor(() => expect(result.current.sightingsFailed).toBe(true));
    expect(await screen.findByText('Could not retrieve sightings. Please try again later.')).toBeDefined();
    expect(result.current.sightingsRefusal).toBeNull();
  });
});
