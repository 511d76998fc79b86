// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import { EventSection } from './event-section.tsx';

const member = (id: string, overrides: Partial<Sighting>) =>
  exampleSighting({ id, eventId: 'aa11aa11', eventSize: 3, ...overrides });

const WITNESSES = [
  member('aa11aa11', {
    summary: 'A V of lights over the north of the city',
    occurred: '1997-03-14T03:00:00.000Z',
    city: 'Prescott',
    locationName: 'Prescott, Arizona, United States',
    latitude: 34.54,
    longitude: -112.47,
    shape: 'Triangle',
    duration: '00:05:00',
  }),
  member('bb22bb22', {
    summary: 'Silent triangle, huge, blocking the stars',
    occurred: '1997-03-14T03:20:00.000Z',
    locationName: 'Phoenix, Arizona, United States',
    latitude: 33.45,
    longitude: -112.07,
    shape: 'Triangle',
    duration: '00:20:00',
    media: ['sky.jpg', 'notes.txt'],
  }),
  member('cc33cc33', {
    summary: 'Five lights in a row',
    occurred: '1997-03-14T03:45:00.000Z',
    locationName: 'Tucson, Arizona, United States',
    latitude: null,
    longitude: null,
    shape: 'Light',
    duration: null,
  }),
];

const openEvent = (answer: StubAnswer, id = 'bb22bb22') => {
  stubFetch({ [`GET /events/${id}`]: answer });
  return renderScreen(<EventSection id={id} />);
};

describe('the event below a sighting', () => {
  it('shows that it is loading while the event is on its way', () => {
    openEvent('never');
    expect(screen.getByRole('status').textContent).toBe('Loading the event...');
  });

  it('says so when the event could not be loaded', async () => {
    openEvent(serverError());
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the event.');
  });

  it('says that no other witness reported a lone sighting', async () => {
    const alone = exampleSighting();
    openEvent(
      { body: { id: alone.id, sightings: [alone], first: alone.occurred, last: alone.occurred, shape: 'Sphere' } },
      alone.id,
    );
    expect(await screen.findByText('No other witness reported this sighting.')).toBeDefined();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists every report in time order, linking to each, with what the witnesses agree on', async () => {
    openEvent({
      body: {
        id: 'aa11aa11',
        sightings: WITNESSES,
        first: WITNESSES[0]!.occurred,
        last: WITNESSES[2]!.occurred,
        shape: 'Triangle',
      },
    });
    const reports = within(await screen.findByRole('list', { name: 'Witness reports, earliest first' }));
    const items = reports.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(
      WITNESSES.map((witness) => witness.summary),
    );
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/sighting/aa11aa11',
      '/sighting/bb22bb22',
      '/sighting/cc33cc33',
    ]);
    // Its times and places; the report this page shows is marked.
    expect(items[0]!.textContent).toContain('Prescott, Arizona, United States');
    expect(items[2]!.querySelector('time')!.getAttribute('datetime')).toBe('1997-03-14T03:45:00.000Z');
    expect(within(items[1]!).getByText('This report')).toBeDefined();
    // Side by side: each report's time offset and distance from the first, and its media.
    expect(items[0]!.textContent).toContain('First report');
    expect(items[1]!.textContent).toContain('20 minutes later, 127 km away');
    expect(items[2]!.textContent).toContain('45 minutes later');
    expect(items[2]!.textContent).not.toContain('km away');
    expect(within(items[1]!).getByRole('img', { name: 'Photo sky.jpg' }).getAttribute('src')).toMatch(
      /\/bb22bb22\/sky\.jpg$/,
    );
    expect(items[1]!.textContent).toContain('1 other file');
    expect(items[0]!.textContent).toContain('No media');

    const agreement = within(screen.getByLabelText('What the witnesses agree on'));
    const fact = (name: string) => agreement.getByText(name).nextElementSibling!;
    expect(fact('Most reported shape').textContent).toBe('Triangle');
    expect(fact('Duration').textContent).toBe('5 minutes to 20 minutes');
    expect(fact('First seen').querySelector('time')!.getAttribute('datetime')).toBe('1997-03-14T03:00:00.000Z');
    expect(fact('Last seen').querySelector('time')!.getAttribute('datetime')).toBe('1997-03-14T03:45:00.000Z');
    expect(screen.getByRole('group', { name: 'Map of every witness report' })).toBeDefined();
  });
});
