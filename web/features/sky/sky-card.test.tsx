// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { exampleSky } from '../../lib/testing/example-sky.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import { SkyCard } from './sky-card.tsx';

const openCard = (answer: StubAnswer, sighting = exampleSighting()) => {
  stubFetch({ 'GET /sightings/sky/ab12cd34': answer });
  return renderScreen(<SkyCard sighting={sighting} />);
};

const card = () => screen.getByRole('region', { name: 'Sky at the time' });

describe('the Sky at the time card', () => {
  it('shows that the sky is being worked out', () => {
    openCard('never');
    expect(within(card()).getByRole('status').textContent).toBe('Working out the sky...');
  });

  it('says why nothing is shown for a sighting without coordinates, and asks nothing', () => {
    const calls = stubFetch({});
    renderScreen(<SkyCard sighting={exampleSighting({ latitude: null, longitude: null, point: null })} />);
    expect(
      within(card()).getByText(/has no coordinates, so the sky at its place and time cannot be shown/),
    ).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('says so when the sky cannot be had', async () => {
    openCard({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such sighting.' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sky at the time could not be shown: No such sighting.',
    );
  });

  it('shows the period of day, the Moon, the bright planets in words and the candidates', async () => {
    openCard({ body: exampleSky() });
    const region = card();
    expect(await within(region).findByText('Astronomical twilight: the Sun was 14° below the horizon.')).toBeDefined();
    expect(within(region).getByText('Moon: waxing gibbous, 78% lit, very low in the east, 8° up.')).toBeDefined();
    const planets = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(planets).toContain('Venus, very bright, low in the west-southwest, 12° up');
    expect(planets).toContain('Jupiter, bright, halfway up in the south, 50° up');
    // Saturn is fainter than the bright-planet limit; Mercury and Mars are below the horizon.
    expect(planets.join(' ')).not.toMatch(/Saturn,|Mercury,|Mars,/);
    expect(within(region).getByText('Bright stars above the horizon: Sirius.')).toBeDefined();
    expect(within(region).getByText('Possible explanation')).toBeDefined();
    expect(within(region).getByText(/This is a possibility, not a verdict/)).toBeDefined();
  });

  it('draws the sky chart with a title and a description in words', async () => {
    openCard({ body: exampleSky() });
    const chart = await within(card()).findByRole('img', { name: /Sky chart/ });
    expect(chart.querySelector('desc')!.textContent).toContain('Venus, very bright, low in the west-southwest, 12° up');
    expect(chart.querySelector('desc')!.textContent).toContain('also up: Moon, Sirius');
    const drawn = [...chart.querySelectorAll('[data-body]')].map((body) => body.getAttribute('data-body'));
    expect(drawn).toEqual(['Moon', 'Venus', 'Jupiter', 'Saturn', 'Sirius']);
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['N', 'E', 'S', 'W']),
    );
  });

  it('says plainly when no planet was up', async () => {
    const sky = exampleSky();
    openCard({
      body: { ...sky, planets: sky.planets.map((planet) => ({ ...planet, altitude: -10 })), candidates: [] },
    });
    expect(await within(card()).findByText('No bright planet was above the horizon.')).toBeDefined();
    expect(within(card()).getByText(/No body bright enough to be taken for a light/)).toBeDefined();
  });
});
