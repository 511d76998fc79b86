// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoundsBox } from '../map-bounds.ts';
import { useViewPeriods } from './use-view-periods.ts';

afterEach(() => vi.unstubAllGlobals());

const bounds: BoundsBox = { swLat: 10, swLng: 20, neLat: 30, neLng: 40 };

/** A server that answers the histogram by its interval; the calls' query parameters are kept. */
function renderPeriods(answer: (interval: string) => { status?: number; body: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { searchParams } = new URL(String(input), 'http://localhost');
      asked.push(searchParams);
      const { status = 200, body } = answer(searchParams.get('interval')!);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const filters = { hasMedia: true, fromDate: '2001-01-01', toDate: '2001-12-31' };
  return { asked, ...renderHook(() => useViewPeriods(bounds, filters), { wrapper }) };
}

const buckets = (...periods: string[]) => ({
  body: { buckets: periods.map((period) => ({ period, count: 1 })), total: periods.length },
});

describe('the timeline bars of a view', () => {
  it('charts a long span by year, asking with every filter but the dates', async () => {
    const { result, asked } = renderPeriods(() => buckets('1990', '2001'));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.periods.map((period) => period.key)).toHaveLength(12);
    expect(asked.map((parameters) => parameters.get('interval'))).toEqual(['year']);
    expect(asked[0]!.get('hasMedia')).toBe('true');
    expect(asked[0]!.has('fromDate')).toBe(false);
  });

  it('charts three years or less by month', async () => {
    const { result } = renderPeriods((interval) =>
      interval === 'year' ? buckets('2000', '2001') : buckets('2000-11', '2001-02'),
    );
    await waitFor(() => expect(result.current.periods[0]?.key).toBe('2000-11'));
    expect(result.current.periods.map((period) => period.key)).toEqual(['2000-11', '2000-12', '2001-01', '2001-02']);
  });

  it('says when the years cannot be had', async () => {
    const { result } = renderPeriods(() => ({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Broken.' },
    }));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current).toMatchObject({ loaded: false, refusal: null, periods: [] });
  });
});
