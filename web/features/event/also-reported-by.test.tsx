// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSighting } from '../../lib/testing/example-sighting.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { AlsoReportedBy } from './also-reported-by.tsx';

const show = (eventSize: number) =>
  renderScreen(<AlsoReportedBy sighting={exampleSighting({ id: 'cd34ef56', eventId: 'ab12cd34', eventSize })} />);

describe('the other witnesses under a sighting', () => {
  it('shows nothing for a report nobody else made', () => {
    const { container } = show(1);
    expect(container.textContent).toBe('');
  });

  it('names the one other witness in the singular, linking to the event', () => {
    show(2);
    const link = screen.getByRole('link', { name: 'Also reported by 1 other witness' });
    expect(link.getAttribute('href')).toBe('/event/cd34ef56');
  });

  it('counts every other witness of a large event', () => {
    show(301);
    const link = screen.getByRole('link', { name: 'Also reported by 300 other witnesses' });
    expect(link.getAttribute('href')).toBe('/event/cd34ef56');
  });
});
