// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OccurredClocks } from './review-step.tsx';

afterEach(cleanup);

// A browser set to UTC, as a witness's may be whatever the place.
process.env.TZ = 'UTC';

describe("the review's time of the sighting", () => {
  it("shows the place's clock with its zone, and the visitor's when it reads differently", () => {
    render(<OccurredClocks wallClock="2025-06-10T21:30" zone="America/Denver" />);
    expect(screen.getByText('06/10/2025 9:30 PM Mountain Time (Denver)')).toBeDefined();
    expect(screen.getByText('06/11/2025 3:30 AM your time (UTC)')).toBeDefined();
  });

  it("shows one clock when the visitor's reads the same", () => {
    render(<OccurredClocks wallClock="2025-06-10T21:30" zone="Europe/London" />);
    expect(screen.getByText('06/10/2025 9:30 PM United Kingdom Time (London)')).toBeDefined();
    expect(screen.queryByText(/your time/)).not.toBeNull();
    cleanup();
    render(<OccurredClocks wallClock="2025-01-10T21:30" zone="Europe/London" />);
    expect(screen.queryByText(/your time/)).toBeNull();
  });

  it('shows the clock time alone while the zone of the place is not known', () => {
    render(<OccurredClocks wallClock="2025-06-10T21:30" zone={undefined} />);
    expect(screen.getByText('06/10/2025 9:30 PM at the place')).toBeDefined();
  });
});
