// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NetworkConfig, SearchResponse } from '@tvmscan/api/contract';
import type { Token } from '@tvmscan/api/token-contract';
import { installFakeApi } from '../support/fake-api.js';
import type { FakeApi } from '../support/fake-api.js';
import { everscaleConfig } from '../support/network-configs.js';
import { renderAppAt } from '../support/render-app.js';
import { DUSD_ROOT, tokenRow, tokensConfig, WEVER_ROOT } from '../support/token-rows.js';

const EMPTY: SearchResponse = { blocks: [], accounts: [], transactions: [], messages: [] };
const MANIFEST_URL = 'https://lists.example/manifest.json';
const XDUS = tokenRow({ rootAddress: WEVER_ROOT, name: 'Example dus', token: 'XDUS' });

let api: FakeApi;

function serveSearch(config: NetworkConfig, tokens: Token[]) {
  api = installFakeApi(
    config,
    { 'POST /search': () => ({ data: EMPTY }) },
    { 'GET /root_contract/symbol_substring/:substring': () => ({ data: { tokens } }) },
  );
}

async function typeInSearch(text: string) {
  renderAppAt('/blocks');
  const input = within(await screen.findByRole('banner')).getByRole('combobox', { name: 'Search' });
  await userEvent.type(input, text);
}

const calls = (prefix: string) => api.requests.filter((request) => request.call.startsWith(prefix)).map((request) => request.call);
const tokenOptions = async () => {
  const listbox = await screen.findByRole('listbox', { name: 'Search' });
  const group = within(listbox).getByRole('group', { name: 'Tokens' });
  return within(group).getAllByRole('option');
};

beforeEach(() => {
  localStorage.clear();
  window.innerWidth = 1440;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Tokens group of global search', () => {
  it('finds a token by three letters of its symbol and links its root account page', async () => {
    serveSearch(tokensConfig, [tokenRow()]);
    await typeInSearch('dus');
    const [option] = await tokenOptions();
    expect(option?.textContent).toBe('Devnet USD (DUSD)0:111111111…111111111');
    expect(option?.getAttribute('href')).toBe(`/accounts/${DUSD_ROOT}`);
    expect(calls('GET /root_contract')).toEqual(['GET /root_contract/symbol_substring/dus']);
  });

  it('sends the symbol search the trimmed, lower-cased query', async () => {
    serveSearch(tokensConfig, [tokenRow()]);
    await typeInSearch('  DuS ');
    await tokenOptions();
    expect(calls('GET /root_contract')).toEqual(['GET /root_contract/symbol_substring/dus']);
  });

  it('sends no symbol search for two letters', async () => {
    serveSearch(tokensConfig, [tokenRow()]);
    await typeInSearch('du');
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(calls('POST /search')).toEqual(['POST /search']);
    expect(calls('GET /root_contract')).toEqual([]);
  });

  it('sends no symbol search on a network without a token API', async () => {
    serveSearch(everscaleConfig, [tokenRow()]);
    await typeInSearch('dus');
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(calls('GET /root_contract')).toEqual([]);
  });

  it('puts an exact symbol before a longer one, and the tokens of the token manifest before both', async () => {
    serveSearch(tokensConfig, [
      XDUS,
      tokenRow({ token: 'DUSDT', name: 'Devnet Tether' }),
      tokenRow({ rootAddress: `0:${'3'.repeat(64)}`, token: 'DUS' }),
    ]);
    await typeInSearch('dus');
    expect((await tokenOptions()).map((option) => option.textContent?.split(')')[0])).toEqual([
      'Devnet USD (DUS',
      'Devnet Tether (DUSDT',
      'Example dus (XDUS',
    ]);
    cleanup();

    const manifestConfig = { ...tokensConfig, tokenListManifestUrls: [MANIFEST_URL] };
    serveSearch(manifestConfig, [tokenRow({ token: 'DUS' }), XDUS]);
    const fakeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === MANIFEST_URL
        ? new Response(JSON.stringify({ tokens: [{ address: WEVER_ROOT, symbol: 'XDUS' }] }), { status: 200 })
        : fakeFetch(input, init),
    );
    await typeInSearch('dus');
    await waitFor(async () =>
      expect((await tokenOptions()).map((option) => option.textContent?.split(' (')[0])).toEqual(['Example dus', 'Devnet USD']),
    );
  });
});
