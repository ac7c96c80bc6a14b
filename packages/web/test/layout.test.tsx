// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitInColumns } from '../src/app/footer/split-in-columns.js';
import { sizeClassOf } from '../src/shared/layout/size-class.js';
import { useSizeClass } from '../src/shared/layout/use-size-class.js';

afterEach(() => vi.useRealTimers());

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

describe('size classes', () => {
  it('are small up to 767 px, medium up to 1023 px, large above', () => {
    expect(sizeClassOf(375)).toBe('small');
    expect(sizeClassOf(767)).toBe('small');
    expect(sizeClassOf(768)).toBe('medium');
    expect(sizeClassOf(1023)).toBe('medium');
    expect(sizeClassOf(1024)).toBe('large');
  });

  it('follow the window 200 ms after resizing stops', () => {
    vi.useFakeTimers();
    window.innerWidth = 1440;
    const { result } = renderHook(() => useSizeClass());
    expect(result.current).toBe('large');
    act(() => resizeTo(900));
    act(() => vi.advanceTimersByTime(150));
    act(() => resizeTo(375));
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('large');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('small');
  });
});

describe('footer product links', () => {
  it('stay in one column up to 6 entries', () => {
    expect(splitInColumns([1, 2, 3, 4, 5, 6])).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('split in two columns beyond 6, the first half first', () => {
    expect(splitInColumns([1, 2, 3, 4, 5, 6, 7])).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
    expect(splitInColumns([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
  });
});
