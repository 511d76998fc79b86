// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleSighting, pageOfSightings } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch } from '../../lib/testing/stub-fetch.ts';
import { allDatesRange, FIRST_SEARCH_DAY, localToday } from './search-dates.ts';
import SearchPage from './search-page.tsx';

const FIRST_DATA_DAY = '1947-01-01';
const openSearch = (at = '/search?term=orange') => renderScreen(<SearchPage />, { at, path: '/search' });
/** The calls but the lists of sources and countries, which the form asks for as it opens. */
const searchCalls = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter(
    (call) =>
      call.path !== '/sightings/sources' &&
      call.path !== '/geodata/country/codes' &&
      !call.path.startsWith('/sightings/histogram'),
  );

describe('the search screen', () => {
  it('shows the form and no results before anything is searched', () => {
    const calls = stubFetch({});
    openSearch('/search');
    expect(screen.getByRole('heading', { name: 'Search Sightings' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(searchCalls(calls)).toEqual([]);
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
    expect(searchCalls(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/sightings/search',
      body: { term: 'orange', page: 0 },
    });
  });

  it('leaves out sightings with a likely explanation when the switch is on, and remembers it', async () => {
    const calls = stubFetch({ 'POST /sightings/search': { body: pageOfSightings([]) } });
    openSearch('/search');
    const user = userEvent.setup();
    const filter = screen.getByRole('switch', { name: 'Exclude sightings with a likely explanation' });
    expect((filter as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'lights');
    await user.click(filter);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No Results Found');
    expect(searchCalls(calls)[0]).toMatchObject({ body: { term: 'lights', excludeExplained: true, hasMedia: false } });
    expect(document.cookie).toContain('excludeExplained=true');
  });

  it('lists one result per event when the switch is on, saying how many others each stands for', async () => {
    const found = [
      exampleSighting({ id: 'steph004', summary: 'Row of lights', eventId: 'steph001', eventSize: 4 }),
      exampleSighting({ id: 'alone001', summary: 'A lone orb' }),
    ];
    const calls = stubFetch({
      'POST /sightings/search': { body: { ...pageOfSightings(found), othersInEvent: { steph004: 3 } } },
    });
    openSearch('/search');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'lights');
    await user.click(screen.getByRole('switch', { name: 'Show one result per event' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Search results' });
    const others = await within(results).findByRole('link', { name: 'and 3 other reports of this event' });
    expect(others.getAttribute('href')).toBe('/event/steph004');
    expect(within(results).getAllByRole('link', { name: /other report/ })).toHaveLength(1);
    expect(searchCalls(calls)[0]).toMatchObject({ body: { term: 'lights', oneResultPerEvent: true } });
    expect(document.cookie).toContain('oneResultPerEvent=true');
  });

  it('offers a Source list when the data holds more than one source, and searches and saves the chosen one', async () => {
    const calls = stubFetch({
      'GET /sightings/sources': {
        body: [
          { source: 'NUFORC', count: 1_500 },
          { source: 'MUFON case export', count: 12 },
        ],
      },
      'POST /sightings/search': { body: pageOfSightings([exampleSighting()]) },
    });
    openSearch('/search');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'lights');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Source' }), 'MUFON case export (12)');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('region', { name: 'Search results' });
    expect(searchCalls(calls)[0]).toMatchObject({ body: { term: 'lights', source: 'MUFON case export' } });
    expect(document.cookie).toContain('source=MUFON');
  });

  it('offers no Source list when the data holds one source', async () => {
    stubFetch({ 'GET /sightings/sources': { body: [{ source: 'Skywatch', count: 3 }] } });
    openSearch('/search');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Keyword' })).toBeDefined());
    expect(screen.queryByRole('combobox', { name: 'Source' })).toBeNull();
  });

  it('offers to search all dates when nothing matches between the dates but some do outside them', async () => {
    const old = [1, 2, 3].map((index) => exampleSighting({ id: `old0000${index}`, summary: `Old light ${index}` }));
    const calls = stubFetch({
      'POST /sightings/search': (body) => ({
        body: pageOfSightings((body as { fromDate?: string }).fromDate === FIRST_DATA_DAY ? old : []),
      }),
      // The whole record's years: the data's first year is the first day "Search all dates" names.
      'GET /sightings/histogram': {
        body: {
          buckets: [
            { period: '1947', count: 2 },
            { period: '1952', count: 1 },
          ],
          total: 3,
        },
      },
    });
    openSearch('/search?term=light');
    expect(await screen.findByText('No Results Found')).toBeDefined();
    expect(await screen.findByText('3 sightings match outside these dates.')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search all dates' }));
    expect(await screen.findByText('Found three sightings')).toBeDefined();
    expect((screen.getByLabelText('From date') as HTMLInputElement).value).toBe(FIRST_DATA_DAY);
    expect((screen.getByLabelText('From date') as HTMLInputElement).value).not.toBe(FIRST_SEARCH_DAY);
    expect((screen.getByLabelText('To date') as HTMLInputElement).value).toBe(localToday());
    expect(screen.queryByText('3 sightings match outside these dates.')).toBeNull();
    expect(searchCalls(calls).at(-1)).toMatchObject({
      body: { term: 'light', page: 0, ...allDatesRange(FIRST_DATA_DAY) },
    });
  });

  it('offers nothing more when no date has a match either', async () => {
    const calls = stubFetch({
      'POST /sightings/search': { body: pageOfSightings([]) },
      'GET /sightings/histogram': { body: { buckets: [{ period: '1947', count: 2 }], total: 2 } },
    });
    openSearch('/search?term=light');
    expect(await screen.findByText('No Results Found')).toBeDefined();
    await waitFor(() => expect(searchCalls(calls)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Search all dates' })).toBeNull();
  });

  it('browses the dates without a keyword, so a period can be read or downloaded', async () => {
    const calls = stubFetch({
      'POST /sightings/search': { body: pageOfSightings([exampleSighting({ summary: 'A quiet night' })]) },
    });
    const user = userEvent.setup();
    openSearch('/search');
    // The spec's Search still wants a keyword; browsing the dates is the button beside it.
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Browse dates' }));
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('Found one sighting')).toBeDefined();
    const { fromDate, toDate } = searchCalls(calls)[0]!.body as { fromDate: string; toDate: string };
    expect(within(results).getByRole('table', { name: `Sightings from ${fromDate} to ${toDate}` })).toBeDefined();
    expect(searchCalls(calls)[0]).toMatchObject({ body: { term: '', page: 0 } });
    // A keyword typed, browsing gives way to the search.
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'li');
    expect(screen.queryByRole('button', { name: 'Browse dates' })).toBeNull();
  });

  it('narrows by shape and country with the map panel’s lists, and remembers them', async () => {
    const calls = stubFetch({
      'POST /sightings/search': { body: pageOfSightings([]) },
      'GET /geodata/country/codes': { body: { FJ: 'Fiji', GB: 'United Kingdom' } },
    });
    const user = userEvent.setup();
    openSearch('/search');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shape' }), 'Disc');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fiji' })).toBeDefined());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Fiji');
    await user.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'lights');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No Results Found');
    expect(searchCalls(calls)[0]).toMatchObject({ body: { term: 'lights', shape: 'Disc', country: 'FJ' } });
    expect(document.cookie).toContain('shape=Disc');
    expect(document.cookie).toContain('country=FJ');
  });
});
