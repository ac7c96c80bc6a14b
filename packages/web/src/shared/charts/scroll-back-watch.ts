import { SCROLL_LOAD_DEBOUNCE_MS } from './chart-range.js';

/** When fewer bars than this are left of the view, scrolling back asks for an earlier range. */
export const EDGE_BARS = 3;

export interface ScrollBackWatch {
  /** Takes each visible logical range of the chart (null when it has no bars). */
  onRangeChange: (range: { from: number } | null) => void;
  stop: () => void;
}

/**
 * Calls `reachStart` 50 ms after the visitor last scrolled back to within a few bars of the chart's left edge.
 * Only a move to the left counts: bars merged in on the left shift the view's logical range to the right.
 */
export function watchScrollBack(reachStart: () => void, debounceMs = SCROLL_LOAD_DEBOUNCE_MS): ScrollBackWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFrom: number | null = null;
  return {
    onRangeChange: (range) => {
      if (!range) return;
      const scrolledBack = lastFrom !== null && range.from < lastFrom;
      lastFrom = range.from;
      if (!scrolledBack || range.from > EDGE_BARS) return;
      clearTimeout(timer);
      timer = setTimeout(reachStart, debounceMs);
    },
    stop: () => clearTimeout(timer),
  };
}
