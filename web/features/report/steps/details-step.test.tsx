// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../lib/testing/render-screen.tsx';
import { stubFetch } from '../../../lib/testing/stub-fetch.ts';
import { emptyDraft, type ReportDraft } from '../model/report-draft.ts';
import type { PlaceAndTime } from '../report-page-slots.ts';
import { DetailsStep } from './details-step.tsx';

function SkyStub({ latitude, longitude, occurred }: PlaceAndTime) {
  return <p>Sky at {`${latitude},${longitude} ${occurred}`}</p>;
}

const denver = { latitude: 39.7392, longitude: -104.9903 };

const open = (changes: Partial<ReportDraft>, timeZone: string | null = 'America/Denver') => {
  const calls = stubFetch({ 'GET /geodata/time-zone': { body: { timeZone } } });
  renderScreen(<DetailsStep draft={{ ...emptyDraft(), ...changes }} update={() => undefined} SkyAtTheTime={SkyStub} />);
  return calls;
};

describe('step 3 of the report wizard', () => {
  it("names the place's time zone beside the date and time field", async () => {
    const calls = open({ ...denver, occurred: '2025-06-10T21:30' });
    expect(calls[0]!.path).toBe('/geodata/time-zone?lat=39.7392&lon=-104.9903');
    const zone = await screen.findByText('Mountain Time (Denver)');
    const field = screen.getByLabelText('Date and time of the sighting');
    expect(field.getAttribute('aria-describedby')).toContain(zone.id);
    expect(field.closest('.input-group')!.contains(zone)).toBe(true);
  });

  it('shows the sky once the place and the date and time are set, at the instant the place’s clocks say', async () => {
    open({ ...denver, occurred: '2025-06-10T21:30' });
    expect(await screen.findByText('Sky at 39.7392,-104.9903 2025-06-11T03:30:00.000Z')).toBeDefined();
  });

  it('shows no sky before both are set', () => {
    open({ ...denver, occurred: '' });
    expect(screen.queryByText(/Sky at/)).toBeNull();
    open({ latitude: null, longitude: null, occurred: '2024-05-01T22:15' });
    expect(screen.queryByText(/Sky at/)).toBeNull();
  });
});
