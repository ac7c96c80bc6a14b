import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { account } from './chain-fixtures.js';
import type { FakeHandlers } from './fake-api.js';

/** The CSV the next download hands to the browser, with its file name. */
export function captureDownload(): Promise<{ name: string; text: string }> {
  return new Promise((resolve) => {
    URL.createObjectURL = (blob: Blob) => {
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementationOnce(function (this: HTMLAnchorElement) {
        const name = this.download;
        const reader = new FileReader();
        reader.onload = () => resolve({ name, text: String(reader.result) });
        reader.readAsText(blob);
      });
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => undefined;
  });
}

/**
 * Each test starts on a 1440 px screen with empty storage and ends with the page unmounted and globals and mocks
 * restored; `quietErrors` silences console.error for tests whose failing calls React would log.
 */
export function resetScreensBetweenTests({ quietErrors }: { quietErrors: boolean }): void {
  beforeEach(() => {
    localStorage.clear();
    window.innerWidth = 1440;
    if (quietErrors) vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The explorer calls of the account page for the account at `address`: no other address forms and no messages. */
export function accountPageHandlers(address: string): FakeHandlers {
  return {
    'POST /accounts': () => ({ data: { account: account({ address }) } }),
    'POST /convert_address': () => ({ status: 404, body: { error: { code: 'NotFound', message: 'no forms' } } }),
    'POST /messages/list': () => ({ data: { messages: [], current_cursor: null, next_cursor: null, prev_cursor: null } }),
  };
}
