// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSighting } from '../lib/testing/example-sighting.ts';
import { exampleSky } from '../lib/testing/example-sky.ts';
import { renderScreen } from '../lib/testing/render-screen.tsx';
import { stubFetch } from '../lib/testing/stub-fetch.ts';
import EventScreen from './event-screen.tsx';

const shown = exampleSighting({ id: 'bb22bb22', eventId: 'aa11aa11', eventSize: 2 });
const earlier = exampleSighting({
  id: 'aa11aa11',
  eventId: 'aa11aa11',
  eventSize: 2,
  summary: 'The first witness',
  occurred: '2024-05-01T22:00:00.000Z',
});

describe('the event screen', () => {
  it('shows the sighting with its other witnesses above the summary, and the event below', async () => {
    stubFetch({
      'GET /sightings/by-id/bb22bb22': { body: shown },
      'GET /sightings/previous-sighting/bb22bb22': { status: 204 },
      'GET /sightings/next-sighting/bb22bb22': { status: 204 },
      'GET /sightings/sky/bb22bb22': { body: exampleSky() },
      'GET /events/bb22bb22': {
        body: {
          id: 'aa11aa11',
          sightings: [earlier, shown],
          first: earlier.occurred,
          last: shown.occurred,
          shape: 'Sphere',
        },
      },
    });
    renderScreen(<EventScreen />, { at: '/event/bb22bb22', path: '/event/:id' });

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('link', { name: 'bb22bb22' })).toBeDefined();
    const others = screen.getByRole('link', { name: 'Also reported by 1 other witness' });
    // Near the top: first in the column, above the summary card.
    expect(summary.previousElementSibling!.contains(others)).toBe(true);

    const event = await screen.findByRole('region', { name: 'One event, many witnesses' });
    const reports = within(event).getByRole('list', { name: 'Witness reports, earliest first' });
    expect(
      within(reports)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['The first witness', shown.summary]);
  });
});
