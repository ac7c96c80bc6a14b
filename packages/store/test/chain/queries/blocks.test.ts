import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockRow, ShardDescriptionRow } from '../../../src/chain/chain-rows.js';
import {
  blockDetails,
  blockMessages,
  blockTransactions,
  countBlocks,
  listBlocks,
  type BlockFilter,
  type BlockSort,
} from '../../../src/chain/queries/blocks.js';
import { keyBlockConfig } from '../../../src/chain/queries/config.js';
import { QueryInputError } from '../../../src/sql/errors.js';
import type { SortOrder } from '../../../src/sql/paging.js';
import { blockRow, hashOf, MASTER_SHARD, writeBatch } from '../../support/chain-rows.js';
import { syntheticChain } from '../../support/synthetic-chain.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { compareBigint, compareText, walkForward } from '../../support/walk.js';

const chain = syntheticChain({ seed: 3, batches: 8 });
const EMPTY_BATCH = 9;
const emptyBlocks = ['2000000000000000', '6000000000000000'].map((shard) =>
  blockRow({ workchain: 0, shard, seqno: EMPTY_BATCH, mc_seqno: EMPTY_BATCH, gen_utime: 1_700_000_041 }),
);
const masterNine = blockRow({
  workchain: -1,
  shard: MASTER_SHARD,
  seqno: EMPTY_BATCH,
  mc_seqno: EMPTY_BATCH,
  gen_utime: 1_700_000_042,
  is_key_block: true,
});
const blocks = [...chain.blocks, ...emptyBlocks, masterNine];
/** The shard tops masterNine names: the two empty blocks. */
const shardTops: ShardDescriptionRow[] = emptyBlocks.map((block) => ({
  mc_seqno: EMPTY_BATCH,
  workchain: block.workchain,
  shard: block.shard,
  seqno: block.seqno,
  root_hash: block.root_hash,
  file_hash: block.file_hash,
  reg_mc_seqno: EMPTY_BATCH,
  start_lt: block.start_lt,
  end_lt: block.end_lt,
  gen_utime: block.gen_utime,
  min_ref_mc_seqno: EMPTY_BATCH - 1,
  before_split: false,
  before_merge: false,
  want_split: false,
  want_merge: false,
  fees_collected: '1500',
  funds_created: '1000000000',
}));

const configRow = (mcSeqno: number) => ({
  mc_seqno: mcSeqno,
  block_root_hash: mcSeqno === 0 ? null : hashOf(`key block ${mcSeqno}`),
  gen_utime: 1_700_000_000 + mcSeqno,
  config_address: '5'.repeat(64),
  boc: new Uint8Array([mcSeqno]),
});

function expectedBlocks(filter: BlockFilter, by: BlockSort, order: SortOrder): string[] {
  const ascending = (a: BlockRow, b: BlockRow) =>
    by === 'genUtime'
      ? compareBigint(a.gen_utime, b.gen_utime) || compareText(a.root_hash, b.root_hash)
      : a.seqno - b.seqno || a.workchain - b.workchain || compareText(a.shard, b.shard);
  return blocks
    .filter((block) => filter.workchain === undefined || block.workchain === filter.workchain)
    .filter((block) => block.transaction_count >= (filter.transactionCountGe ?? 0))
    .sort((a, b) => (order === 'ASC' ? ascending(a, b) : ascending(b, a)))
    .map((block) => block.root_hash);
}

