import { expect, it } from 'vitest';
import {
  readBocSingle,
  type Cell,
  blockShardDescriptions,
  blockTransactions,
  decodeBlock,
  encodeBlock,
  keyToBits256,
  type Block,
  type InMsg,
  type OutMsg,
  decodeTransaction,
} from '../../../src/index.js';
import { describeWithFixtures, listFixtures, readFixture } from '../../../src/testing/index.js';

const MC = 0x8000000000000000n;
const KEY_BLOCK_PARAMS = [0, 1, 2, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 29, 31, 32, 34];

interface Expected {
  file: string;
  tag: number;
  globalId: number;
  workchain: number;
  seqno: number;
  date: string;
  keyBlock: boolean;
  txs: number;
  accounts: number;
  /** Workchains in the masterchain block's shard hashes. */
  shardWorkchains: number[];
  configParams?: number[];
}

/** The single-block fixtures, with the values the fixtures README states for each. */
const BLOCKS: Expected[] = [
  {
    file: 'everscale/blocks/empty_shard_block.boc',
    tag: 0x11ef55aa,
    globalId: 42,
    workchain: 0,
    seqno: 31806178,
    date: '2023-01-23',
    keyBlock: false,
    txs: 0,
    accounts: 0,
    shardWorkchains: [],
  },
  {
    file: 'everscale/blocks/mc_block_with_shards.boc',
    tag: 0x11ef55aa,
    globalId: 42,
    workchain: -1,
    seqno: 77,
    date: '2020-05-07',
    keyBlock: false,
    txs: 5,
    accounts: 3,
    shardWorkchains: [0],
  },
  {
    file: 'everscale/blocks/mc_key_block.boc',
    tag: 0x11ef55aa,
    globalId: 42,
    workchain: -1,
    seqno: 24715347,
    date: '2023-01-23',
    keyBlock: true,
    txs: 5,
    accounts: 3,
    shardWorkchains: [0],
    configParams: KEY_BLOCK_PARAMS,
  },
  {
    file: 'everscale/blocks/mc_simple_block.boc',
    tag: 0x11ef55aa,
    globalId: 42,
    workchain: -1,
    seqno: 24721433,
    date: '2023-01-23',
    keyBlock: false,
    txs: 5,
    accounts: 3,
    shardWorkchains: [0],
  },
  {
    file: 'everscale/blocks/simple_shard_block.boc',
    tag: 0x11ef55aa,
    globalId: 42,
    workchain: 0,
    seqno: 31806148,
    date: '2023-01-23',
    keyBlock: false,
    txs: 7,
    accounts: 5,
    shardWorkchains: [],
  },
  {
    file: 'everscale/devnet-gid42/key_block_1159_two_workchains.boc',
    tag: 0x11ef55aa,
    globalId: 42,
    workchain: -1,
    seqno: 1159,
    date: '2021-08-02',
    keyBlock: true,
    txs: 6,
    accounts: 4,
    shardWorkchains: [0, 1],
    configParams: KEY_BLOCK_PARAMS,
  },
  {
    file: 'everscale/testnet-gid1/first_block.boc',
    tag: 0x11ef55aa,
    globalId: 1,
    workchain: -1,
    seqno: 1,
    date: '2023-02-07',
    keyBlock: false,
    txs: 2,
    accounts: 2,
    shardWorkchains: [0],
  },
  {
    file: 'ton/blocks/ton_mainnet_key_block_2908265.boc',
    tag: 0x11ef55aa,
    globalId: -239,
    workchain: -1,
    seqno: 2908265,
    date: '2020-03-24',
    keyBlock: true,
    txs: 6,
    accounts: 3,
    shardWorkchains: [0],
    configParams: [0, 1, 2, 4, 7, 8, 9, 10, 12, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 29, 31, 32, 34],
  },
  {
    file: 'tycho/blocks/mc-block-1.boc',
    tag: 0x11ef55bb,
    globalId: 0,
    workchain: -1,
    seqno: 1,
    date: '2025-01-24',
    keyBlock: false,
    txs: 3,
    accounts: 2,
    shardWorkchains: [0],
  },
  {
    file: 'tycho/blocks/shard-block-11.boc',
    tag: 0x11ef55bb,
    globalId: 0,
    workchain: 0,
    seqno: 11,
    date: '2025-09-09',
    keyBlock: false,
    txs: 1,
    accounts: 1,
    shardWorkchains: [],
  },
  ...tychoDumpBlock('dump/-1_8000000000000000_57_', '2026-01-06', 3, 2),
  ...tychoDumpBlock('dump/0_8000000000000000_35_', '2026-01-06', 26, 9),
  ...tychoDumpBlock('dump/0_8000000000000000_36_', '2026-01-06', 24, 9),
  ...tychoDumpBlock('dump_one_shard/-1_8000000000000000_76_', '2026-03-06', 3, 2),
  ...tychoDumpBlock('dump_one_shard/0_8000000000000000_83_', '2026-03-06', 2, 2),
];

/** A Tycho test-net dump block, found by the start of its name: `<wc>_<shard>_<seqno>_<root hash>_<file hash>.block`. */
function tychoDumpBlock(prefix: string, date: string, txs: number, accounts: number): Expected[] {
  return listFixtures()
    .filter((file) => file.startsWith(`tycho/testnet-dump/${prefix}`) && file.endsWith('.block'))
    .map((file) => {
      const [workchain, , seqno] = file.split('/').pop()!.split('_');
      const mc = workchain === '-1';
      return {
        file,
        tag: 0x11ef55bb,
        globalId: 8279183,
        workchain: Number(workchain),
        seqno: Number(seqno),
        date,
        keyBlock: false,
        txs,
        accounts,
        shardWorkchains: mc ? [0] : [],
      };
    });
}

