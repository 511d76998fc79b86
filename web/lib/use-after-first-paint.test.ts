// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './use-after-first-paint.ts';

describe('work after the next paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('runs in a task of its own after the next animation frame, not in the frame', () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('is cancelled before the frame and after it', () => {
    const beforeFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const afterFrame = vi.fn();
    const cancel = afterNextPaint(afterFrame);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
