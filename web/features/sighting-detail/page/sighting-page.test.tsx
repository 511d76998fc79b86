// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSighting } from '../../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../../lib/testing/render-screen.tsx';
import { stubFetch, type StubAnswer } from '../../../lib/testing/stub-fetch.ts';
import SightingPage from './sighting-page.tsx';
import type { SightingPageSlots } from './sighting-page-slots.ts';

const openSighting = (byId: StubAnswer, slots: SightingPageSlots = {}) => {
  stubFetch({
    'GET /sightings/by-id/ab12cd34': byId,
    'GET /sightings/previous-sighting/ab12cd34': { status: 204 },
    'GET /sightings/next-sighting/ab12cd34': { body: exampleSighting({ id: 'ef56gh78' }) },
  });
  return renderScreen(<SightingPage {...slots} />, { at: '/sighting/ab12cd34', path: '/sighting/:id' });
};

const card = (title: string) => screen.getByRole('region', { name: title });

describe('the sighting detail screen', () => {
  it('shows that it is loading while the sighting is on its way', () => {
    openSighting('never');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('says Sighting Not Found when the sighting cannot be had', async () => {
    openSighting({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such sighting.' } });
    expect(await screen.findByRole('heading', { name: 'Sighting Not Found' })).toBeDefined();
    expect(screen.getByText('The sighting you are looking for does not exist or is not approved.')).toBeDefined();
  });

  it('shows the fallbacks of a sighting without description or media', async () => {
    openSighting({ body: exampleSighting({ detailedDescription: null, media: [], shape: null }) });
    expect(await screen.findByText('Detailed description not provided')).toBeDefined();
    expect(within(card('Images & Media')).getByText('NO MEDIA PROVIDED')).toBeDefined();
    expect(within(card('Summary')).getByText('Unknown', { selector: 'dd' })).toBeDefined();
  });

  it('shows the summary, description and actions of the sighting', async () => {
    openSighting({ body: exampleSighting({ media: ['night sky.jpg'] }) });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('link', { name: 'ab12cd34' }).getAttribute('href')).toBe('/sighting/ab12cd34');
    expect(within(summary).getByText('Three silent orange lights drifted over the lake')).toBeDefined();
    expect(within(summary).getByRole('img', { name: '3 out of 5 stars' })).toBeDefined();
    expect(within(card('Detailed Description')).getByText(/hover above the water/)).toBeDefined();
    expect(within(card('Images & Media')).getByRole('button', { name: 'Open photo night sky.jpg' })).toBeDefined();
    const actions = screen.getByRole('complementary', { name: 'Sighting map and actions' });
    expect(within(actions).getByRole('link', { name: 'Return to Map' }).getAttribute('href')).toBe('/');
    expect(await within(actions).findByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    expect(within(actions).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
  });

  it("names the tab after the sighting's place, date and summary, and gives the site's title back on leaving", async () => {
    const { unmount } = openSighting({ body: exampleSighting() });
    await screen.findByRole('region', { name: 'Summary' });
    expect(document.title).toMatch(
      /^UFO sighting in .+, \d\d\/\d\d\/\d{4}: Three silent orange lights drifted over the lake \| Skywatch Real-Time UFO Sightings Map/,
    );
    unmount();
    expect(document.title).toBe('Skywatch Real-Time UFO Sightings Map | Latest Reports, Photos, and Videos');
  });

  it('shows the card another feature adds under the summary, given the sighting', async () => {
    openSighting(
      { body: exampleSighting() },
      {
        UnderSummary: ({ sighting }) => (
          <section aria-label="Added card">
            <p>Added for {sighting.id}</p>
          </section>
        ),
      },
    );
    const added = await screen.findByRole('region', { name: 'Added card' });
    expect(added.textContent).toBe('Added for ab12cd34');
    const titles = screen.getAllByRole('region').map((region) => region.querySelector('h2')?.textContent ?? 'Added');
    expect(titles.slice(0, 3)).toEqual(['Summary', 'Added', 'Detailed Description']);
  });
});
