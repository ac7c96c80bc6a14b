import { vi } from 'vitest';

/** React Flow measures its canvas; jsdom has no ResizeObserver. A stand-in that never reports a size. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
