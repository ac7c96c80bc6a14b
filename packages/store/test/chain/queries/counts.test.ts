import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCountQuery } from '../../../src/chain/queries/accounts.js';
import { blockCountQuery } from '../../../src/chain/queries/blocks.js';
import { cachedCount, countCacheKey } from '../../../src/chain/queries/counts.js';
import { messageCountQuery } from '../../../src/chain/queries/messages.js';
import { transactionCountQuery, type TransactionFilter } from '../../../src/chain/queries/transactions.js';
import { rawAddress, writeBatch } from '../../support/chain-rows.js';
import { syntheticChain } from '../../support/synthetic-chain.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';

const chain = syntheticChain({ seed: 9, batches: 6 });
const elector = rawAddress(-1, chain.elector.address);
const filter: TransactionFilter = { excludeAccounts: [elector], txTypes: ['Ordinary'] };
const matching = (mcSeqno: number) =>
  BigInt(chain.transactions.filter((t) => t.mc_seqno <= mcSeqno && t.account !== chain.elector.address && t.tx_type === 'Ordinary').length);

describe.each(BACKENDS)('cached counts on %s', (backend) => {
  let database: TestDatabase;
  const stored = async (key: string) =>
    database.db.selectFrom('count_cache').select(['count', 'computed_mc_seqno']).where('key', '=', key).executeTakeFirst();

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  }, 60_000);
  afterAll(async () => database.close());

  it('counts without caching before anything is indexed', async () => {
    expect(await cachedCount(database.db, transactionCountQuery, filter)).toEqual({ count: 0n, mcSeqno: 0, cached: false });
    expect(await stored(countCacheKey(transactionCountQuery, filter))).toBeUndefined();
  });

  it('stores a count at the checkpoint, serves it from the cache until the checkpoint moves, then counts again', async () => {
    for (const batch of chain.batches.slice(0, 4)) await writeBatch(database.db, batch.mcSeqno, batch.rows);
    const key = countCacheKey(transactionCountQuery, filter);
    expect(await cachedCount(database.db, transactionCountQuery, filter)).toEqual({ count: matching(4), mcSeqno: 4, cached: false });
    expect(await stored(key)).toEqual({ count: matching(4), computed_mc_seqno: 4 });

    // The cache is really read: a changed stored count comes back as it is.
    await database.db.updateTable('count_cache').set({ count: 999n }).where('key', '=', key).execute();
    expect(await cachedCount(database.db, transactionCountQuery, filter)).toEqual({ count: 999n, mcSeqno: 4, cached: true });

    await writeBatch(database.db, 5, chain.batches[4]!.rows);
    expect(await cachedCount(database.db, transactionCountQuery, filter, { maxLag: 1 })).toEqual({ count: 999n, mcSeqno: 4, cached: true });
    expect(await cachedCount(database.db, transactionCountQuery, filter)).toEqual({ count: matching(5), mcSeqno: 5, cached: false });
    expect(await stored(key)).toEqual({ count: matching(5), computed_mc_seqno: 5 });
    expect(matching(5)).toBeGreaterThan(matching(4));
  });

  it('keys equal filters alike however they are written, and different lists apart', () => {
    const shuffled: TransactionFilter = { txTypes: ['Ordinary', 'Ordinary'], excludeAccounts: [elector.toUpperCase(), elector], timeGe: undefined };
    expect(countCacheKey(transactionCountQuery, shuffled)).toBe(countCacheKey(transactionCountQuery, filter));
    const [a, b] = chain.users.map((user) => rawAddress(0, user.address));
    expect(countCacheKey(transactionCountQuery, { includeAccounts: [a!, b!] })).toBe(
      countCacheKey(transactionCountQuery, { includeAccounts: [b!, a!] }),
    );
    expect(countCacheKey(transactionCountQuery, { timeGe: 5 })).toBe(countCacheKey(transactionCountQuery, { timeGe: 5n }));
    expect(countCacheKey(transactionCountQuery, { timeGe: 5 })).not.toBe(countCacheKey(transactionCountQuery, { timeLe: 5 }));
    const keys = [
      countCacheKey(blockCountQuery, {}),
      countCacheKey(messageCountQuery, {}),
      countCacheKey(accountCountQuery, {}),
      countCacheKey(transactionCountQuery, {}),
    ];
    expect(new Set(keys).size).toBe(4);
  });

  it('caches each list kind', async () => {
    const blocks = await cachedCount(database.db, blockCountQuery, { transactionCountGe: 1 });
    expect(blocks.count).toBe(BigInt(chain.blocks.filter((b) => b.mc_seqno <= 5 && b.transaction_count >= 1).length));
    expect((await cachedCount(database.db, blockCountQuery, { transactionCountGe: 1 })).cached).toBe(true);
    const messages = await cachedCount(database.db, messageCountQuery, { messageTypes: ['ExternalIn'] });
    expect(messages.count).toBe(BigInt([...chain.messages.values()].filter((m) => m.mc_seqno <= 5 && m.message_type === 'ExternalIn').length));
    expect((await cachedCount(database.db, accountCountQuery, {})).count).toBe(BigInt(chain.accounts.size));
  });

  it('refuses a bad filter before looking at the cache', async () => {
    await expect(cachedCount(database.db, transactionCountQuery, { txTypes: ['Bogus' as never] })).rejects.toMatchObject({ field: 'txTypes' });
    await expect(cachedCount(database.db, transactionCountQuery, filter, { maxLag: -1 })).rejects.toMatchObject({ field: 'maxLag' });
    await expect(cachedCount(database.db, transactionCountQuery, filter, { capacity: 0 })).rejects.toMatchObject({ field: 'capacity' });
  });

  it('counts and caches filters of a hundred distinct addresses (the key is a hash, not the filter)', async () => {
    const randomAddresses = () => Array.from({ length: 100 }, () => `0:${randomBytes(32).toString('hex')}`);
    const transactions = { includeAccounts: randomAddresses(), excludeAccounts: randomAddresses() };
    expect(await cachedCount(database.db, transactionCountQuery, transactions)).toMatchObject({ count: 0n, cached: false });
    expect(await cachedCount(database.db, transactionCountQuery, transactions)).toMatchObject({ count: 0n, cached: true });
    const messages = {
      includeSrcAccounts: randomAddresses(),
      excludeSrcAccounts: randomAddresses(),
      includeDstAccounts: randomAddresses(),
      excludeDstAccounts: randomAddresses(),
    };
    expect((await cachedCount(database.db, messageCountQuery, messages)).count).toBe(0n);
    expect(countCacheKey(transactionCountQuery, transactions)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps at most `capacity` counts, the most recently computed, and drops counts too old to be used', async () => {
    const rows = async () =>
      Number(
        (
          await database.db
            .selectFrom('count_cache')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const distinct = (index: number): TransactionFilter => ({ timeGe: index });
    for (let index = 0; index < 40; index++) await cachedCount(database.db, transactionCountQuery, distinct(index), { maxLag: 10, capacity: 8 });
    expect(await rows()).toBe(8);
    expect((await cachedCount(database.db, transactionCountQuery, distinct(39), { maxLag: 10, capacity: 8 })).cached).toBe(true);
    expect((await cachedCount(database.db, transactionCountQuery, distinct(0), { maxLag: 10, capacity: 8 })).cached).toBe(false);

    // Once the chain has moved past maxLag, a new count drops every count that could no longer be served.
    await writeBatch(database.db, 6, chain.batches[5]!.rows);
    await cachedCount(database.db, transactionCountQuery, distinct(100), { maxLag: 0, capacity: 8 });
    expect(await rows()).toBe(1);
  });
});
