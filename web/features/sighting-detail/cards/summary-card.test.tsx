// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSighting } from '../../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../../lib/testing/render-screen.tsx';
import { SummaryCard } from './summary-card.tsx';

describe('the Summary card', () => {
  it('shows a sighting whose record gives no time as its date at the place, not as midnight', () => {
    // Local midnight of 20 August 2018 in California (PDT, UTC-7).
    renderScreen(
      <SummaryCard
        sighting={exampleSighting({
          occurred: '2018-08-20T07:00:00.000Z',
          timeZone: 'America/Los_Angeles',
          timeUnknown: true,
        })}
      />,
    );
    const occurred = screen.getByText('08/20/2018, time not known');
    expect(occurred.tagName).toBe('TIME');
    expect(occurred.getAttribute('datetime')).toBe('2018-08-20');
    expect(screen.queryByText(/12:00 AM/)).toBeNull();
  });
});
