// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
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

// jsdom has no matchMedia; the timeline's charting library asks it how dense the screen's pixels are.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  disconnect() {}
  unobserve() {}
};

function AddressShown() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function openHome(
  clusters: StubAnswer,
  at = '/',
  inView: StubAnswer = { body: [exampleSighting()] },
  latest: StubAnswer = { body: [exampleSighting()] },
) {
  const calls = stubFetch({
    'GET /sightings/by-page': latest,
    'GET /sightings/by-lat-lng-bounds': inView,
    'GET /sightings/total-sightings': { body: 2_000_000 },
    'GET /sightings/clusters': clusters,
    'GET /geodata/country/codes': { body: { US: 'United States', FR: 'France' } },
    'GET /sightings/sources': {
      body: [
        { source: 'NUFORC', count: 1_500 },
        { source: 'MUFON case export', count: 12 },
      ],
    },
    'GET /sightings/histogram': { body: { buckets: [{ period: '1997', count: 1 }], total: 1 } },
    'GET /sightings/facets': {
      body: {
        shapes: [{ value: 'Disc, Boomerang', count: 1 }],
        countries: [{ value: 'US', count: 1 }],
        hours: Array.from({ length: 24 }, (_, hour) => (hour === 21 ? 1 : 0)),
        months: Array.from({ length: 12 }, (_, month) => (month === 2 ? 1 : 0)),
        total: 1,
      },
    },
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

// The map's code (Leaflet) is loaded once before the tests, so no test races its import; the notes are
// then awaited as the page's state, bounded only by the test's own time limit on a busy machine.
beforeAll(async () => {
  await import('./sightings-map.tsx');
});
const STATE_WAIT = { timeout: 25_000 };
const findNote = (text: string) => screen.findByText(text, {}, STATE_WAIT);
const caption = () => document.querySelector('caption')?.textContent;
const clusterCalls = (calls: Array<{ path: string }>) =>
  calls.filter((call) => call.path.startsWith('/sightings/clusters'));
const boundsCalls = (calls: Array<{ path: string }>) =>
  calls.filter((call) => call.path.startsWith('/sightings/by-lat-lng-bounds'));
/** The page address's parameters as the page shows them. */
const addressParameters = () => new URL(screen.getByTestId('address').textContent!, 'http://localhost').searchParams;

describe('the home map layers', () => {
  it('opens on the clusters, and says how many sightings the view holds in the caption and on the map', async () => {
    const calls = openHome({ body: clustersAnswer });
    expect(screen.getByRole('radio', { name: 'Clusters' })).toHaveProperty('checked', true);
    expect(await findNote('1,234,567 sightings in this view')).toBeDefined();
    await waitFor(
      () => expect(caption()).toBe('Newest sightings in view, of 1,234,567 sightings in this view'),
      STATE_WAIT,
    );
    const [call] = clusterCalls(calls);
    expect(call!.path).toMatch(/^\/sightings\/clusters\?swLng=.*&zoom=5$/);
  });

  it('without a saved view, counts the whole record only where the map settles: around the newest sighting', async () => {
    const calls = openHome({ body: clustersAnswer });
    expect(await findNote('1,234,567 sightings in this view')).toBeDefined();
    const explored = calls.filter((call) => /^\/sightings\/(clusters|histogram)\?/.test(call.path));
    expect(explored.length).toBeGreaterThan(0);
    for (const call of explored) {
      const box = new URL(call.path, 'http://localhost').searchParams;
      const middle = (low: string, high: string) => (Number(box.get(low)) + Number(box.get(high))) / 2;
      // At the newest sighting (33.45, -112.07), not where the map waits for it (39.8, -98.6): within two
      // degrees, as the newest sighting's popup may have panned the map to fit (sooner on a busy machine).
      expect(Math.abs(middle('swLng', 'neLng') + 112.07)).toBeLessThan(2);
      expect(Math.abs(middle('swLat', 'neLat') - 33.45)).toBeLessThan(2);
    }
  });

  it('with no sighting to move to, or none to be had, counts the whole record where the map waits', async () => {
    for (const latest of [{ body: [] }, serverError()]) {
      const calls = openHome({ body: clustersAnswer }, '/', { body: [] }, latest);
      expect(await findNote('1,234,567 sightings in this view')).toBeDefined();
      expect(clusterCalls(calls).length).toBeGreaterThan(0);
      cleanup();
    }
  });

  it('keeps the count coming while the clusters load', async () => {
    openHome('never');
    expect(await findNote('Counting sightings…')).toBeDefined();
    await waitFor(() => expect(caption()).toBe('Sightings in view'));
  });

  it('says so quietly when the clusters cannot be had, and still lists the newest', async () => {
    openHome(serverError());
    expect(await findNote('Could not count the sightings in this view; the newest are shown.')).toBeDefined();
    // The newest come from a call of their own, which may answer after the clusters' failure.
    expect(await screen.findByRole('link', { name: exampleSighting().summary! })).toBeDefined();
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
    expect(addressParameters().get('layer')).toBe('heat');
    expect(screen.getByText('1,234,567 sightings in this view')).toBeDefined();

    await user.click(screen.getByRole('radio', { name: 'Newest only' }));
    expect(addressParameters().get('layer')).toBe('newest');
    expect(screen.queryByText('1,234,567 sightings in this view')).toBeNull();
    expect(caption()).toBe('Sightings in view');

    await user.click(screen.getByRole('radio', { name: 'Clusters' }));
    expect(addressParameters().has('layer')).toBe(false);
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
    // The view restored from the cookies goes into the address with its layer.
    await waitFor(() =>
      expect(Object.fromEntries(addressParameters())).toEqual({ layer: 'newest', lat: '20', lng: '0', zoom: '2' }),
    );
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/sightings/by-lat-lng-bounds'))).toBe(true));
    expect(clusterCalls(calls)).toEqual([]);
  });
});

describe('the home page filters', () => {
  const view = '/?lat=40&lng=-100&zoom=4';

  it('opens on the view and filters the address names, and narrows the table and the clusters by them', async () => {
    const calls = openHome({ body: clustersAnswer }, `${view}&shape=Disc&fromDate=1990-01-01&hasMedia=true`);
    await waitFor(() => expect(boundsCalls(calls).length).toBeGreaterThan(0));
    expect(boundsCalls(calls)[0]!.path).toMatch(/&fromDate=1990-01-01&shape=Disc&hasMedia=true&size=25$/);
    await waitFor(() => expect(clusterCalls(calls).length).toBeGreaterThan(0));
    expect(clusterCalls(calls)[0]!.path).toMatch(/&zoom=4&fromDate=1990-01-01&shape=Disc&hasMedia=true$/);
    // A view in the address is fetched by its bounds, never as the latest sightings.
    expect(calls.some((call) => call.path.startsWith('/sightings/by-page'))).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Shape' })).toHaveProperty('value', 'Disc');
    // The view's shapes as stored (some name two) are offered beside the usual ones.
    expect(await screen.findByRole('option', { name: 'Disc, Boomerang' })).toBeDefined();
    expect(screen.getByLabelText('From date')).toHaveProperty('value', '1990-01-01');
    expect(screen.getByRole('switch', { name: 'Only sightings with photos and videos' })).toHaveProperty(
      'checked',
      true,
    );
    expect(await findNote('1,234,567 sightings in this view')).toBeDefined();
    expect(caption()).toBe('Newest sightings in view that match the filters, of 1,234,567 sightings in this view');
  });

  it('narrows the view to a chosen source, listed with its count, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const calls = openHome({ body: clustersAnswer }, view);
    const source = await screen.findByRole('combobox', { name: 'Source' });
    await user.selectOptions(source, 'MUFON case export (12)');
    expect(addressParameters().get('source')).toBe('MUFON case export');
    await waitFor(() => expect(clusterCalls(calls).at(-1)!.path).toContain('&source=MUFON+case+export'));
    await waitFor(() => expect(boundsCalls(calls).at(-1)!.path).toContain('&source=MUFON+case+export&size=25'));
  });

  it('writes a chosen filter into the address and asks again with it; Clear filters takes them all out', async () => {
    const user = userEvent.setup();
    const calls = openHome({ body: clustersAnswer }, view);
    await waitFor(() => expect(boundsCalls(calls).length).toBeGreaterThan(0));
    // The countries arrive after the field itself: choose one once it is offered.
    await screen.findByRole('option', { name: 'France' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'France');
    expect(addressParameters().get('country')).toBe('FR');
    await waitFor(() => expect(boundsCalls(calls).at(-1)!.path).toContain('&country=FR&size=25'));

    const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
    await user.type(keyword, 'or');
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveProperty('disabled', true);
    await user.type(keyword, 'b{Enter}');
    expect(addressParameters().get('term')).toBe('orb');
    await waitFor(() => expect(clusterCalls(calls).at(-1)!.path).toContain('&term=orb&country=FR'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(addressParameters().has('country')).toBe(false);
    expect(addressParameters().has('term')).toBe(false);
    expect(addressParameters().get('zoom')).toBe('4');
    expect(keyword).toHaveProperty('value', '');
  });

  it("shows the server's words when a filtered view is too crowded, not an error", async () => {
    const refusal =
      'This view holds 300,000 sightings, more than 200,000 can be counted with these filters at once. Zoom in to narrow it.';
    const refused = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: refusal } };
    openHome(refused, `${view}&country=US`, refused);
    // On the map, in place of the count, and in place of the table.
    await waitFor(() => expect(screen.getAllByText(refusal).length).toBe(2), { timeout: 5000 });
    expect(screen.queryByText('Could not retrieve sightings. Please try again later.')).toBeNull();
    expect(screen.queryByText('No Sightings In View')).toBeNull();
  });
});
