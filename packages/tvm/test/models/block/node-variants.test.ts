import { expect, it } from 'vitest';
import {
  readArchive,
  readBocSingle,
  Builder,
  Slice,
  type Cell,
  decodeBlock,
  encodeBlock,
  listShardDescrs,
  type Block,
  type MsgPackProcessingInfo,
  type ShardDescr,
  type ShardDescrTag,
  type ShardHashes,
} from '../../../src/index.js';
import { TlbError } from '../../../src/errors.js';
import type { BinTree } from '../../../src/dict/bin-tree.js';
import { describeWithFixtures, readFixture } from '../../../src/testing/index.js';

/** A block as a node would write it: decoding the encoded cell gives the value back, and encoding that gives the same hash. */
function roundTrip(block: Block): { cell: Cell; decoded: Block } {
  const cell = encodeBlock(block);
  const decoded = decodeBlock(cell);
  expect(decoded).toEqual(block);
  expect(encodeBlock(decoded).hashHex()).toBe(cell.hashHex());
  return { cell, decoded };
}

function firstTychoBlock(): Block {
  const entry = [...readArchive(readFixture('tycho/archive/archive_1.bin'))].find((e) => e.kind === 'block');
  if (!entry) throw new Error('the Tycho archive holds no block');
  return decodeBlock(readBocSingle(entry.data));
}

function everscaleBlock(file: string): Block {
  return decodeBlock(readBocSingle(readFixture(file)));
}

function tagOf(cell: Cell, bits = 32): number {
  return new Slice(cell).loadUint(bits);
}

/** Reference 3 of a 0x11ef55bb block: the state update, then the out-message queue updates. */
function queueUpdatesBits(cell: Cell): number {
  return cell.refs[2]!.bitLength;
}

function mapLeaves<V>(tree: BinTree<V>, f: (value: V) => V): BinTree<V> {
  return tree.kind === 'leaf'
    ? { kind: 'leaf', value: f(tree.value) }
    : { kind: 'fork', left: mapLeaves(tree.left, f), right: mapLeaves(tree.right, f) };
}

function withShardDescrs(block: Block, f: (descr: ShardDescr) => ShardDescr): Block {
  const custom = block.extra.custom!;
  const shardHashes: ShardHashes = custom.shardHashes.map((shards) => ({ ...shards, tree: mapLeaves(shards.tree, f) }));
  return { ...block, extra: { ...block.extra, custom: { ...custom, shardHashes } } };
}

const packInfo: MsgPackProcessingInfo = {
  round: 2n ** 63n + 5n,
  lastPackShard: { workchain: 0, shard: 0x8000000000000000n, prefixBits: 0, prefix: 0n },
  lastPackSeqno: 77n,
  lastPackHash: 'ab'.repeat(32),
  lastPartiallyIncluded: 'cd'.repeat(32),
};

const dictRoot = new Builder().storeUint(0b10, 2).storeUint(5, 32).endCell();

describeWithFixtures('Tycho: the two versions of the out-message queue updates', () => {
  it('reads a block of the first version (#1 diff_hash) and of the second (#1 diff_hash tail_len), and writes each back as it was', () => {
    const block = firstTychoBlock();
    expect(block.outMsgQueueUpdates).toMatchObject({ kind: 'tycho', tailLength: expect.any(Number) });
    const diffHash = 'ee'.repeat(32);

    const first = roundTrip({ ...block, outMsgQueueUpdates: { kind: 'tycho', diffHash, tailLength: null } });
    expect(queueUpdatesBits(first.cell)).toBe(4 + 256);
    expect(first.decoded.outMsgQueueUpdates).toEqual({ kind: 'tycho', diffHash, tailLength: null });

    const second = roundTrip({ ...block, outMsgQueueUpdates: { kind: 'tycho', diffHash, tailLength: 3 } });
    expect(queueUpdatesBits(second.cell)).toBe(4 + 256 + 32);
    expect(second.decoded.outMsgQueueUpdates).toEqual({ kind: 'tycho', diffHash, tailLength: 3 });
  });

  it('rejects queue updates of any other length or tag, naming the structure', () => {
    const block = firstTychoBlock();
    const root = encodeBlock(block);
    const container = (bits: (b: Builder) => void) => {
      const b = new Builder().storeRef(block.stateUpdate);
      bits(b);
      const [info, valueFlow, , extra] = root.refs;
      return new Builder()
        .storeUint(block.tag, 32)
        .storeInt(block.globalId, 32)
        .storeRef(info!)
        .storeRef(valueFlow!)
        .storeRef(b.endCell())
        .storeRef(extra!)
        .endCell();
    };
    const tooShort = container((b) => b.storeUint(1, 4).storeUint(0, 200));
    expect(() => decodeBlock(tooShort)).toThrow(/OutMsgQueueUpdates: 204 bits/);
    const otherTag = container((b) => b.storeUint(2, 4).storeUint(0, 256));
    expect(() => decodeBlock(otherTag)).toThrow(TlbError);
    expect(() => decodeBlock(otherTag)).toThrow('OutMsgQueueUpdates: unknown tag #2');
  });
});

