import { describe, expect, it } from 'vitest';
import {
  Builder,
  Slice,
  type Cell,
  decodeBlock,
  decodeInMsg,
  decodeOutMsg,
  decodeValueFlow,
  encodeInMsg,
  encodeMsgEnvelope,
  encodeOutMsg,
  encodeValueFlow,
  loadShardDescr,
  shardIdFromPath,
  storeShardDescr,
  type InMsg,
  type MsgEnvelope,
  type OutMsg,
  type ShardDescr,
  type ValueFlow,
  type CurrencyCollection,
} from '../../../src/index.js';
import { TlbError } from '../../../src/errors.js';

const msg = new Builder().storeUint(0xabc, 12).endCell();
const transaction = new Builder().storeUint(0x7, 4).endCell();
const proof = new Builder().storeUint(1, 1).endCell();
const envelope: MsgEnvelope = {
  curAddr: { kind: 'regular', useDestBits: 0 },
  nextAddr: { kind: 'simple', workchain: -1, addrPfx: 0x8000000000000000n },
  fwdFeeRemaining: 1000n,
  msg,
};
const otherEnvelope: MsgEnvelope = { ...envelope, nextAddr: { kind: 'ext', workchain: 7, addrPfx: 1n }, fwdFeeRemaining: 0n };

function firstBits(cell: Cell, bits: number): number {
  return new Slice(cell).loadUint(bits);
}

function coins(value: bigint): CurrencyCollection {
  return { coins: value, other: [] };
}

describe('InMsg', () => {
  const variants: { value: InMsg; tag: number }[] = [
    { value: { kind: 'external', msg, transaction }, tag: 0b000 },
    { value: { kind: 'ihr', msg, transaction, ihrFee: 5n, proofCreated: proof }, tag: 0b010 },
    { value: { kind: 'immediate', inMsg: envelope, transaction, fwdFee: 6n }, tag: 0b011 },
    { value: { kind: 'final', inMsg: envelope, transaction, fwdFee: 7n }, tag: 0b100 },
    { value: { kind: 'transit', inMsg: envelope, outMsg: otherEnvelope, transitFee: 8n }, tag: 0b101 },
    { value: { kind: 'discardedFinal', inMsg: envelope, transactionId: 2n ** 63n, fwdFee: 9n }, tag: 0b110 },
    { value: { kind: 'discardedTransit', inMsg: envelope, transactionId: 3n, fwdFee: 10n, proofDelivered: proof }, tag: 0b111 },
  ];

  it.each(variants)('$value.kind is written with its schema tag and read back', ({ value, tag }) => {
    const cell = encodeInMsg(value);
    expect(firstBits(cell, 3)).toBe(tag);
    expect(decodeInMsg(cell)).toEqual(value);
  });

  it('rejects the constructors it does not know, naming the structure', () => {
    const cell = new Builder().storeUint(0b001, 3).endCell();
    expect(() => decodeInMsg(cell)).toThrow(TlbError);
    expect(() => decodeInMsg(cell)).toThrow(/InMsg: unknown tag/);
  });
});

describe('OutMsg', () => {
  const reimport: InMsg = { kind: 'immediate', inMsg: envelope, transaction, fwdFee: 1n };
  const variants: { value: OutMsg; tag: number; bits: number }[] = [
    { value: { kind: 'external', msg, transaction }, tag: 0b000, bits: 3 },
    { value: { kind: 'immediate', outMsg: envelope, transaction, reimport }, tag: 0b010, bits: 3 },
    { value: { kind: 'new', outMsg: envelope, transaction }, tag: 0b001, bits: 3 },
    { value: { kind: 'transit', outMsg: envelope, imported: reimport }, tag: 0b011, bits: 3 },
    { value: { kind: 'dequeueImmediate', outMsg: envelope, reimport }, tag: 0b100, bits: 3 },
    { value: { kind: 'dequeue', outMsg: envelope, importBlockLt: 2n ** 62n }, tag: 0b1100, bits: 4 },
    {
      value: { kind: 'dequeueShort', msgEnvHash: 'ab'.repeat(32), nextWorkchain: -1, nextAddrPfx: 2n ** 63n, importBlockLt: 42n },
      tag: 0b1101,
      bits: 4,
    },
    { value: { kind: 'transitRequeued', outMsg: envelope, imported: reimport }, tag: 0b111, bits: 3 },
  ];

  it.each(variants)('$value.kind is written with its schema tag and read back', ({ value, tag, bits }) => {
    const cell = encodeOutMsg(value);
    expect(firstBits(cell, bits)).toBe(tag);
    expect(decodeOutMsg(cell)).toEqual(value);
  });
});

