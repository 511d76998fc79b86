// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangeControls } from './range-controls.tsx';
import { periodsOf } from './timeline-periods.ts';

afterEach(cleanup);

const periods = periodsOf([
  { period: '2001', count: 1 },
  { period: '2004', count: 2 },
]);

function renderControls(overrides: Partial<Parameters<typeof RangeControls>[0]> = {}) {
  const props = {
    id: 't',
    periods,
    low: 1,
    high: 2,
    chosen: true,
    playing: false,
    onChoose: vi.fn(),
    onPlay: vi.fn(),
    onPause: vi.fn(),
    ...overrides,
  };
  render(<RangeControls {...props} />);
  return props;
}

describe('the timeline range controls', () => {
  it('names each end of the range by its bar, and never lets one pass the other', () => {
    const { onChoose } = renderControls();
    const start = screen.getByRole('slider', { name: 'Range starts in 2002' });
    const end = screen.getByRole('slider', { name: 'Range ends in 2003' });
    expect(start.getAttribute('aria-valuetext')).toBe('2002');
    fireEvent.change(start, { target: { value: '3' } });
    expect(onChoose).toHaveBeenLastCalledWith(2, 2);
    fireEvent.change(end, { target: { value: '0' } });
    expect(onChoose).toHaveBeenLastCalledWith(1, 1);
  });

  it('takes a chosen range away with All dates, and offers it only then', () => {
    const { onChoose } = renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'All dates' }));
    expect(onChoose).toHaveBeenCalledWith(0, 3);
    cleanup();
    renderControls({ chosen: false });
    expect(screen.queryByRole('button', { name: 'All dates' })).toBeNull();
  });

  it('offers Play, or Pause while playing', () => {
    const { onPlay } = renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(onPlay).toHaveBeenCalled();
    cleanup();
    const { onPause } = renderControls({ playing: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPause).toHaveBeenCalled();
  });
});
