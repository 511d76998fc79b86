// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch } from '../../lib/testing/stub-fetch.ts';
import { useSightingSearch } from './use-sighting-search.ts';

let latest: ReturnType<typeof useSightingSearch>;

/** The hook on a screen that shows where the app is. */
function SearchProbe({ openInEditor }: { openInEditor: (id: string) => void }) {
  latest = useSightingSearch(openInEditor, (id) => ['sighting', id]);
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function open(at: string) {
  const openInEditor = vi.fn();
  renderScreen(<SearchProbe openInEditor={openInEditor} />, { at });
  return openInEditor;
}

describe('finding a sighting by ID', () => {
  it('searches for the id the address names and opens what it finds in the editor', async () => {
    const calls = stubFetch({ 'GET /administration/sighting/exists/ab12cd34': { body: true } });
    const openInEditor = open('/administration?id=ab12cd34');
    await waitFor(() => expect(latest.search).toEqual({ status: 'found', id: 'ab12cd34', editing: true }));
    expect(openInEditor).toHaveBeenCalledWith('ab12cd34');
    expect(latest.idText).toBe('ab12cd34');
    expect(calls).toHaveLength(1);
  });

  it('does not ask the server about an ID that cannot exist', async () => {
    const calls = stubFetch({});
    const openInEditor = open('/administration?id=no!');
    expect(await screen.findByText('This sighting does not appear to exist.')).toBeDefined();
    expect(latest.search.status).toBe('not-found');
    expect(calls).toHaveLength(0);
    expect(openInEditor).not.toHaveBeenCalled();
  });

  it('says so when the search fails', async () => {
    stubFetch({ 'GET /administration/sighting/exists/ab12cd34': serverError() });
    open('/administration?id=ab12cd34');
    expect(
      await screen.findByText('Could not search for sighting at this time. Please try again later.'),
    ).toBeDefined();
    expect(latest.search.status).toBe('failed');
  });

  it('puts the ID searched for in the address, and takes it out after a deletion', async () => {
    stubFetch({ 'GET /administration/sighting/exists/ab12cd34': { body: true } });
    open('/administration');
    act(() => latest.searchFor('  ab12cd34 '));
    expect(await screen.findByText('at /administration?id=ab12cd34')).toBeDefined();
    await waitFor(() => expect(latest.search.status).toBe('found'));
    act(() => latest.deleted());
    expect(await screen.findByText('at /administration')).toBeDefined();
    expect(latest.search).toEqual({ status: 'idle', id: null, editing: false });
    expect(latest.idText).toBe('');
  });
});
