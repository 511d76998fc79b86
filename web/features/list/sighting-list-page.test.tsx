// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch } from '../../lib/testing/stub-fetch.ts';
import SightingListPage from './sighting-list-page.tsx';

describe('the list screen', () => {
  it('shows that it is loading while the sightings are on their way', async () => {
    stubFetch({ 'GET /sightings/by-page': 'never', 'GET /sightings/total-sightings': 'never' });
    renderScreen(<SightingListPage />, { at: '/ufo-sighting-list' });
    expect(screen.getByRole('heading', { name: 'Realtime UFO Sighting List' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Loading sightings...');
  });

  it('says so when no sighting was reported', async () => {
    stubFetch({ 'GET /sightings/by-page': { body: [] }, 'GET /sightings/total-sightings': { body: 0 } });
    renderScreen(<SightingListPage />, { at: '/ufo-sighting-list' });
    expect(await screen.findByText('No Sightings Reported')).toBeDefined();
    expect(screen.getByText(/Sightings Tracked/).textContent).toContain('0');
  });

  it('shows an error toast and an empty table when the sightings cannot be loaded', async () => {
    stubFetch({ 'GET /sightings/by-page': serverError(), 'GET /sightings/total-sightings': serverError() });
    renderScreen(<SightingListPage />, { at: '/ufo-sighting-list' });
    expect(await screen.findByText('Sightings could not be loaded.')).toBeDefined();
    expect(await screen.findByText('Could not load sightings. Please try again later.')).toBeDefined();
    expect(screen.getByText('Could not retrieve sighting count. Please try again later.')).toBeDefined();
  });

  it('lists the sightings of the page with the total and the page count', async () => {
    const sighting = exampleSighting({ summary: 'A bright orb over the lake' });
    const calls = stubFetch({
      'GET /sightings/by-page': { body: [sighting] },
      'GET /sightings/total-sightings': { body: 1 },
    });
    renderScreen(<SightingListPage />, { at: '/ufo-sighting-list' });
    const table = await screen.findByRole('table', { name: 'Reported UFO sightings, newest first' });
    expect(within(table).getByText(/A bright orb over the lake/)).toBeDefined();
    expect(await screen.findByText('Page 1 of 1')).toBeDefined();
    expect(screen.getByText(/Sightings Tracked/).textContent).toContain('1');
    expect(calls.map((call) => call.path).join(' ')).toMatch(/\/sightings\/by-page\?page=0&size=\d+/);
  });
});
