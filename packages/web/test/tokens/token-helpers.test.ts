import { Address } from '@tvmscan/tvm/address';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sortTokens } from '../../src/features/search/token-order.js';
import { searchesSymbols } from '../../src/features/search/search-query.js';
import { formatShare, formatUsd, sharePercent, usdCents } from '../../src/features/tokens/token-figures.js';
import { requestedKinds } from '../../src/features/tokens/token-kinds.js';
import { dailyCountPoints } from '../../src/features/tokens/token-stats-points.js';
import { applyTokenTransactionsDraft, tokenTransactionsDraft } from '../../src/features/tokens/token-transactions-draft.js';
import { tokenTransactionsFilters } from '../../src/features/tokens/token-transactions-request.js';
import { readTokenTransactionsSearch, type TokenTransactionsSearch } from '../../src/features/tokens/token-transactions-search.js';
import { activityPoints, wholeTokens } from '../../src/features/tokens/token-activity-points.js';
import { ApiError } from '../../src/shared/api/api-error.js';
import { retryOnGatewayTimeout } from '../../src/shared/api/retry-on-gateway-timeout.js';
import { fillPath } from '../../src/shared/api/path-client.js';
import { createTokenClient } from '../../src/shared/api/token-client.js';
import { loadManifestTokens, manifestTokens } from '../../src/shared/tokens/token-manifest.js';

