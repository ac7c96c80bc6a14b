import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTokenRows, tokenRootDays, type TokenRows, type TokenTransactionKind, type TokenTransactionRow } from '@tvmscan/store';
import { writeTokenRows } from '../../src/tokens/token-rows.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../support/test-database.js';

const ROOT_A = `0:${'a'.repeat(64)}`;
const ROOT_B = `0:${'b'.repeat(64)}`;
const DAY = 86_400;
const T0 = 1_700_006_400;

let serial = 0;

function operation(root: string, kind: TokenTransactionKind, amount: bigint, blockTime: number): TokenTransactionRow {
  serial += 1;
  const hash = serial.toString(16).padStart(64, '0');
  return {
    transaction_hash: hash,
    position: 0,
    message_hash: hash,
    kind,
    standard: 'Tip3',
    root_address: root,
    wallet_address: `0:${'c'.repeat(64)}`,
    owner_address: `0:${'d'.repeat(64)}`,
    sender_owner: null,
    sender_wallet: null,
    receiver_owner: null,
    receiver_wallet: null,
    amount,
    block_time: blockTime,
    lt: serial,
  };
}

describe.each(BACKENDS)('the token aggregates a group write keeps on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(() => database?.close());

  async function write(rows: Partial<TokenRows>): Promise<void> {
    await database.db.transaction().execute((trx) => writeTokenRows(trx, { ...emptyTokenRows(), ...rows }));
  }

  async function figures(root: string) {
    const row = await database.db.selectFrom('token_root_stats').selectAll().where('root_address', '=', root).executeTakeFirst();
    return row && { holders: Number(row.holders), transfers: Number(row.transfers_24h), volume: row.volume_24h };
  }

  it('sums the transfers of the 24 hours up to the newest block, every kind but Receive, and lets them go as the window moves on', async () => {
    await write({
      headTime: T0 + 10,
      transactions: [
        operation(ROOT_A, 'Mint', 1000n, T0 + 1),
        operation(ROOT_A, 'Send', 300n, T0 + 5),
        operation(ROOT_A, 'Receive', 300n, T0 + 6),
        operation('', 'Send', 7n, T0 + 7),
      ],
    });
    expect(await figures(ROOT_A)).toEqual({ holders: 0, transfers: 2, volume: '1300' });
    await write({ headTime: T0 + DAY + 2, transactions: [operation(ROOT_A, 'Burn', 50n, T0 + DAY), operation(ROOT_B, 'Send', 9n, T0 + DAY + 1)] });
    // The mint at T0 + 1 has left the window (block time not after T0 + 2); the transfer at T0 + 5 is still in it.
    expect(await figures(ROOT_A)).toEqual({ holders: 0, transfers: 2, volume: '350' });
    expect(await figures(ROOT_B)).toEqual({ holders: 0, transfers: 1, volume: '9' });
    // A later group whose newest block is older moves nothing back; its transfers inside the window count.
    await write({ headTime: T0 + 100, transactions: [operation(ROOT_B, 'Send', 1n, T0 + DAY + 2)] });
    expect(await figures(ROOT_B)).toEqual({ holders: 0, transfers: 2, volume: '10' });
    await write({ headTime: T0 + 3 * DAY });
    expect(await figures(ROOT_A)).toEqual({ holders: 0, transfers: 0, volume: '0' });
    expect(await figures(ROOT_B)).toEqual({ holders: 0, transfers: 0, volume: '0' });
  });

  it('replaces a root’s holders and a day’s holders with what the indexer holds', async () => {
    await write({ holders: [{ root_address: ROOT_A, holders: 5n }], holdersDaily: [{ root_address: ROOT_A, day: T0, holders: 5n }] });
    await write({
      holders: [{ root_address: ROOT_A, holders: 3n }],
      holdersDaily: [
        { root_address: ROOT_A, day: T0, holders: 4n },
        { root_address: ROOT_A, day: T0 + 2 * DAY, holders: 3n },
      ],
    });
    expect((await figures(ROOT_A))?.holders).toBe(3);
    const days = await tokenRootDays(database.db, { rootAddress: ROOT_A, from: T0 + DAY, to: T0 + 3 * DAY });
    expect(days.holdersBefore).toBe(4n);
    // Every day of the range, each carrying the holders of the last change before its end.
    expect(days.days.map((day) => [Number(day.day) - T0, Number(day.transfers), day.volume, Number(day.holders)])).toEqual([
      [DAY, 0, '0', 4],
      [2 * DAY, 0, '0', 3],
      [3 * DAY, 0, '0', 3],
    ]);
  });

  it('gives every day of the range its transfers and volume (zeros on a quiet day) and the holders carried from the last change', async () => {
    const root = `0:${'e'.repeat(64)}`;
    await write({
      stats: [
        { root_address: root, day: T0, kind: 'Mint', count: 2n, amount: 100n },
        { root_address: root, day: T0, kind: 'Receive', count: 5n, amount: 500n },
        { root_address: root, day: T0 + DAY, kind: 'Send', count: 1n, amount: 7n },
        { root_address: root, day: T0 + DAY, kind: 'Burn', count: 1n, amount: 3n },
      ],
      holdersDaily: [{ root_address: root, day: T0, holders: 2n }],
    });
    const days = await tokenRootDays(database.db, { rootAddress: root, from: T0, to: T0 + 5 * DAY });
    expect(days.holdersBefore).toBe(0n);
    expect(days.days.map((day) => [Number(day.day) - T0, Number(day.transfers), day.volume, Number(day.holders)])).toEqual([
      [0, 2, '100', 2],
      [DAY, 2, '10', 2],
      [2 * DAY, 0, '0', 2],
      [3 * DAY, 0, '0', 2],
      [4 * DAY, 0, '0', 2],
      [5 * DAY, 0, '0', 2],
    ]);
  });

  it('refuses a range that ends before it starts or spans more than ten years', async () => {
    await expect(tokenRootDays(database.db, { rootAddress: ROOT_A, from: T0 + DAY, to: T0 })).rejects.toThrow(/fromDate/);
    await expect(tokenRootDays(database.db, { rootAddress: ROOT_A, from: 0, to: T0 })).rejects.toThrow(/fromDate/);
    await expect(tokenRootDays(database.db, { rootAddress: 'nope', from: T0, to: T0 })).rejects.toThrow(/rootAddress/);
  });
});
