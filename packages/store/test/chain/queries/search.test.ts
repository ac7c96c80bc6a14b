import { Address, hexToBytes } from '@tvmscan/tvm';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search } from '../../../src/chain/queries/search.js';
import { accountPrefixStatement, hashPrefixStatement, SEARCH_RESULTS_PER_KIND } from '../../../src/chain/queries/search.js';
import { hashOf, MASTER_SHARD, writeBatch } from '../../support/chain-rows.js';
import { syntheticChain } from '../../support/synthetic-chain.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';

const chain = syntheticChain({ seed: 21, batches: 3 });
const NOTHING = { blocks: [], accounts: [], transactions: [], messages: [] };

describe.each(BACKENDS)('search on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    for (const batch of chain.batches) await writeBatch(database.db, batch.mcSeqno, batch.rows);
  }, 60_000);
  afterAll(async () => database.close());

  it('finds a transaction, a message and a block by hash, whatever the case and surrounding spaces', async () => {
    const transaction = chain.transactions[3]!;
    expect(await search(database.db, `  ${transaction.hash!.toUpperCase()} `)).toEqual({
      ...NOTHING,
      transactions: [{ hash: transaction.hash, now: BigInt(transaction.now) }],
    });
    const message = [...chain.messages.values()].find((m) => m.message_type === 'Internal')!;
    expect(await search(database.db, message.hash)).toEqual({
      ...NOTHING,
      messages: [{ hash: message.hash, message_type: 'Internal', created_at: BigInt(message.created_at!) }],
    });
    const block = chain.blocks[1]!;
    expect((await search(database.db, block.root_hash)).blocks).toEqual([
      { root_hash: block.root_hash, workchain: block.workchain, shard: block.shard, seqno: block.seqno, gen_utime: BigInt(block.gen_utime) },
    ]);
    expect(await search(database.db, hashOf('unknown'))).toEqual(NOTHING);
  });

  it('finds a block by workchain:shard:seqno, the shard in full or as its prefix', async () => {
    const master = chain.blocks.find((b) => b.workchain === -1 && b.seqno === 2)!;
    expect((await search(database.db, `-1:${MASTER_SHARD}:2`)).blocks.map((b) => b.root_hash)).toEqual([master.root_hash]);
    const shard = chain.blocks.find((b) => b.workchain === 0 && b.shard === 'c000000000000000' && b.seqno === 3)!;
    expect((await search(database.db, '0:C:3')).blocks.map((b) => b.root_hash)).toEqual([shard.root_hash]);
    expect(await search(database.db, '0:c:99')).toEqual(NOTHING);
  });

  it('finds an account by raw or friendly address', async () => {
    const user = chain.users[2]!;
    const expected = { workchain: 0, address: user.address, balance: chain.accounts.get(`0:${user.address}`)!.balance };
    expect(await search(database.db, `0:${user.address.toUpperCase()}`)).toEqual({ ...NOTHING, accounts: [expected] });
    const friendly = new Address(0, hexToBytes(user.address)).toFriendly();
    expect(await search(database.db, friendly)).toEqual({ ...NOTHING, accounts: [expected] });
    expect(await search(database.db, new Address(0, hexToBytes(user.address)).toFriendly({ bounceable: false, urlSafe: false }))).toEqual({
      ...NOTHING,
      accounts: [expected],
    });
    // Lowercasing a friendly address breaks its checksum: it no longer names the account.
    expect(await search(database.db, friendly.toLowerCase())).toEqual(NOTHING);
  });

  it('finds transactions, messages, blocks and accounts from the first four hex digits of their hash or address', async () => {
    const transaction = chain.transactions[5]!;
    const prefix = transaction.hash!.slice(0, 4);
    const byTransaction = await search(database.db, prefix.toUpperCase());
    expect(byTransaction.transactions).toContainEqual({ hash: transaction.hash, now: BigInt(transaction.now) });
    for (const hit of [...byTransaction.transactions, ...byTransaction.messages, ...byTransaction.blocks.map((b) => ({ hash: b.root_hash }))]) {
      expect(hit.hash.startsWith(prefix)).toBe(true);
    }
    const message = [...chain.messages.values()][7]!;
    expect((await search(database.db, message.hash.slice(0, 6))).messages.map((m) => m.hash)).toContain(message.hash);
    const block = chain.blocks[2]!;
    expect((await search(database.db, block.root_hash.slice(0, 10))).blocks.map((b) => b.root_hash)).toContain(block.root_hash);
    const user = chain.users[1]!;
    expect((await search(database.db, user.address.slice(0, 8))).accounts.map((a) => a.address)).toContain(user.address);
    expect((await search(database.db, `0:${user.address.slice(0, 8)}`)).accounts.map((a) => a.address)).toContain(user.address);
    expect((await search(database.db, `-1:${user.address.slice(0, 8)}`)).accounts).toEqual([]);
    // A full 64-digit account id without its workchain is found too.
    expect((await search(database.db, user.address)).accounts.map((a) => a.address)).toEqual([user.address]);
    expect(await search(database.db, prefix.slice(0, 3))).toEqual(NOTHING);
  });

  it(`lists several results of a kind, at most ${SEARCH_RESULTS_PER_KIND}, in hash order`, async () => {
    const addresses = Array.from({ length: SEARCH_RESULTS_PER_KIND + 2 }, (_, index) => `facade${String(index).padStart(58, '0')}`);
    await database.db
      .insertInto('accounts')
      .values(addresses.map((address) => ({ workchain: 0, address, balance: '1', state: 'Active' })))
      .execute();
    try {
      const found = await search(database.db, 'FACADE');
      expect(found.accounts.map((a) => a.address)).toEqual(addresses.slice(0, SEARCH_RESULTS_PER_KIND));
    } finally {
      await database.db.deleteFrom('accounts').where('address', 'in', addresses).execute();
    }
  });

  it('reads a prefix through the primary-key indexes, never by scanning a table', async () => {
    const plans = await database.db.transaction().execute(async (trx) => {
      // The test tables are small enough that a scan would be cheaper; forbidding scans shows whether an index can serve.
      await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
      const explain = async (compiled: CompiledQuery) => {
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]));
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      return [await explain(hashPrefixStatement('ab12').compile(trx)), await explain(accountPrefixStatement(trx, [-1, 0], 'ab12').compile())];
    });
    const plan = plans.join('\n');
    expect(plan).not.toContain('Seq Scan');
    for (const index of ['blocks_pkey', 'transactions_pkey', 'messages_pkey', 'accounts_pkey'])
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index}`));
  });

  it('finds nothing for other text and refuses overlong queries', async () => {
    expect(await search(database.db, 'ever')).toEqual(NOTHING);
    expect(await search(database.db, '')).toEqual(NOTHING);
    await expect(search(database.db, 'x'.repeat(201))).rejects.toMatchObject({ field: 'query' });
  });
});
