import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountByAddress,
  accountsByCodeHash,
  accountState,
  countAccounts,
  listAccounts,
  type AccountFilter,
} from '../../../src/chain/queries/accounts.js';
import { QueryInputError } from '../../../src/sql/errors.js';
import { hashOf, writeBatch } from '../../support/chain-rows.js';
import { syntheticChain } from '../../support/synthetic-chain.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { compareBigint, compareText, walkForward } from '../../support/walk.js';

const chain = syntheticChain({ seed: 5, batches: 6, accounts: 24 });
const accounts = [...chain.accounts.values()];
const id = (row: { workchain: number; address: string }) => `${row.workchain}:${row.address}`;

describe.each(BACKENDS)('account queries on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    for (const batch of chain.batches) await writeBatch(database.db, batch.mcSeqno, batch.rows);
    await writeBatch(database.db, 7, {
      accountStates: [
        { workchain: 0, address: chain.users[0]!.address, last_trans_lt: 42n, boc: new Uint8Array([1, 2, 3]), fetched_at: 1_700_000_100 },
      ],
    });
  }, 60_000);
  afterAll(async () => database.close());

  it('reads an account as the latest transaction left it, and its stored state', async () => {
    const user = chain.users[1]!;
    const expected = chain.accounts.get(id(user))!;
    const account = (await accountByAddress(database.db, { workchain: 0, address: user.address.toUpperCase() }))!;
    expect(account.balance).toBe(expected.balance);
    expect(account.updated_at).toBe(expected.updated_at === null ? null : BigInt(expected.updated_at!));
    expect(account.last_trans_hash).toBe(expected.last_trans_hash);
    expect(await accountByAddress(database.db, { workchain: 0, address: hashOf('nobody') })).toBeUndefined();
    const state = (await accountState(database.db, { workchain: 0, address: chain.users[0]!.address }))!;
    expect(state.boc).toEqual(new Uint8Array([1, 2, 3]));
    expect(state.last_trans_lt).toBe(42n);
    expect(await accountState(database.db, user)).toBeUndefined();
  });

  it('lists accounts by balance with balance and creation ranges, and counts them', async () => {
    const cases: [AccountFilter, (row: (typeof accounts)[number]) => boolean][] = [
      [{}, () => true],
      [{ balanceGe: 1_000_000_000_010n }, (row) => BigInt(row.balance as string) >= 1_000_000_000_010n],
      [{ balanceLe: '1000000000005' }, (row) => BigInt(row.balance as string) <= 1_000_000_000_005n],
      [
        { createdAtGe: 1_699_999_005, createdAtLe: 1_700_000_010 },
        (row) => row.created_at !== null && BigInt(row.created_at!) >= 1_699_999_005n && BigInt(row.created_at!) <= 1_700_000_010n,
      ],
      [{ codeHash: chain.codeHashes[1]! }, (row) => row.code_hash === chain.codeHashes[1]],
    ];
    for (const [filter, keep] of cases) {
      const expected = accounts
        .filter(keep)
        .sort((a, b) => compareBigint(b.balance as string, a.balance as string) || b.workchain - a.workchain || compareText(b.address, a.address));
      expect(expected.length).toBeGreaterThan(0);
      if (Object.keys(filter).length > 0) expect(expected.length).toBeLessThan(accounts.length);
      const walk = await walkForward((page) => listAccounts(database.db, filter, page), 5);
      expect(walk.items.map(id)).toEqual(expected.map(id));
      expect(await countAccounts(database.db, filter)).toBe(BigInt(expected.length));
    }
  });

  it('lists the accounts running one code in address order by offset', async () => {
    const code = chain.codeHashes[0]!;
    const expected = accounts
      .filter((row) => row.code_hash === code)
      .sort((a, b) => a.workchain - b.workchain || compareText(a.address, b.address))
      .map(id);
    const first = await accountsByCodeHash(database.db, code, { limit: 3 });
    const second = await accountsByCodeHash(database.db, code, { limit: 3, offset: 3 });
    expect([...first, ...second].map(id)).toEqual(expected.slice(0, 6));
    expect(await accountsByCodeHash(database.db, hashOf('no code'), { limit: 3 })).toEqual([]);
    await expect(accountsByCodeHash(database.db, code, { limit: 3, offset: 10_001 })).rejects.toMatchObject({ field: 'offset' });
  });

  it('refuses malformed input naming the field', async () => {
    await expect(accountByAddress(database.db, { workchain: 0, address: 'xyz' })).rejects.toMatchObject({ field: 'id.address' });
    await expect(countAccounts(database.db, { balanceGe: '-' })).rejects.toBeInstanceOf(QueryInputError);
    await expect(listAccounts(database.db, {}, { limit: 5 }, { by: 'balance', order: 'UP' as never })).rejects.toMatchObject({ field: 'ordering' });
    const page = await listAccounts(database.db, {}, { limit: 5 });
    await expect(listAccounts(database.db, {}, { limit: 5, cursor: page.nextCursor }, { by: 'createdAt', order: 'DESC' })).rejects.toMatchObject({
      field: 'cursor',
    });
  });
});
