// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSighting, pageOfSightings } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch } from '../../lib/testing/stub-fetch.ts';
import SearchPage from './search-page.tsx';

const openSearch = (at = '/search?term=orange') => renderScreen(<SearchPage />, { at, path: '/search' });

describe('the search screen', () => {
  it('shows the form and no results before anything is searched', () => {
    const calls = stubFetch({});
    openSearch('/search');
    expect(screen.getByRole('heading', { name: 'Search Sightings' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says it is searching while the answer is on its way', async () => {
    stubFetch({ 'POST /sightings/search': 'never' });
    openSearch();
    expect(await screen.findByText('Searching...')).toBeDefined();
  });

  it('says No Results Found when nothing matches', async () => {
    stubFetch({ 'POST /sightings/search': { body: pageOfSightings([]) } });
    openSearch();
    expect(await screen.findByText('No Results Found')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error toast when the search fails', async () => {
    stubFetch({ 'POST /sightings/search': serverError() });
    openSearch();
    expect(await screen.findByText('Could not search sightings. Please try again later.')).toBeDefined();
  });

  it('sends the term from the address and lists what was found', async () => {
    const calls = stubFetch({
      'POST /sightings/search': { body: pageOfSightings([exampleSighting({ summary: 'Orange lights at dusk' })]) },
    });
    openSearch();
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('Found one sighting')).toBeDefined();
    const table = within(results).getByRole('table', { name: 'Sightings matching orange' });
    expect(within(table).getByText(/Orange lights at dusk/)).toBeDefined();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/sightings/search', body: { term: 'orange', page: 0 } });
  });
});