describe.each(BACKENDS)('block queries on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    for (const batch of chain.batches) await writeBatch(database.db, batch.mcSeqno, batch.rows);
    await writeBatch(database.db, EMPTY_BATCH, {
      blocks: [...emptyBlocks, masterNine],
      configs: [configRow(0), configRow(EMPTY_BATCH)],
      shardDescriptions: shardTops,
    });
  }, 60_000);
  afterAll(async () => database.close());

  it('finds a block by root hash and by workchain, shard and seqno, with its neighbours in the shard', async () => {
    const block = chain.blocks.find((b) => b.workchain === 0 && b.seqno === 4)!;
    const byHash = (await blockDetails(database.db, { hash: block.root_hash.toUpperCase() }))!;
    expect(byHash.block).toMatchObject({ root_hash: block.root_hash, seqno: 4, shard: block.shard, gen_utime: BigInt(block.gen_utime) });
    expect(byHash.block.value_flow).toEqual(JSON.parse(block.value_flow));
    expect(byHash.previous).toEqual({ root_hash: hashOf(`block 0 ${block.shard} 3`), workchain: 0, shard: block.shard, seqno: 3 });
    expect(byHash.next).toEqual({ root_hash: hashOf(`block 0 ${block.shard} 5`), workchain: 0, shard: block.shard, seqno: 5 });
    const byId = await blockDetails(database.db, { workchain: 0, shard: block.shard.toUpperCase(), seqno: 4 });
    expect(byId).toEqual(byHash);
    expect(await blockDetails(database.db, { workchain: 0, shard: block.shard, seqno: 99 })).toBeUndefined();
    expect(await blockDetails(database.db, { hash: hashOf('no block') })).toBeUndefined();
    const first = (await blockDetails(database.db, { workchain: -1, shard: MASTER_SHARD, seqno: 1 }))!;
    expect(first.previous).toBeNull();
    expect(first.next?.seqno).toBe(2);
    expect((await blockDetails(database.db, { workchain: -1, shard: MASTER_SHARD, seqno: EMPTY_BATCH }))!.next).toBeNull();
  });

  it('follows a merge: the merged block is the next of both its previous blocks, and its previous is the left one', async () => {
    const left = blockRow({ workchain: 7, shard: '4000000000000000', seqno: 10, mc_seqno: EMPTY_BATCH, gen_utime: 1_700_000_100 });
    const right = blockRow({ workchain: 7, shard: 'c000000000000000', seqno: 12, mc_seqno: EMPTY_BATCH, gen_utime: 1_700_000_100, want_merge: true });
    const merged = blockRow({
      workchain: 7,
      shard: '8000000000000000',
      seqno: 13,
      mc_seqno: EMPTY_BATCH,
      gen_utime: 1_700_000_110,
      after_merge: true,
      prev1_seqno: 10,
      prev1_root_hash: left.root_hash,
      prev2_seqno: 12,
      prev2_root_hash: right.root_hash,
    });
    const merge = await openTestDatabase(backend);
    try {
      await writeBatch(merge.db, 1, { blocks: [left, right, merged] });
      const ref = (row: BlockRow) => ({ root_hash: row.root_hash, workchain: 7, shard: row.shard, seqno: row.seqno });
      expect((await blockDetails(merge.db, { hash: left.root_hash }))!.next).toEqual(ref(merged));
      expect((await blockDetails(merge.db, { hash: right.root_hash }))!.next).toEqual(ref(merged));
      expect((await blockDetails(merge.db, { hash: merged.root_hash }))!.previous).toEqual(ref(left));
    } finally {
      await merge.close();
    }
  });

  it('lists blocks by time or seqno both ways, hiding empty ones on request, by workchain', async () => {
    const cases: [BlockFilter, BlockSort, SortOrder][] = [
      [{}, 'genUtime', 'DESC'],
      [{}, 'genUtime', 'ASC'],
      [{ transactionCountGe: 1 }, 'genUtime', 'DESC'],
      [{ transactionCountGe: 3 }, 'seqno', 'DESC'],
      [{ workchain: -1 }, 'seqno', 'ASC'],
      [{ workchain: 0, transactionCountGe: 1 }, 'genUtime', 'DESC'],
    ];
    for (const [filter, by, order] of cases) {
      const want = expectedBlocks(filter, by, order);
      const walk = await walkForward((page) => listBlocks(database.db, filter, page, { by, order }), 4);
      expect(
        walk.items.map((block) => block.root_hash),
        `${JSON.stringify(filter)} ${by} ${order}`,
      ).toEqual(want);
      expect(await countBlocks(database.db, filter)).toBe(BigInt(want.length));
    }
    expect(expectedBlocks({ transactionCountGe: 1 }, 'genUtime', 'DESC').length).toBeLessThan(blocks.length);
  });

  it('walks the block list over the blocks present when it began while new batches arrive', async () => {
    const before = expectedBlocks({}, 'genUtime', 'DESC');
    let seqno = EMPTY_BATCH;
    const walk = await walkForward(
      (page) => listBlocks(database.db, {}, page),
      5,
      async () => {
        seqno++;
        // A late shard block whose time falls among the blocks not walked yet.
        await writeBatch(database.db, seqno, {
          blocks: [blockRow({ workchain: 0, shard: 'e000000000000000', seqno, mc_seqno: seqno, gen_utime: 1_700_000_010 })],
        });
      },
    );
    expect(walk.items.map((block) => block.root_hash)).toEqual(before);
    expect(await countBlocks(database.db, {})).toBe(BigInt(before.length + seqno - EMPTY_BATCH));
  });

  it("gives a block's transactions, messages, account blocks and shard descriptions", async () => {
    const block = chain.blocks.find((b) => b.workchain === 0 && b.transaction_count > 3)!;
    const transactions = chain.transactions.filter((t) => t.block_root_hash === block.root_hash);
    const walk = await walkForward((page) => blockTransactions(database.db, block.root_hash, page), 10);
    expect(walk.items.map((t) => t.hash).sort()).toEqual(transactions.map((t) => t.hash).sort());
    const inBlock = new Set(transactions.map((t) => t.hash));
    const outgoing = [...chain.messages.values()].filter((m) => m.src_transaction_hash && inBlock.has(m.src_transaction_hash));
    const incoming = [...chain.messages.values()].filter((m) => m.dst_transaction_hash && inBlock.has(m.dst_transaction_hash));
    const out = await blockMessages(database.db, block.root_hash, { limit: 100 }, true);
    const into = await blockMessages(database.db, block.root_hash, { limit: 100 }, false);
    const both = await blockMessages(database.db, block.root_hash, { limit: 100 });
    expect(out.items.map((m) => m.hash).sort()).toEqual(outgoing.map((m) => m.hash).sort());
    expect(into.items.map((m) => m.hash).sort()).toEqual(incoming.map((m) => m.hash).sort());
    expect(both.items.map((m) => m.hash).sort()).toEqual([...new Set([...outgoing, ...incoming].map((m) => m.hash))].sort());
    expect(outgoing.length).toBeGreaterThan(0);
    expect(incoming.length).toBeGreaterThan(0);

    const details = (await blockDetails(database.db, { hash: block.root_hash }))!;
    const accounts = details.accountBlocks;
    expect(accounts.reduce((sum, row) => sum + row.transaction_count, 0)).toBe(transactions.length);
    expect(accounts.map((row) => row.account)).toEqual([...new Set(transactions.map((t) => t.account))].sort());
    const written = chain.batches
      .flatMap((batch) => batch.rows.accountBlocks)
      .filter((row) => row.block_root_hash === block.root_hash)
      .map(({ block_root_hash: _block, ...row }) => row);
    expect(accounts).toEqual(written.sort((a, b) => compareText(a.account, b.account)));
    expect(details.shardDescriptions).toEqual([]);

    const master = (await blockDetails(database.db, { workchain: -1, shard: MASTER_SHARD, seqno: EMPTY_BATCH }))!;
    expect(master.accountBlocks).toEqual([]);
    // Read back as written, int8 columns as bigint, in shard order.
    expect(master.shardDescriptions).toEqual(
      shardTops.map((row) => ({
        ...row,
        reg_mc_seqno: BigInt(row.reg_mc_seqno),
        start_lt: BigInt(row.start_lt),
        end_lt: BigInt(row.end_lt),
        gen_utime: BigInt(row.gen_utime),
        min_ref_mc_seqno: BigInt(row.min_ref_mc_seqno),
      })),
    );
    expect((await blockDetails(database.db, { workchain: -1, shard: MASTER_SHARD, seqno: 1 }))!.shardDescriptions).toEqual([]);
  });

  it('gives the key-block config: the latest, or the one in force at a masterchain seqno', async () => {
    expect((await keyBlockConfig(database.db))?.mc_seqno).toBe(EMPTY_BATCH);
    const zero = (await keyBlockConfig(database.db, { mcSeqno: EMPTY_BATCH - 1 }))!;
    expect(zero.mc_seqno).toBe(0);
    expect(zero.boc).toEqual(new Uint8Array([0]));
  });

  it('refuses malformed block ids naming the field', async () => {
    const field = (call: () => Promise<unknown>) =>
      call().then(
        () => null,
        (error: unknown) => (error instanceof QueryInputError ? error.field : error),
      );
    expect(await field(() => blockDetails(database.db, { workchain: 0, shard: '80', seqno: 1 }))).toBe('shard');
    expect(await field(() => blockDetails(database.db, { workchain: 0, shard: MASTER_SHARD, seqno: -1 }))).toBe('seqno');
    expect(await field(() => blockDetails(database.db, { hash: 'abc' }))).toBe('hash');
    expect(await field(() => listBlocks(database.db, {}, { limit: 5 }, { by: 'size' as never, order: 'ASC' }))).toBe('ordering');
    expect(await field(() => countBlocks(database.db, { transactionCountGe: 0.5 }))).toBe('transactionCountGe');
  });
});
