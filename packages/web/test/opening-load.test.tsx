// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as areaTexts from '../src/app/i18n/area-texts.js';
import { loadScreenTexts } from '../src/app/i18n/area-texts.js';
import { App } from '../src/app/app.js';
import { startOpeningData } from '../src/app/opening-data.js';
import { createQueryClient } from '../src/app/query-client.js';
import { createOpeningRouter } from '../src/app/router.js';
import { account, address } from './support/chain-fixtures.js';
import { BOUNCED } from './support/detail-pages-api.js';
import { serveMainPage } from './support/main-page-api.js';
import { installFakeApi } from './support/fake-api.js';
import type { FakeApi } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

vi.mock('../src/app/i18n/area-texts.js', async (importOriginal) => {
  const original = await importOriginal<typeof areaTexts>();
  return { ...original, loadScreenTexts: vi.fn(original.loadScreenTexts) };
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(loadScreenTexts).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('what the app loads as it opens', () => {
  it("keeps the other screens' texts out of the main page, its header's wallet menu included", async () => {
    serveMainPage();
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Everscale Blockchain Explorer' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Wallet menu' }).length).toBeGreaterThan(0));
    expect(loadScreenTexts).not.toHaveBeenCalled();
  });

  it("starts fetching a screen's texts as the app starts, beside the screen's code rather than after it", () => {
    installFakeApi(everscaleConfig);
    renderAppAt(`/accounts/${address(0xa2)}`);
    expect(loadScreenTexts).toHaveBeenCalled();
  });

  describe("the opening screen's data, asked for as the app starts and taken by the screen without asking again", () => {
    /** What main.tsx does: the router and query cache first, the data once /config.json is read, then the app. */
    function startAppAt(path: string) {
      window.history.replaceState(null, '', path);
      const router = createOpeningRouter();
      const queryClient = createQueryClient();
      const dataInCache = startOpeningData(router, queryClient, everscaleConfig);
      return { dataInCache, render: () => render(<App queryClient={queryClient} router={router} />) };
    }
    const calls = (api: FakeApi, call: string) => api.requests.filter((request) => request.call === call).length;

    it('a transaction', async () => {
      const api = installFakeApi(everscaleConfig, { 'POST /transactions': () => ({ data: { transaction: BOUNCED } }) });
      const app = startAppAt(`/transactions/${BOUNCED.hash.toUpperCase()}`);
      await app.dataInCache;
      expect(calls(api, 'POST /transactions')).toBe(1);
      expect(api.requests.find((request) => request.call === 'POST /transactions')?.body).toEqual({ id: BOUNCED.hash });
      app.render();
      expect(await screen.findByRole('heading', { level: 1, name: /Transaction/ })).toBeTruthy();
      await screen.findByText(BOUNCED.hash);
      expect(calls(api, 'POST /transactions')).toBe(1);
    });

    it('an account, by its balance', async () => {
      const api = installFakeApi(everscaleConfig, {
        'POST /accounts': () => ({ data: { account: account() } }),
        'POST /messages/list': () => ({ data: { messages: [], current_cursor: null, next_cursor: null, prev_cursor: null } }),
      });
      const app = startAppAt(`/accounts/${address(0xa2)}`);
      await app.dataInCache;
      expect(calls(api, 'POST /accounts')).toBe(1);
      app.render();
      expect((await screen.findByText('Balance', { selector: 'dt' })).nextElementSibling?.textContent).toBe('12,345.67 EVER');
      expect(calls(api, 'POST /accounts')).toBe(1);
    });

    it("the main page, by its statistics and where the explorer's history starts", async () => {
      const api = serveMainPage(1_000);
      const app = startAppAt('/');
      await app.dataInCache;
      expect([calls(api, 'GET /stats'), calls(api, 'GET /history')]).toEqual([1, 1]);
      app.render();
      expect(await screen.findByText('Counted from masterchain block #1,000, where this explorer’s history starts')).toBeTruthy();
      expect([calls(api, 'GET /stats'), calls(api, 'GET /history')]).toEqual([1, 1]);
    });

    it('nothing for an address that names no account', async () => {
      const api = installFakeApi(everscaleConfig);
      await startAppAt('/accounts/not-an-address').dataInCache;
      expect(api.requests).toEqual([]);
    });
  });
});
