// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../src/features/search/search-query.js';
import { useDebouncedValue } from '../src/shared/hooks/use-debounced-value.js';

afterEach(() => vi.useRealTimers());

describe('the search debounce', () => {
  it('passes the typed text on 300 ms after the last keystroke', () => {
    vi.useFakeTimers();
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text, SEARCH_DEBOUNCE_MS), {
      initialProps: { text: '' },
    });
    rerender({ text: 'a' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ text: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });
});
