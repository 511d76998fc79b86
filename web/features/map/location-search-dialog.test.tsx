// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { stubFetch } from '../../lib/testing/stub-fetch.ts';
import { LocationSearchDialog } from './location-search-dialog.tsx';
import { asksForLocationSearch, LOCATION_SEARCH_REQUEST } from './location-search-request.ts';
import { useLocationSearchRequest } from './use-location-search-request.ts';

/** The home map's part in it: the request a link carries opens the dialog, which flies the map. */
function HomeMapSearch({ onLocated }: { onLocated: (point: { lat: number; lng: number }) => void }) {
  const search = useLocationSearchRequest();
  const location = useLocation();
  return (
    <>
      <Link to="/" state={LOCATION_SEARCH_REQUEST}>
        Search a location
      </Link>
      <p data-testid="asks">{String(asksForLocationSearch(location.state))}</p>
      <LocationSearchDialog show={search.open} onHide={search.close} onLocated={onLocated} />
    </>
  );
}

async function openSearch() {
  const onLocated = vi.fn();
  const user = userEvent.setup();
  renderScreen(<HomeMapSearch onLocated={onLocated} />);
  await user.click(screen.getByRole('link', { name: 'Search a location' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search a location' });
  return { dialog, onLocated, user };
}

describe('the location search dialog', () => {
  it('opens on request with the cursor in the box, and takes the request off the history entry', async () => {
    const { dialog } = await openSearch();
    const box = within(dialog).getByRole('textbox', { name: 'Location' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.getByTestId('asks').textContent).toBe('false');
  });

  it('closes and flies the map to a place it found', async () => {
    const calls = stubFetch({ 'GET /geodata/geocode': { body: [{ lat: '45.52', lon: '-122.68' }] } });
    const { dialog, onLocated, user } = await openSearch();
    await user.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Portland, Oregon{Enter}');
    await waitFor(() => expect(onLocated).toHaveBeenCalledWith({ lat: 45.52, lng: -122.68 }));
    expect(calls[0]?.path).toContain('q=Portland%2C+Oregon');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open to try again when the place is not found', async () => {
    stubFetch({ 'GET /geodata/geocode': { body: [] } });
    const { dialog, onLocated, user } = await openSearch();
    await user.type(within(dialog).getByRole('textbox', { name: 'Location' }), 'Nowhere at all');
    await user.click(within(dialog).getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Could not map the given address.')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Search a location' })).toBeDefined();
    expect(onLocated).not.toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const { user } = await openSearch();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
