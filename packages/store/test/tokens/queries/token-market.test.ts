import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listTokenRoots,
  ownerTokenValue,
  replaceSystemTokenList,
  tokenWalletByAddress,
  type TokenRootRecord,
  type TokenRootSort,
} from '@tvmscan/store';
import { insertTokenRows } from '../../../src/testing/token-rows.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';

const rootAddress = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;
const OWNER = `0:${'a'.repeat(64)}`;

/** Ten roots: names and symbols out of address order, every third without a price, holders and figures varied. */
const ROOTS = Array.from({ length: 10 }, (_, i) => ({
  address: rootAddress(i + 1),
  standard: i % 2 === 0 ? ('Tip3' as const) : ('Jetton' as const),
  name: `Token ${String.fromCharCode(74 - i)}`,
  symbol: `T${(i * 7) % 10}`,
  decimals: i % 3 === 0 ? 9 : 6,
  total_supply: String(1_000_000 * (i + 1)),
  owner_address: null,
  created_at: 1000 + i,
  updated_lt: i,
}));
const PRICES = ROOTS.filter((_, i) => i % 3 !== 2).map((root, i) => ({ root_address: root.address, usd_price: (0.5 * ((i % 4) + 1)).toFixed(2) }));
const STATS = ROOTS.slice(0, 8).map((root, i) => ({
  root_address: root.address,
  holders: (i * 5) % 7,
  transfers_24h: (i * 3) % 5,
  volume_24h: String(((i * 11) % 6) * 10 ** ROOTS[i]!.decimals),
}));

function compare(a: string | number | bigint | null, b: string | number | bigint | null): number {
  if (typeof a === 'string' && typeof b === 'string' && !/^-?[\d.]+$/.test(a + b)) return a < b ? -1 : a > b ? 1 : 0;
  const x = Number(a);
  const y = Number(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

describe.each(BACKENDS)('the tokens page in market order and by each column on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await insertTokenRows(database.db, {
      roots: ROOTS,
      prices: PRICES,
      rootStats: STATS,
      wallets: [
        { address: rootAddress(101), root_address: rootAddress(1), owner_address: OWNER, balance: '2000000000', updated_at: 1, updated_lt: 1 },
        { address: rootAddress(102), root_address: rootAddress(2), owner_address: OWNER, balance: '3000000', updated_at: 1, updated_lt: 1 },
        { address: rootAddress(103), root_address: rootAddress(3), owner_address: OWNER, balance: '5', updated_at: 1, updated_lt: 1 },
        { address: rootAddress(104), root_address: rootAddress(4), owner_address: OWNER, balance: '0', updated_at: 1, updated_lt: 1 },
      ],
    });
    await replaceSystemTokenList(database.db, [
      { address: rootAddress(9), symbol: 'T6', name: 'Token B', decimals: 9 },
      { address: rootAddress(3), symbol: 'T4', name: 'Token H', decimals: 6 },
    ]);
  });
  afterAll(() => database?.close());

  /** Every root, walked page by page in the ordering. */
  async function walk(by: TokenRootSort, order: 'ASC' | 'DESC'): Promise<TokenRootRecord[]> {
    const rows: TokenRootRecord[] = [];
    let cursor: string | null = null;
    do {
      const page = await listTokenRoots(database.db, {}, { limit: 3, cursor }, { by, order });
      rows.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return rows;
  }

  it('answers each root with its holders, 24-hour figures and market value (price × supply in whole tokens)', async () => {
    const rows = await walk('createdAt', 'ASC');
    expect(rows.map((row) => row.address)).toEqual(ROOTS.map((root) => root.address));
    expect(rows[1]).toMatchObject({ holders: 5n, transfers_24h: 3n, volume_24h: '5000000', usd_price: '1', market_value: '2' });
    expect(rows[2]).toMatchObject({ usd_price: null, market_value: null });
    expect(rows[9]).toMatchObject({ holders: 0n, transfers_24h: 0n, volume_24h: '0' });
  });

  it('puts the system list’s tokens first, then the larger market value, then the more holders', async () => {
    const rows = await walk('market', 'DESC');
    const value = (row: TokenRootRecord) => Number(row.market_value ?? -1);
    expect(
      rows
        .slice(0, 2)
        .map((row) => row.address)
        .sort(),
    ).toEqual([rootAddress(3), rootAddress(9)]);
    const rest = rows.slice(2);
    for (let i = 1; i < rest.length; i++) {
      const [a, b] = [rest[i - 1]!, rest[i]!];
      expect(value(a) > value(b) || (value(a) === value(b) && a.holders >= b.holders)).toBe(true);
    }
    expect(rows).toHaveLength(ROOTS.length);
  });

  const columns: [TokenRootSort, (row: TokenRootRecord) => string | number | bigint | null][] = [
    ['holders', (row) => row.holders],
    ['transfers24h', (row) => row.transfers_24h],
    ['volume24h', (row) => Number(row.volume_24h) / 10 ** row.decimals],
    ['name', (row) => row.name.toLowerCase()],
    ['symbol', (row) => row.symbol.toLowerCase()],
    ['standard', (row) => row.standard],
  ];
  it.each(columns)('walks every root once in order of %s, both ways', async (by, value) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const rows = await walk(by, order);
      expect(new Set(rows.map((row) => row.address)).size).toBe(ROOTS.length);
      for (let i = 1; i < rows.length; i++) {
        const step = compare(value(rows[i - 1]!), value(rows[i]!));
        expect(order === 'ASC' ? step <= 0 : step >= 0).toBe(true);
      }
    }
  });

  it.each(['price', 'marketValue'] as const)('orders by %s with the unpriced roots last both ways', async (by) => {
    for (const order of ['ASC', 'DESC'] as const) {
      const rows = await walk(by, order);
      const priced = rows.filter((row) => row.usd_price !== null);
      expect(rows.slice(0, priced.length)).toEqual(priced);
      const values = priced.map((row) => Number(by === 'price' ? row.usd_price : row.market_value));
      expect(values).toEqual([...values].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
      expect(rows).toHaveLength(ROOTS.length);
    }
  });

  it('refuses a cursor of another ordering', async () => {
    const page = await listTokenRoots(database.db, {}, { limit: 2 }, { by: 'holders', order: 'DESC' });
    await expect(listTokenRoots(database.db, {}, { limit: 2, cursor: page.nextCursor }, { by: 'holders', order: 'ASC' })).rejects.toThrow(/cursor/);
  });

  it('sums what an owner’s priced balances are worth and finds a wallet by its own address', async () => {
    // 2 tokens of 9 decimals at 0.50 and 3 of 6 decimals at 1.00; the third balance has no price, the fourth is empty.
    expect(await ownerTokenValue(database.db, OWNER)).toEqual({ usd_value: '4', balances: 3n, priced: 2n });
    expect(await ownerTokenValue(database.db, rootAddress(999))).toEqual({ usd_value: null, balances: 0n, priced: 0n });
    expect(await tokenWalletByAddress(database.db, rootAddress(102))).toMatchObject({
      owner_address: OWNER,
      symbol: 'T7',
      name: 'Token I',
      balance: '3000000',
    });
    expect(await tokenWalletByAddress(database.db, rootAddress(999))).toBeUndefined();
  });
});
