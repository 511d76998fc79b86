// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSky } from '../../lib/testing/example-sky.ts';
import { PassingOverhead } from './passing-overhead.tsx';

const lead = {
  name: 'STARLINK-31001',
  noradId: 90001,
  rises: '2024-05-03T00:15:00Z',
  sets: '2024-05-03T00:19:00Z',
  highest: { time: '2024-05-03T00:17:02Z', altitude: 75.6, azimuth: 161 },
  from: 'WSW' as const,
  to: 'ENE' as const,
  magnitude: null,
  track: [],
};

describe('what passed overhead', () => {
  it('names a Starlink train as one, the ISS with its brightness, and a launch', () => {
    const sky = exampleSky({
      satellites: {
        elementsAvailable: true,
        trains: [{ launched: '2024-05-01T06:00:00Z', count: 20, lead }],
        passes: [{ ...lead, name: 'ISS (ZARYA)', noradId: 25544, from: 'NW', to: 'SE', magnitude: -3.9 }],
      },
      launches: [{ vehicle: 'Falcon 9', site: 'SLC-4E', launched: '2024-01-16T01:50:00Z', distanceKm: 798 }],
    });
    render(<PassingOverhead sky={sky} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rocket launch: Falcon 9 from SLC-4E at 01:50 UTC, 798 km away.',
      'Starlink train: 20 satellites from the launch of 1 May 2024, crossing from WSW to ENE at 00:17 UTC.',
      'ISS (ZARYA) crossed from the northwest to the southeast, highest at 00:17 UTC, 76° up, about magnitude -3.9.',
    ]);
  });

  it('says when no elements were held for the time, and when nothing passed', () => {
    const { rerender } = render(<PassingOverhead sky={exampleSky()} />);
    expect(screen.getByText(/No orbital elements were available for that time/)).toBeTruthy();
    rerender(<PassingOverhead sky={exampleSky({ satellites: { elementsAvailable: true, passes: [], trains: [] } })} />);
    expect(screen.getByText(/No bright satellite, Starlink train or rocket launch passed over/)).toBeTruthy();
  });
});