const A = `0:${'a'.repeat(64)}`;
const B = `0:${'b'.repeat(64)}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('token figures', () => {
  it('gives a holder its share of the supply exactly, rounded down at 4 decimals', () => {
    expect(sharePercent('1', '3')).toBe(333_333n);
    expect(formatShare('1', '3')).toBe('33.3333%');
    expect(formatShare('2500000', '10000000')).toBe('25%');
    expect(formatShare('340282366920938463463374607431768211455', '340282366920938463463374607431768211455')).toBe('100%');
    expect(formatShare('1', '10000000000')).toBe('<0.0001%');
    expect(formatShare('0', '10')).toBe('0%');
    expect(formatShare('5', '0')).toBeNull();
  });

  it('values an amount in dollars and cents, rounded down, exact for amounts past 2^53', () => {
    expect(usdCents('2500000', 6, '1.0005')).toBe(250n);
    expect(formatUsd('2500000', 6, '1.0005')).toBe('2.50');
    expect(formatUsd('123456789000000000000000', 18, '10')).toBe('1,234,567.89');
    expect(formatUsd('1', 9, '0.5')).toBe('0.00');
    expect(formatUsd('1', 9, null)).toBeNull();
    expect(formatUsd('1', 9, '1e3')).toBeNull();
  });
});

describe('token kinds', () => {
  it('asks one row per transfer when none is chosen (every kind for an owner), and both cancellations for Cancellation', () => {
    expect(requestedKinds(undefined, false)).toEqual(['Mint', 'Burn', 'Send', 'SendCancellation', 'BurnCancellation']);
    expect(requestedKinds([], false)).toEqual(['Mint', 'Burn', 'Send', 'SendCancellation', 'BurnCancellation']);
    expect(requestedKinds(undefined, true)).toEqual(['Mint', 'Burn', 'Send', 'SendCancellation', 'BurnCancellation', 'Receive']);
    expect(requestedKinds(['Receive'], false)).toEqual(['Receive']);
    expect(requestedKinds(['Cancellation', 'Mint'], false)).toEqual(['Mint', 'SendCancellation', 'BurnCancellation']);
    expect(requestedKinds(['Cancellation', 'SendCancellation'], true)).toEqual(['SendCancellation', 'BurnCancellation']);
  });
});

describe('the token transactions filters', () => {
  it('reads only what it can use from the URL', () => {
    expect(
      readTokenTransactionsSearch({ kinds: ['Mint', 'Bogus'], root: 'custom', rootAddress: A, owner: 'nobody', amountMin: 1.5, timeFrom: '12' }),
    ).toEqual({
      kinds: ['Mint'],
      root: 'custom',
      rootAddress: A,
      amountMin: '1.5',
      timeFrom: 12,
    });
    expect(readTokenTransactionsSearch({ root: 'all' })).toEqual({});
  });

  it('keeps a chosen root only with the custom choice, and falls back to all without an address', () => {
    const draft = tokenTransactionsDraft({});
    expect(applyTokenTransactionsDraft({ ...draft, root: 'custom', rootAddress: '  ' }, undefined)).toEqual({ ok: true, search: {} });
    expect(applyTokenTransactionsDraft({ ...draft, root: 'trusted', rootAddress: A }, undefined)).toEqual({ ok: true, search: { root: 'trusted' } });
    expect(applyTokenTransactionsDraft({ ...draft, root: 'custom', rootAddress: 'x', owner: B }, undefined)).toEqual({
      ok: false,
      invalidAddresses: ['x'],
    });
  });

  it('takes amounts in whole tokens of the chosen root and asks the API for smallest units, exactly', () => {
    const draft = { ...tokenTransactionsDraft({ root: 'custom', rootAddress: A }), amount: { min: ' 3.5 ', max: '12345678901234567890.123456789' } };
    const outcome = applyTokenTransactionsDraft(draft, { rootAddress: A, decimals: 9 });
    expect(outcome).toEqual({ ok: true, search: { root: 'custom', rootAddress: A, amountMin: '3.5', amountMax: '12345678901234567890.123456789' } });
    const filters = tokenTransactionsFilters((outcome as { search: TokenTransactionsSearch }).search, 9);
    expect(filters).toMatchObject({ rootAddress: A, amountGe: '3500000000', amountLe: '12345678901234567890123456789' });
    expect(tokenTransactionsFilters({ amountMin: '.25', amountMax: '7.' }, 2)).toMatchObject({ amountGe: '25', amountLe: '700' });
  });

  it('refuses an amount that is no number, below zero or finer than the decimals, saying which and why', () => {
    const draft = tokenTransactionsDraft({});
    const chosen = tokenTransactionsDraft({ root: 'custom', rootAddress: A });
    const refused = (min: string, decimals: number) =>
      applyTokenTransactionsDraft({ ...chosen, amount: { min, max: '' } }, { rootAddress: A, decimals });
    expect(refused('3,5', 9)).toEqual({ ok: false, invalidAmount: { entry: '3,5', decimals: 9, problem: 'number' } });
    expect(refused('1e3', 9)).toEqual({ ok: false, invalidAmount: { entry: '1e3', decimals: 9, problem: 'number' } });
    expect(refused('-2', 9)).toEqual({ ok: false, invalidAmount: { entry: '-2', decimals: 9, problem: 'negative' } });
    expect(refused('0.0000000001', 9)).toEqual({ ok: false, invalidAmount: { entry: '0.0000000001', decimals: 9, problem: 'decimals' } });
    expect(refused('1.50', 1)).toEqual({ ok: true, search: { root: 'custom', rootAddress: A, amountMin: '1.50' } });
    // Without a single root the amounts are in smallest units; for a root chosen in the same Apply, its decimals are not known yet.
    const unscoped = { ...draft, amount: { min: '1.5', max: '' } };
    expect(applyTokenTransactionsDraft(unscoped, undefined)).toEqual({
      ok: false,
      invalidAmount: { entry: '1.5', decimals: 0, problem: 'decimals' },
    });
    expect(applyTokenTransactionsDraft({ ...chosen, amount: { min: '1.25', max: '' } }, undefined)).toMatchObject({ ok: true });
    // An amount the URL holds that is none is left out of the request rather than sent.
    expect(tokenTransactionsFilters({ amountMin: 'ten' }, 9).amountGe).toBeUndefined();
  });
});

describe("a token's activity chart", () => {
  const DAY = 86_400;
  const answer = {
    rootAddress: A,
    holdersBefore: 0,
    days: [
      { date: 0, transfers: 0, volume: '0', holders: 0 },
      { date: DAY, transfers: 3, volume: '3500000000', holders: 2 },
      { date: 2 * DAY, transfers: 0, volume: '0', holders: 2 },
    ],
  };

  it('draws each series from every day the API answers, volume in whole tokens, from the day the token was first met', () => {
    expect(activityPoints(answer, 'transfers', 9, 0)).toEqual([
      { time: 0, value: 0 },
      { time: DAY, value: 3 },
      { time: 2 * DAY, value: 0 },
    ]);
    expect(activityPoints(answer, 'volume', 9, DAY + 50).map((point) => point.value)).toEqual([3.5, 0]);
    expect(activityPoints(answer, 'holders', 9, 2 * DAY).map((point) => point.value)).toEqual([2]);
    expect(wholeTokens('5', 9)).toBe(0.000000005);
    expect(wholeTokens('12', 0)).toBe(12);
  });
});

describe('the token chart series', () => {
  it('adds up the kinds of a day into one bar, in time order', () => {
    expect(
      dailyCountPoints([
        { date: 172_800, type: 'Mint', count: 1 },
        { date: 86_400, type: 'Send', count: 4 },
        { date: 86_400, type: 'Receive', count: 3 },
      ]),
    ).toEqual([
      { time: 86_400, value: 7 },
      { time: 172_800, value: 1 },
    ]);
  });
});

describe('the Tokens group order', () => {
  const token = (rootAddress: string, symbol: string, name = symbol) => ({ rootAddress, symbol, name });

  it('puts manifest tokens first, then an exact symbol, a symbol prefix, a name prefix, the rest', () => {
    const tokens = [token(A, 'XDUS'), token(B, 'DUSD'), token(`0:${'c'.repeat(64)}`, 'DUS'), token(`0:${'d'.repeat(64)}`, 'ZZZ', 'dusty')];
    expect(sortTokens(tokens, 'dus', new Set()).map((each) => each.symbol)).toEqual(['DUS', 'DUSD', 'ZZZ', 'XDUS']);
    expect(sortTokens(tokens, 'dus', new Set([A])).map((each) => each.symbol)).toEqual(['XDUS', 'DUS', 'DUSD', 'ZZZ']);
  });

  it('searches symbols only for 3 to 64 characters', () => {
    expect([searchesSymbols('du'), searchesSymbols('dus'), searchesSymbols('d'.repeat(64)), searchesSymbols('d'.repeat(65))]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('token manifests', () => {
  it('keeps the well-formed entries, raw addresses', () => {
    const friendly = new Address(0, new Uint8Array(32).fill(0xaa)).toFriendly();
    expect(manifestTokens({ tokens: [{ address: A, symbol: 'A' }, { address: 'nope', symbol: 'X' }, { symbol: 'Y' }, 7] })).toEqual([
      { address: A, symbol: 'A' },
    ]);
    expect(manifestTokens({ name: 'no tokens' })).toEqual([]);
    expect(manifestTokens(null)).toEqual([]);
    expect(manifestTokens({ tokens: [{ address: friendly, symbol: 'F' }] })).toEqual([{ address: A, symbol: 'F' }]);
  });

  it('drops a manifest that fails and keeps a token named twice once, as the first manifest names it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/one.json')) return new Response(JSON.stringify({ tokens: [{ address: A, symbol: 'ONE' }] }));
      if (url.endsWith('/two.json'))
        return new Response(
          JSON.stringify({
            tokens: [
              { address: A, symbol: 'TWO' },
              { address: B, symbol: 'B' },
            ],
          }),
        );
      if (url.endsWith('/broken.json')) return new Response('not json');
      return new Response('', { status: 500 });
    });
    const urls = ['https://x.example/one.json', 'https://x.example/down.json', 'https://x.example/broken.json', 'https://x.example/two.json'];
    expect(await loadManifestTokens(urls)).toEqual([
      { address: A, symbol: 'ONE' },
      { address: B, symbol: 'B' },
    ]);
  });
});

describe('the token client', () => {
  it('fills the path parameters, each kept to one segment', async () => {
    expect(fillPath('/root_contract/:rootAddress/address/:address', { rootAddress: A, address: B })).toBe(
      `/root_contract/${encodeURIComponent(A)}/address/${encodeURIComponent(B)}`,
    );
    expect(fillPath('/root_contract/symbol_substring/:substring', { substring: 'a/b?' })).toBe('/root_contract/symbol_substring/a%2Fb%3F');
    expect(() => fillPath('/address/active/:root', {})).toThrow('needs its parameter root');

    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ data: { tokens: [] } }));
    });
    const client = createTokenClient('/api/tokens/v1/');
    expect(await client.get('/root_contract/symbol_substring/:substring', { substring: 'dus' })).toEqual({ tokens: [] });
    expect(urls).toEqual(['/api/tokens/v1/root_contract/symbol_substring/dus']);
  });
});

describe('the retry on 504', () => {
  const timeout = () => new ApiError('POST', '/stats/search', 504, null);

  it('asks again after a 504 and answers the later success', async () => {
    vi.useFakeTimers();
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(timeout()).mockRejectedValueOnce(timeout()).mockResolvedValue('bars');
    const answer = retryOnGatewayTimeout(call);
    await vi.runAllTimersAsync();
    expect(await answer).toBe('bars');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('throws other failures at once, and the fourth 504', async () => {
    const failure = new ApiError('POST', '/stats/search', 500, null);
    const failing = vi.fn<() => Promise<string>>().mockRejectedValue(failure);
    await expect(retryOnGatewayTimeout(failing)).rejects.toBe(failure);
    expect(failing).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    const timingOut = vi.fn<() => Promise<string>>().mockRejectedValue(timeout());
    const answer = retryOnGatewayTimeout(timingOut);
    const settled = expect(answer).rejects.toBeInstanceOf(ApiError);
    await vi.runAllTimersAsync();
    await settled;
    expect(timingOut).toHaveBeenCalledTimes(4);
  });
});
