// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clustersAnswerSchema } from '../../../common/schemas/explore.ts';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import HomeMapPage from './home-map-page.tsx';
import { savedMapStateCookies } from './saved-map-state.ts';

/** A clusters answer as the server sends it: the counts add up to the total. */
const clustersAnswer = clustersAnswerSchema.parse({
  clusters: [
    { latitude: 40.1, longitude: -100.2, count: 1_234_000 },
    { latitude: 51.5, longitude: -0.1, count: 566 },
    { latitude: -33.9, longitude: 151.2, count: 1, id: 'cd34ef56' },
  ],
  total: 1_234_567,
});

function AddressShown() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function openHome(clusters: StubAnswer, at = '/') {
  const sightings = [exampleSighting()];
  const calls = stubFetch({
    'GET /sightings/by-page': { body: sightings },
    'GET /sightings/by-lat-lng-bounds': { body: sightings },
    'GET /sightings/total-sightings': { body: 2_000_000 },
    'GET /sightings/clusters': clusters,
  });
  renderScreen(
    <>
      <HomeMapPage />
      <AddressShown />
    </>,
    { at },
  );
  return calls;
}

// The first test waits for Leaflet's code to load too.
const findNote = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const caption = () => document.querySelector('caption')?.textContent;
const clusterCalls = (calls: Array<{ path: string }>) =>
  calls.filter((call) => call.path.startsWith('/sightings/clusters'));

describe('the home map layers', () => {
  it('opens on the clusters, and says how many sightings the view holds in the caption and on the map', async () => {
    const calls = openHome({ body: clustersAnswer });
    expect(screen.getByRole('radio', { name: 'Clusters' })).toHaveProperty('checked', true);
    expect(await findNote('1,234,567 sightings in this view')).toBeDefined();
    expect(caption()).toBe('Newest sightings in view, of 1,234,567 sightings in this view');
    const [call] = clusterCalls(calls);
    expect(call!.path).toMatch(/^\/sightings\/clusters\?swLng=.*&zoom=5$/);
  });

  it('keeps the count coming while the clusters load', async () => {
    openHome('never');
    expect(await findNote('Counting sightings…')).toBeDefined();
    await waitFor(() => expect(caption()).toBe('Sightings in view'));
  });

  it('says so quietly when the clusters cannot be had, and still lists the newest', async () => {
    openHome(serverError());
    expect(await findNote('Could not count the sightings in this view; the newest are shown.')).toBeDefined();
    expect(screen.getByRole('link', { name: exampleSighting().summary! })).toBeDefined();
    expect(screen.queryByText('Could not retrieve sightings. Please try again later.')).toBeNull();
  });

  it('says 0 for a view with nothing in it', async () => {
    openHome({ body: { clusters: [], total: 0 } });
    expect(await findNote('0 sightings in this view')).toBeDefined();
    expect(caption()).toBe('Newest sightings in view, of 0 sightings in this view');
  });

  it('writes the chosen layer into the address, and Newest only asks for no clusters', async () => {
    const user = userEvent.setup();
    const calls = openHome({ body: clustersAnswer });
    await findNote('1,234,567 sightings in this view');

    await user.click(screen.getByRole('radio', { name: 'Heat map' }));
    expect(screen.getByTestId('address').textContent).toBe('/?layer=heat');
    expect(screen.getByText('1,234,567 sightings in this view')).toBeDefined();

    await user.click(screen.getByRole('radio', { name: 'Newest only' }));
    expect(screen.getByTestId('address').textContent).toBe('/?layer=newest');
    expect(screen.queryByText('1,234,567 sightings in this view')).toBeNull();
    expect(caption()).toBe('Sightings in view');

    await user.click(screen.getByRole('radio', { name: 'Clusters' }));
    expect(screen.getByTestId('address').textContent).toBe('/');
    expect(await findNote('1,234,567 sightings in this view')).toBeDefined();
    expect(clusterCalls(calls).length).toBeGreaterThan(0);
  });

  it('opens on the layer the address names', () => {
    openHome({ body: clustersAnswer }, '/?layer=newest');
    expect(screen.getByRole('radio', { name: 'Newest only' })).toHaveProperty('checked', true);
  });

  it('opens on the layer saved with the map state, and puts it in the address', async () => {
    const saved = { lat: 20, lng: 0, zoom: 2, itemsToShow: 25, sightingId: null, mapLayer: 'newest' } as const;
    for (const [name, value] of savedMapStateCookies(saved)) document.cookie = `${name}=${value}; path=/`;
    const calls = openHome({ body: clustersAnswer });
    expect(screen.getByRole('radio', { name: 'Newest only' })).toHaveProperty('checked', true);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/?layer=newest'));
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/sightings/by-lat-lng-bounds'))).toBe(true));
    expect(clusterCalls(calls)).toEqual([]);
  });
});