describe('MsgEnvelope layouts', () => {
  const regular: MsgEnvelope = { ...envelope, nextAddr: { kind: 'regular', useDestBits: 96 } };

  it('writes use_dest_bits in 7 bits as the schema says, and in a whole byte for Tycho', () => {
    expect(encodeMsgEnvelope(regular).bitLength).toBe(4 + 8 + 8 + 4 + 16);
    expect(encodeMsgEnvelope(regular, 'tycho').bitLength).toBe(4 + 9 + 9 + 4 + 16);
  });

  it('reads each layout back as it was written', () => {
    const value: InMsg = { kind: 'final', inMsg: regular, transaction, fwdFee: 3n };
    expect(decodeInMsg(encodeInMsg(value, 'tycho'), 'tycho')).toEqual(value);
    expect(() => decodeInMsg(encodeInMsg(value, 'tycho'))).toThrow();
  });
});

describe('ValueFlow', () => {
  const amounts = {
    fromPrevBlock: coins(1n),
    toNextBlock: coins(2n),
    imported: coins(3n),
    exported: coins(4n),
    feesCollected: coins(5n),
    feesImported: coins(6n),
    recovered: coins(7n),
    created: coins(8n),
    minted: { coins: 9n, other: [{ id: 1, amount: 10n }] },
  };
  const variants: { value: ValueFlow; tag: number; refs: number }[] = [
    { value: { version: 'v1', ...amounts }, tag: 0xb8e48dfb, refs: 2 },
    { value: { version: 'ton-v2', ...amounts, burned: coins(11n) }, tag: 0x3ebf98b7, refs: 2 },
    {
      value: { version: 'everscale-v2', ...amounts, copyleftRewards: [{ account: 'cd'.repeat(32), amount: 12n }], meshExported: null },
      tag: 0xe0864f6d,
      refs: 3,
    },
    { value: { version: 'everscale-v2', ...amounts, copyleftRewards: [], meshExported: [{ id: 5, amount: 13n }] }, tag: 0xe0864f6d, refs: 3 },
  ];

  it.each(variants)('$value.version is written with its tag and references and read back', ({ value, tag, refs }) => {
    const cell = encodeValueFlow(value);
    expect(firstBits(cell, 32)).toBe(tag);
    expect(cell.refs).toHaveLength(refs);
    expect(decodeValueFlow(cell)).toEqual(value);
  });
});

describe('ShardDescr', () => {
  const common = {
    seqno: 5,
    regMcSeqno: 6,
    startLt: 7n,
    endLt: 8n,
    rootHash: '11'.repeat(32),
    fileHash: '22'.repeat(32),
    beforeSplit: false,
    beforeMerge: true,
    wantSplit: false,
    wantMerge: true,
    nxCcUpdated: false,
    nextCatchainSeqno: 9,
    minRefMcSeqno: 10,
    genUtime: 11,
    feesCollected: coins(12n),
    fundsCreated: coins(13n),
  };
  const split = { kind: 'split' as const, utime: 14, interval: 15 };
  const merge = { kind: 'merge' as const, utime: 16, interval: 17 };
  const variants: ShardDescr[] = [
    { tag: 0xb, ...common, splitMergeAt: null, layout: 'standard', nextValidatorShard: 2n ** 63n },
    { tag: 0xa, ...common, splitMergeAt: split, layout: 'standard', nextValidatorShard: 1n },
    { tag: 0xa, ...common, splitMergeAt: null, layout: 'tycho', extProcessedToAnchorId: 18, topScBlockUpdated: true },
    { tag: 0xa, ...common, splitMergeAt: merge, layout: 'tycho', extProcessedToAnchorId: 19, topScBlockUpdated: false },
  ];

  it.each(variants)('tag $tag in the $layout layout is read back in the layout it was written in', (value) => {
    const b = new Builder();
    storeShardDescr(b, value);
    const s = new Slice(b.endCell());
    expect(loadShardDescr(s)).toEqual(value);
    expect(s.isEmpty()).toBe(true);
  });
});

describe('shard ids', () => {
  it('puts the tree path in the top bits and a tag bit after it', () => {
    expect(shardIdFromPath('')).toBe(0x8000000000000000n);
    expect(shardIdFromPath('0')).toBe(0x4000000000000000n);
    expect(shardIdFromPath('1')).toBe(0xc000000000000000n);
    expect(shardIdFromPath('011')).toBe(0x7000000000000000n);
  });
});

describe('Block', () => {
  it('rejects an unknown block tag, naming the structure and the tag', () => {
    const cell = new Builder().storeUint(0x11ef55ab, 32).endCell();
    expect(() => decodeBlock(cell)).toThrow(TlbError);
    expect(() => decodeBlock(cell)).toThrow('Block: unknown tag #11ef55ab');
  });
});
