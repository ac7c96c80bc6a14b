import { Address, hexToBytes } from '@tvmscan/tvm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search } from '../../src/queries/index.js';
import { hashOf, MASTER_SHARD, writeBatch } from './chain-rows.js';
import { syntheticChain } from './synthetic-chain.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from './test-database.js';

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

  it('finds nothing for other text and refuses overlong queries', async () => {
    expect(await search(database.db, 'ever')).toEqual(NOTHING);
    expect(await search(database.db, '')).toEqual(NOTHING);
    await expect(search(database.db, 'x'.repeat(201))).rejects.toMatchObject({ field: 'query' });
  });
});
