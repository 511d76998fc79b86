// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../lib/testing/render-screen.tsx';
import { emptyDraft, type ReportDraft } from '../model/report-draft.ts';
import type { PlaceAndTime } from '../report-page-slots.ts';
import { DetailsStep } from './details-step.tsx';

function SkyStub({ latitude, longitude, occurred }: PlaceAndTime) {
  return <p>Sky at {`${latitude},${longitude} ${occurred}`}</p>;
}

const open = (changes: Partial<ReportDraft>) =>
  renderScreen(<DetailsStep draft={{ ...emptyDraft(), ...changes }} update={() => undefined} SkyAtTheTime={SkyStub} />);

describe('step 3 of the report wizard', () => {
  it('shows the sky once the place and the date and time are set', () => {
    open({ latitude: 51.5, longitude: -0.13, occurred: '2024-05-01T22:15' });
    expect(screen.getByText(`Sky at 51.5,-0.13 ${new Date('2024-05-01T22:15').toISOString()}`)).toBeDefined();
  });

  it('shows no sky before both are set', () => {
    open({ latitude: 51.5, longitude: -0.13, occurred: '' });
    expect(screen.queryByText(/Sky at/)).toBeNull();
    open({ latitude: null, longitude: null, occurred: '2024-05-01T22:15' });
    expect(screen.queryByText(/Sky at/)).toBeNull();
  });
});
