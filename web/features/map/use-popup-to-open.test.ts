// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Marker } from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { usePopupToOpen } from './use-popup-to-open.ts';

const marker = () => ({ openPopup: vi.fn() }) as unknown as Marker & { openPopup: ReturnType<typeof vi.fn> };

function renderOpener(wantedId: string | null, sightings: Sighting[], fresh = true) {
  const wanted = { current: wantedId };
  const hook = renderHook((props) => usePopupToOpen(wanted, props.sightings, props.fresh), {
    initialProps: { sightings, fresh },
  });
  return { wanted, ...hook };
}

describe("opening the wanted sighting's popup", () => {
  it('opens it once its marker is added, and then forgets it', async () => {
    const sighting = exampleSighting();
    const { result, wanted } = renderOpener(sighting.id, [sighting]);
    const added = marker();
    act(() => result.current(sighting.id, added));
    await waitFor(() => expect(added.openPopup).toHaveBeenCalledTimes(1));
    expect(wanted.current).toBeNull();
  });

  it('waits for fresh sightings before opening', async () => {
    const sighting = exampleSighting();
    const { result, rerender } = renderOpener(sighting.id, [sighting], false);
    const added = marker();
    act(() => result.current(sighting.id, added));
    expect(added.openPopup).not.toHaveBeenCalled();
    rerender({ sightings: [sighting], fresh: true });
    await waitFor(() => expect(added.openPopup).toHaveBeenCalledTimes(1));
  });

  it('gives up a sighting that is not shown', () => {
    const { wanted } = renderOpener('zz99zz99', [exampleSighting()]);
    expect(wanted.current).toBeNull();
  });

  it('keeps waiting for a shown sighting whose marker is not on the map yet', () => {
    const sighting = exampleSighting();
    const { result, wanted } = renderOpener(sighting.id, [sighting]);
    const other = marker();
    act(() => result.current('zz99zz99', other));
    expect(wanted.current).toBe(sighting.id);
    expect(other.openPopup).not.toHaveBeenCalled();
  });
});
