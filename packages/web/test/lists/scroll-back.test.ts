import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchScrollBack } from '../../src/shared/charts/scroll-back-watch.js';

afterEach(() => vi.useRealTimers());

describe('scrolling a chart back', () => {
  it('asks for an earlier range once, 50 ms after the last move near the left edge', () => {
    vi.useFakeTimers();
    const reachStart = vi.fn();
    const watch = watchScrollBack(reachStart);
    watch.onRangeChange({ from: 0 });
    expect(reachStart).not.toHaveBeenCalled();
    watch.onRangeChange({ from: 10 });
    watch.onRangeChange({ from: 2 });
    vi.advanceTimersByTime(30);
    watch.onRangeChange({ from: 1 });
    vi.advanceTimersByTime(49);
    expect(reachStart).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reachStart).toHaveBeenCalledTimes(1);
  });

  it('ignores the first range, moves to the right (bars merged in on the left) and moves far from the edge', () => {
    vi.useFakeTimers();
    const reachStart = vi.fn();
    const watch = watchScrollBack(reachStart);
    watch.onRangeChange({ from: -5 });
    watch.onRangeChange({ from: 25 });
    watch.onRangeChange({ from: 20 });
    watch.onRangeChange(null);
    vi.advanceTimersByTime(100);
    expect(reachStart).not.toHaveBeenCalled();
  });

  it('asks for nothing once stopped', () => {
    vi.useFakeTimers();
    const reachStart = vi.fn();
    const watch = watchScrollBack(reachStart);
    watch.onRangeChange({ from: 5 });
    watch.onRangeChange({ from: 1 });
    watch.stop();
    vi.advanceTimersByTime(100);
    expect(reachStart).not.toHaveBeenCalled();
  });
});
