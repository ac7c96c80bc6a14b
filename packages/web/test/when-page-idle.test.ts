// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from '../src/shared/hooks/when-page-idle.js';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'readyState');
});

describe('whenPageIdle', () => {
  it("waits for the page's load event and then for an idle moment", async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    let resolved = false;
    void whenPageIdle().then(() => (resolved = true));
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(resolved).toBe(false);
    idle[0]!();
    await vi.waitFor(() => expect(resolved).toBe(true));
  });
});
