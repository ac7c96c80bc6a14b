import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTokenRows } from '../../../src/testing/token-rows.js';
import { tokenRootsBySubstring, SYMBOL_SEARCH_LIMIT } from '../../../src/tokens/queries/token-roots.js';
import { replaceSystemTokenList } from '../../../src/token-lists/system-token-list.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';

const rootAddress = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;
const root = (n: number, symbol: string, name = `${symbol} token`) => ({
  address: rootAddress(n),
  standard: 'Tip3' as const,
  name,
  symbol,
  decimals: 9,
  total_supply: '1',
  owner_address: null,
  created_at: n,
  updated_lt: n,
});

describe.each(BACKENDS)('token root search by symbol on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await insertTokenRows(database.db, {
      roots: [
        root(1, 'WUSD'),
        root(2, 'USDT'),
        root(3, 'XUSD'),
        root(4, 'DEV', 'Devnet usd'),
        root(5, 'usd', 'exactly'),
        root(6, 'USDC'),
        ...Array.from({ length: SYMBOL_SEARCH_LIMIT + 5 }, (_, i) => root(100 + i, `GOLD${i}`)),
        root(200, 'XGOLD'),
      ],
    });
    await replaceSystemTokenList(database.db, [
      { address: rootAddress(3), symbol: 'XUSD', name: 'XUSD token', decimals: 9 },
      { address: rootAddress(6), symbol: 'USDC', name: 'USDC token', decimals: 9 },
    ]);
  });
  afterAll(() => database?.close());

  it('ranks the exact symbol first, then symbols starting with the text, then other matches, those of a token manifest (the system list) first within each', async () => {
    const symbols = (await tokenRootsBySubstring(database.db, 'USD')).map((row) => row.symbol);
    expect(symbols).toEqual(['usd', 'USDC', 'USDT', 'XUSD', 'DEV', 'WUSD']);
  });

  it('fills a page from the symbols starting with the text before any other match', async () => {
    const symbols = (await tokenRootsBySubstring(database.db, 'gold')).map((row) => row.symbol);
    expect(symbols).toHaveLength(SYMBOL_SEARCH_LIMIT);
    expect(symbols.every((symbol) => symbol.startsWith('GOLD'))).toBe(true);
    expect((await tokenRootsBySubstring(database.db, 'xgol')).map((row) => row.symbol)).toEqual(['XGOLD']);
  });
});
