import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { applyToCachedLists, changedTimeline, type TimelineList } from './live-sighting-lists.ts';
import { exampleSighting } from './testing/example-sighting.ts';

const on = (day: number, id: string, overrides: Partial<Sighting> = {}) =>
  exampleSighting({ id, occurred: `2024-05-${String(day).padStart(2, '0')}T12:00:00.000Z`, ...overrides });
const ids = (sightings: readonly Sighting[] | undefined) => sightings?.map((sighting) => sighting.id);
const anyOf = (size: number): TimelineList => ({ size, belongs: () => true });

describe('a live change in a list of the newest sightings', () => {
  const list = [on(9, 'nine0000'), on(7, 'seven000'), on(5, 'five0000')];

  it('puts a published sighting in its place and keeps the list at its size', () => {
    const changed = changedTimeline(list, { kind: 'published', sighting: on(8, 'eight000'), total: 4 }, anyOf(3));
    expect(ids(changed?.sightings)).toEqual(['nine0000', 'eight000', 'seven000']);
    expect(changed?.reload).toBe(false);
  });

  it('grows a list that held every sighting there was', () => {
    const changed = changedTimeline(list, { kind: 'published', sighting: on(1, 'one00000'), total: 4 }, anyOf(10));
    expect(ids(changed?.sightings)).toEqual(['nine0000', 'seven000', 'five0000', 'one00000']);
  });

  it('leaves a full list alone for a sighting older than its last', () => {
    expect(changedTimeline(list, { kind: 'published', sighting: on(1, 'one00000'), total: 4 }, anyOf(3))).toBeNull();
  });

  it('replaces an edited sighting, in its new place', () => {
    const edited = on(6, 'nine0000', { summary: 'Edited' });
    const changed = changedTimeline(list, { kind: 'published', sighting: edited, total: 3 }, anyOf(3));
    expect(ids(changed?.sightings)).toEqual(['seven000', 'nine0000', 'five0000']);
    expect(changed?.sightings[1]!.summary).toBe('Edited');
  });

  it('leaves out a sighting the list does not take (outside the map view)', () => {
    const elsewhere: TimelineList = { size: 10, belongs: () => false };
    expect(changedTimeline(list, { kind: 'published', sighting: on(8, 'eight000'), total: 4 }, elsewhere)).toBeNull();
  });

  it('takes a withdrawn sighting out, and has a full list fetched again to fill its last place', () => {
    const full = changedTimeline(list, { kind: 'withdrawn', id: 'seven000', total: 2 }, anyOf(3));
    expect(full).toEqual({ sightings: [list[0], list[2]], reload: true });
    const short = changedTimeline(list, { kind: 'withdrawn', id: 'seven000', total: 2 }, anyOf(10));
    expect(short?.reload).toBe(false);
    expect(changedTimeline(list, { kind: 'withdrawn', id: 'nothere0', total: 2 }, anyOf(3))).toBeNull();
  });
});

describe('a live change in the query cache', () => {
  it('changes the lists it understands and marks the others stale', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['sightings', 'by-page', 0, 10], [on(5, 'five0000')]);
    queryClient.setQueryData(['sightings', 'by-page', 1, 10], [on(1, 'one00000')]);
    applyToCachedLists(
      queryClient,
      ['sightings', 'by-page'],
      { kind: 'published', sighting: on(8, 'eight000'), total: 12 },
      (key) => (key[2] === 0 ? anyOf(10) : null),
    );
    expect(ids(queryClient.getQueryData(['sightings', 'by-page', 0, 10]))).toEqual(['eight000', 'five0000']);
    expect(queryClient.getQueryState(['sightings', 'by-page', 1, 10])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['sightings', 'by-page', 0, 10])?.isInvalidated).toBe(false);
  });
});