describeWithFixtures('the Everscale node variants', () => {
  const MC_BLOCK = 'everscale/blocks/mc_block_with_shards.boc';

  it('BlockInfo #9bc7a989: pack_info after the references, present or not', () => {
    const block = everscaleBlock(MC_BLOCK);
    for (const value of [packInfo, { ...packInfo, lastPartiallyIncluded: null }, null]) {
      const { cell, decoded } = roundTrip({ ...block, info: { ...block.info, packInfo: value } });
      expect(tagOf(cell.refs[0]!)).toBe(0x9bc7a989);
      expect(decoded.info.packInfo).toEqual(value);
      expect(decoded.info.genUtimeMs).toBeNull();
    }
    expect(() => encodeBlock({ ...block, info: { ...block.info, packInfo, genUtimeMs: 5 } })).toThrow(/both gen_utime_ms and pack_info/);
  });

  it('BlockExtra #4a33f6fc: custom and ref_shard_blocks in a reference, standard message envelopes, told apart from Tycho’s', () => {
    const block = everscaleBlock(MC_BLOCK);
    for (const refShardBlocks of [dictRoot, null]) {
      const { cell, decoded } = roundTrip({ ...block, extra: { ...block.extra, tag: 0x4a33f6fc, refShardBlocks } });
      const extra = cell.refs[3]!;
      expect([tagOf(extra), extra.bitLength, extra.refs.length]).toEqual([0x4a33f6fc, 32 + 512, 4]);
      expect(decoded.extra.refShardBlocks === null ? null : decoded.extra.refShardBlocks?.hashHex()).toBe(refShardBlocks && refShardBlocks.hashHex());
      expect(decoded.extra.custom?.shardHashes).toEqual(block.extra.custom?.shardHashes);
    }
    const tycho = firstTychoBlock();
    expect(tycho.extra.tag).toBe(0x4a33f6fc);
    expect(tycho.extra.refShardBlocks).toBeUndefined();
    expect(() => encodeBlock({ ...block, extra: { ...block.extra, refShardBlocks: null } })).toThrow(
      /ref_shard_blocks exists only under tag #4a33f6fc/,
    );
  });

  it('McBlockExtra #dc75: copyleft messages after the mint message', () => {
    const block = everscaleBlock(MC_BLOCK);
    for (const copyleftMsgs of [dictRoot, null]) {
      const { cell, decoded } = roundTrip({ ...block, extra: { ...block.extra, custom: { ...block.extra.custom!, copyleftMsgs } } });
      expect(tagOf(cell.refs[3]!.refs[3]!, 16)).toBe(0xdc75);
      expect(decoded.extra.custom?.copyleftMsgs?.hashHex()).toBe(copyleftMsgs?.hashHex());
    }
  });

  const feesTails: { name: string; tag: ShardDescrTag; tail: Cell; mesh?: Cell | null }[] = [
    { name: '#c', tag: 0xc, tail: new Builder().storeMaybeRef(dictRoot).endCell() },
    { name: '#d', tag: 0xd, tail: new Builder().storeBit(false).storeUint(1, 8).storeRef(dictRoot).endCell() },
    { name: '#e', tag: 0xe, tail: new Builder().storeBit(false).storeBit(false).endCell() },
    { name: '#f', tag: 0xf, tail: new Builder().storeBit(false).storeBit(false).endCell(), mesh: dictRoot },
    { name: '#9', tag: 0x9, tail: new Builder().storeBit(false).storeBit(false).storeRef(dictRoot).endCell() },
  ];

  it.each(feesTails)('ShardDescr $name: the shard descriptions of a masterchain block keep what the fees reference adds', ({ tag, tail, mesh }) => {
    const block = everscaleBlock(MC_BLOCK);
    const variant = withShardDescrs(block, (descr) => ({ ...descr, tag, feesRefTail: tail, ...(mesh === undefined ? {} : { meshMsgQueues: mesh }) }));
    const { decoded } = roundTrip(variant);
    const descrs = listShardDescrs(decoded.extra.custom!.shardHashes).map((entry) => entry.descr);
    expect(descrs.length).toBeGreaterThan(0);
    for (const descr of descrs) {
      expect([descr.tag, descr.layout, descr.feesRefTail?.hashHex(), descr.meshMsgQueues?.hashHex()]).toEqual([
        tag,
        'standard',
        tail.hashHex(),
        mesh?.hashHex(),
      ]);
    }
    expect(() => encodeBlock(withShardDescrs(block, (descr) => ({ ...descr, tag })))).toThrow(
      `ShardDescr: tag #${tag.toString(16)} needs feesRefTail`,
    );
  });
});
