// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSighting } from '../../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../../lib/testing/render-screen.tsx';
import { draftFrom } from './editor-state.ts';
import { SightingEditForm } from './sighting-edit-form.tsx';

describe('the staff edit form', () => {
  it('shows the occurred time on the clocks of the place, its zone named beside the field', () => {
    // 22:15 UTC on 1 May 2024 is 3:15 PM in Phoenix (MST, UTC-7), whatever the editor's own zone.
    const sighting = exampleSighting();
    renderScreen(
      <SightingEditForm
        sighting={sighting}
        draft={draftFrom(sighting)}
        zone="America/Phoenix"
        dispatch={() => undefined}
        errors={{}}
      />,
    );
    const occurred = screen.getByLabelText('Occurred') as HTMLInputElement;
    expect(occurred.value).toBe('2024-05-01T15:15');
    // The submitted time, 08:00 UTC on 2 May, is the field's maximum on the same clocks.
    expect(occurred.max).toBe('2024-05-02T01:00');
    const zone = screen.getByText(/\(Phoenix\)$/);
    expect(zone.textContent).toMatch(/^Mountain (Standard )?Time \(Phoenix\)$/);
    expect(occurred.getAttribute('aria-describedby')).toContain(zone.id);
  });
});