function decodeFixture(file: string): { cell: Cell; block: Block } {
  const cell = readBocSingle(readFixture(file));
  return { cell, block: decodeBlock(cell) };
}

function inMsgCell(msg: InMsg): Cell {
  return 'msg' in msg ? msg.msg : msg.inMsg.msg;
}

function outMsgCell(msg: OutMsg): Cell | null {
  if ('msg' in msg) return msg.msg;
  return 'outMsg' in msg ? msg.outMsg.msg : null;
}

describeWithFixtures('blocks from the fixtures', () => {
  it('covers every dump block the fixtures hold', () => {
    expect(BLOCKS.filter((b) => b.file.startsWith('tycho/testnet-dump/'))).toHaveLength(5);
  });

  it.each(BLOCKS)('$file: decodes to the values the README states and re-encodes to the same hash', (expected) => {
    const { cell, block } = decodeFixture(expected.file);
    const { info } = block;
    expect(block.tag).toBe(expected.tag);
    expect(block.globalId).toBe(expected.globalId);
    expect(info.shard.workchain).toBe(expected.workchain);
    expect(info.shard.shard).toBe(MC);
    expect(info.seqno).toBe(expected.seqno);
    expect(new Date(info.genUtime * 1000).toISOString().slice(0, 10)).toBe(expected.date);
    expect(info.keyBlock).toBe(expected.keyBlock);
    expect(info.masterRef === null).toBe(expected.workchain === -1);
    expect(blockTransactions(block)).toHaveLength(expected.txs);
    expect(block.extra.accountBlocks.entries).toHaveLength(expected.accounts);
    expect([...new Set(blockShardDescriptions(block).map((shard) => shard.workchain))]).toEqual(expected.shardWorkchains);
    expect(block.extra.custom !== null).toBe(expected.workchain === -1);
    expect(encodeBlock(block).hashHex()).toBe(cell.hashHex());
  });

  it.each(BLOCKS.filter((b) => b.configParams))('$file: the key block carries the full config', ({ file, configParams }) => {
    const { block } = decodeFixture(file);
    const config = block.extra.custom!.config!;
    expect([...config.params.keys()].sort((a, b) => a - b)).toEqual(configParams);
    expect(config.address).toBe('5'.repeat(64));
  });

  it.each(BLOCKS.filter((b) => !b.configParams))('$file: an ordinary block has no config', ({ file }) => {
    expect(decodeFixture(file).block.extra.custom?.config ?? null).toBeNull();
  });

  it.each(BLOCKS.filter((b) => b.txs > 0))('$file: each transaction cell is the transaction of its account at its lt', ({ file }) => {
    const { block } = decodeFixture(file);
    const transactions = blockTransactions(block);
    const order = transactions.map(({ account, lt }) => `${account}:${lt.toString().padStart(20, '0')}`);
    expect(order).toEqual([...order].sort());
    for (const { account, lt, cell } of transactions) {
      const tx = decodeTransaction(cell);
      expect([tx.accountAddr, tx.lt]).toEqual([account, lt]);
    }
  });

  it.each(BLOCKS)('$file: message descriptions are keyed by the hash of the message they carry', ({ file }) => {
    const { block } = decodeFixture(file);
    for (const { key, value } of block.extra.inMsgDescr.entries) expect(keyToBits256(key)).toBe(inMsgCell(value).hashHex());
    for (const { key, value } of block.extra.outMsgDescr.entries) {
      const cell = outMsgCell(value);
      if (cell) expect(keyToBits256(key)).toBe(cell.hashHex());
    }
  });

  it('reads the Tycho layout: gen_utime_ms, its queue-update record, its block extra and shard descriptions', () => {
    const { block } = decodeFixture('tycho/blocks/mc-block-1.boc');
    expect(block.info.genUtimeMs).not.toBeNull();
    expect(block.outMsgQueueUpdates?.kind).toBe('tycho');
    expect(block.extra.tag).toBe(0x4a33f6fc);
    const shards = blockShardDescriptions(block);
    expect(shards.map(({ workchain, shard, descr }) => [workchain, shard, descr.layout])).toEqual([[0, MC, 'tycho']]);
  });

  it('reads the standard layout of an Everscale masterchain block', () => {
    const { block } = decodeFixture('everscale/blocks/mc_simple_block.boc');
    expect(block.info.genUtimeMs).toBeNull();
    expect(block.outMsgQueueUpdates).toBeNull();
    expect(block.extra.tag).toBe(0x4a33f6fd);
    expect(block.valueFlow.version).toBe('v1');
    expect(blockShardDescriptions(block).every(({ descr }) => descr.layout === 'standard')).toBe(true);
  });

  it('tells the shard of each description of a split workchain from its tree path', () => {
    const { block } = decodeFixture('everscale/blocks/mc_block_with_shards.boc');
    const shards = blockShardDescriptions(block).map(({ shard }) => shard.toString(16));
    expect(shards).toEqual(['4000000000000000', 'a000000000000000', 'e000000000000000']);
  });

  it('matches the block id published beside the Tycho shard block', () => {
    const [workchain, shard, seqno, rootHash] = new TextDecoder().decode(readFixture('tycho/blocks/shard-block-11.id.txt')).trim().split(':');
    const { cell, block } = decodeFixture('tycho/blocks/shard-block-11.boc');
    expect([block.info.shard.workchain, block.info.shard.shard.toString(16), block.info.seqno]).toEqual([Number(workchain), shard, Number(seqno)]);
    expect(cell.hashHex()).toBe(rootHash);
  });
});
