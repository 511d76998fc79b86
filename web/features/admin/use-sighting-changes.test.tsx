// @vitest-environment jsdom
import { useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch } from '../../lib/testing/stub-fetch.ts';
import type { AdminSightingEditor } from './sighting-editor-slot.ts';
import { useSightingChanges } from './use-sighting-changes.ts';

let latest: ReturnType<typeof useSightingChanges>;

const sightingQueryKey = (id: string) => ['sighting', id];

interface ProbeProps {
  edits: Sighting | null;
  cached?: Sighting;
  onGone: () => void;
  onDeleted: () => void;
}

function ChangesProbe({ edits, cached, onGone, onDeleted }: ProbeProps) {
  const queryClient = useQueryClient();
  if (cached) queryClient.setQueryData(sightingQueryKey(cached.id), cached);
  const editor: AdminSightingEditor = {
    id: 'ab12cd34',
    editable: true,
    open: vi.fn(),
    takeUpdate: () => edits,
    view: null,
  };
  latest = useSightingChanges(editor, sightingQueryKey, {
    search: { id: 'ab12cd34' },
    gone: onGone,
    deleted: onDeleted,
  });
  return null;
}

function open(edits: Sighting | null, cached?: Sighting) {
  const handlers = { onGone: vi.fn(), onDeleted: vi.fn() };
  renderScreen(<ChangesProbe edits={edits} cached={cached} {...handlers} />);
  return handlers;
}

describe('updating and deleting a sighting', () => {
  it('saves valid edits and says so', async () => {
    const sighting = exampleSighting({ id: 'ab12cd34' });
    const calls = stubFetch({ 'POST /administration/update/sighting': { body: sighting } });
    open(sighting);
    act(() => expect(latest.saveEdits()).toBe(true));
    expect(await screen.findByText('Sighting ab12cd34 has been updated.')).toBeDefined();
    expect(calls.map((call) => call.path)).toEqual(['/administration/update/sighting']);
  });

  it('answers false for edits that are not valid, and sends nothing', () => {
    const calls = stubFetch({});
    open(null);
    expect(latest.saveEdits()).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('asks the reason for a pending report, and deletes only with one', async () => {
    const calls = stubFetch({ 'POST /administration/delete/sighting/ab12cd34': { body: true } });
    const { onDeleted } = open(null, exampleSighting({ id: 'ab12cd34', approved: false }));
    act(() => latest.askToDelete());
    expect(latest).toMatchObject({ confirmingDelete: true, deleteReason: '' });
    act(() => latest.confirmDelete());
    expect(calls).toHaveLength(0);
    act(() => latest.setDeleteReason('A duplicate of an earlier report.'));
    act(() => latest.confirmDelete());
    expect(await screen.findByText('Sighting ab12cd34 has been deleted.')).toBeDefined();
    expect(calls[0]!.body).toEqual({ reason: 'A duplicate of an earlier report.' });
    expect(onDeleted).toHaveBeenCalled();
    expect(latest.confirmingDelete).toBe(false);
  });

  it('deletes a public sighting without a reason; one already gone is said to be so', async () => {
    stubFetch({ 'POST /administration/delete/sighting/ab12cd34': { body: false } });
    const { onGone, onDeleted } = open(null, exampleSighting({ id: 'ab12cd34' }));
    act(() => latest.askToDelete());
    expect(latest.deleteReason).toBeNull();
    act(() => latest.confirmDelete());
    expect(await screen.findByText('This sighting does not appear to exist.')).toBeDefined();
    expect(onGone).toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('says so when the deletion fails', async () => {
    stubFetch({ 'POST /administration/delete/sighting/ab12cd34': serverError() });
    open(null, exampleSighting({ id: 'ab12cd34' }));
    act(() => latest.askToDelete());
    act(() => latest.confirmDelete());
    expect(await screen.findByText('Could not delete sighting at this time. Please try again later.')).toBeDefined();
    await waitFor(() => expect(latest.confirmingDelete).toBe(false));
  });
});
