export type SizeClass = 'small' | 'medium' | 'large';

export const SMALL_MAX_WIDTH = 767;
export const MEDIUM_MAX_WIDTH = 1023;
export const RESIZE_DEBOUNCE_MS = 200;

export function sizeClassOf(width: number): SizeClass {
  if (width <= SMALL_MAX_WIDTH) return 'small';
  if (width <= MEDIUM_MAX_WIDTH) return 'medium';
  return 'large';
}
