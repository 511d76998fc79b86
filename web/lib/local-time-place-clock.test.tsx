// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatOccurred, isDateFormatDataLoaded } from '../../common/display/date-format.ts';
import { LocalTime } from './local-time.tsx';

// A file of its own: the locale data must not have been loaded by another test of this module.
describe('a place’s clock on a page the browser rendered', () => {
  it('comes a task after the viewer’s clock, once the locale data is loaded in tasks of its own', async () => {
    const { container } = render(<LocalTime iso="2024-07-04T02:30:00.000Z" placeZone="Pacific/Auckland" />);
    const [viewerClock, placeLine] = [container.querySelector('time')!, container.querySelector('span')!];
    expect(viewerClock.textContent).toBe(formatOccurred('2024-07-04T02:30:00.000Z'));
    expect(isDateFormatDataLoaded()).toBe(false);
    expect(placeLine.textContent).toBe('\u00a0');

    await waitFor(() =>
      expect(container.querySelector('span')!.textContent).toBe(
        `${formatOccurred('2024-07-04T02:30:00.000Z', 'Pacific/Auckland')} local time`,
      ),
    );
  });
});
