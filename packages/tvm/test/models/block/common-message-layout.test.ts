import { describe, expect, it } from 'vitest';
import {
  readBocSingle,
  Builder,
  Slice,
  type Cell,
  decodeBlock,
  decodeInMsg,
  decodeMsgEnvelope,
  decodeOutMsg,
  encodeBlock,
  encodeInMsg,
  encodeMsgEnvelope,
  encodeOutMsg,
  loadAccountBlock,
  storeAccountBlock,
  type AccountBlock,
  type InMsg,
  type MsgEnvelope,
  type OutMsg,
  decodeAnyMessage,
  decodeCommonMessage,
  decodeMessage,
  encodeCommonMessage,
  encodeMessage,
  decodeTransaction,
  encodeTransaction,
} from '../../../src/index.js';
import { TlbError } from '../../../src/errors.js';
import { asCommonMessageBlock, asCommonTransaction, describeWithFixtures, readFixture } from '../../../src/testing/index.js';

const MC_BLOCK = 'everscale/blocks/mc_block_with_shards.boc';
const TX_WITH_OUTGOING = 'everscale/transactions/ordinary_tx_with_outgoing.boc';

function firstBits(cell: Cell, bits: number): number {
  return new Slice(cell).loadUint(bits);
}

const msgCell = encodeCommonMessage(decodeMessage(decodeTransaction(readBocSingle(readFixture(TX_WITH_OUTGOING))).outMsgs[0]!.cell));
const transaction = new Builder().storeUint(0b1000, 4).endCell();
const proof = new Builder().storeUint(1, 1).endCell();
const envelope: MsgEnvelope = {
  curAddr: { kind: 'regular', useDestBits: 0 },
  nextAddr: { kind: 'regular', useDestBits: 96 },
  fwdFeeRemaining: 1000n,
  msg: msgCell,
  commonMessage: true,
};
const dictRoot = new Builder().storeUint(0b10, 2).storeUint(5, 32).endCell();

describe('the common-message layout: InMsg', () => {
  const variants: { value: InMsg; tag: number }[] = [
    { value: { kind: 'external', msg: msgCell, transaction }, tag: 0x80 },
    { value: { kind: 'ihr', msg: msgCell, transaction, ihrFee: 5n, proofCreated: proof }, tag: 0x82 },
    { value: { kind: 'immediate', inMsg: envelope, transaction, fwdFee: 6n }, tag: 0x83 },
    { value: { kind: 'final', inMsg: envelope, transaction, fwdFee: 7n }, tag: 0x84 },
    { value: { kind: 'transit', inMsg: envelope, outMsg: { ...envelope, fwdFeeRemaining: 1n }, transitFee: 8n }, tag: 0x85 },
    { value: { kind: 'discardedFinal', inMsg: envelope, transactionId: 2n ** 63n, fwdFee: 9n }, tag: 0x86 },
    { value: { kind: 'discardedTransit', inMsg: envelope, transactionId: 3n, fwdFee: 10n, proofDelivered: proof }, tag: 0x87 },
  ];

  it.each(variants)('$value.kind is written with the byte tag #80 + its schema tag, read back, and re-encoded to the same hash', ({ value, tag }) => {
    const cell = encodeInMsg(value, 'commonMessage');
    expect(firstBits(cell, 8)).toBe(tag);
    const decoded = decodeInMsg(cell, 'commonMessage');
    expect(decoded).toEqual(value);
    expect(encodeInMsg(decoded, 'commonMessage').hashHex()).toBe(cell.hashHex());
  });

  it('does not read a byte tag outside #80..#87, nor the 3-bit form, as a common-message InMsg', () => {
    const otherByte = new Builder().storeUint(0x81, 8).storeRef(msgCell).storeRef(transaction).endCell();
    expect(() => decodeInMsg(otherByte, 'commonMessage')).toThrow('InMsg: unknown tag #81');
    const standard = encodeInMsg(variants[2]!.value);
    expect(() => decodeInMsg(standard, 'commonMessage')).toThrow(TlbError);
  });
});

describe('the common-message layout: OutMsg', () => {
  const reimport: InMsg = { kind: 'immediate', inMsg: envelope, transaction, fwdFee: 6n };
  const variants: { value: OutMsg; tag: number }[] = [
    { value: { kind: 'external', msg: msgCell, transaction }, tag: 0xa0 },
    { value: { kind: 'new', outMsg: envelope, transaction }, tag: 0xa1 },
    { value: { kind: 'immediate', outMsg: envelope, transaction, reimport }, tag: 0xa2 },
    { value: { kind: 'transit', outMsg: envelope, imported: reimport }, tag: 0xa3 },
    { value: { kind: 'dequeueImmediate', outMsg: envelope, reimport }, tag: 0xa4 },
    { value: { kind: 'transitRequeued', outMsg: envelope, imported: reimport }, tag: 0xa7 },
    { value: { kind: 'dequeue', outMsg: envelope, importBlockLt: 2n ** 62n + 1n }, tag: 0xac },
    { value: { kind: 'dequeueShort', msgEnvHash: 'ab'.repeat(32), nextWorkchain: -1, nextAddrPfx: 2n ** 64n - 1n, importBlockLt: 77n }, tag: 0xad },
  ];

  it.each(variants)('$value.kind is written with the byte tag #a0 + its schema tag, read back, and re-encoded to the same hash', ({ value, tag }) => {
    const cell = encodeOutMsg(value, 'commonMessage');
    expect(firstBits(cell, 8)).toBe(tag);
    const decoded = decodeOutMsg(cell, 'commonMessage');
    expect(decoded).toEqual(value);
    expect(encodeOutMsg(decoded, 'commonMessage').hashHex()).toBe(cell.hashHex());
  });

  it('keeps the standard 3- and 4-bit tags outside that layout', () => {
    expect(firstBits(encodeOutMsg(variants[6]!.value), 4)).toBe(0b1100);
    expect(decodeOutMsg(encodeOutMsg(variants[7]!.value))).toEqual(variants[7]!.value);
  });

  it('does not read #a5, #a6 or another top nibble as a common-message OutMsg', () => {
    for (const byte of [0xa5, 0xa6, 0x81, 0xae]) {
      const cell = new Builder().storeUint(byte, 8).storeRef(encodeMsgEnvelope(envelope)).storeRef(transaction).endCell();
      expect(() => decodeOutMsg(cell, 'commonMessage')).toThrow(`OutMsg: unknown tag #${byte.toString(16)}`);
    }
  });
});

describe('the common-message layout: envelopes, messages, transactions and account blocks', () => {
  it('MsgEnvelope #5 holds a CommonMessage cell and is written back as #5; #4 stays #4', () => {
    const cell = encodeMsgEnvelope(envelope);
    expect(firstBits(cell, 4)).toBe(0x5);
    const decoded = decodeMsgEnvelope(cell);
    expect(decoded.commonMessage).toBe(true);
    expect(encodeMsgEnvelope(decoded).hashHex()).toBe(cell.hashHex());
    expect(decodeCommonMessage(decoded.msg).info.kind).toBe('internal');
    const { commonMessage: _, ...standard } = envelope;
    expect(firstBits(encodeMsgEnvelope(standard), 4)).toBe(0x4);
    expect(decodeMsgEnvelope(encodeMsgEnvelope(standard)).commonMessage).toBeUndefined();
  });

  it('CommonMessage #00 is the standard message after a byte; #01, a mesh message, is refused by name', () => {
    const message = decodeMessage(decodeTransaction(readBocSingle(readFixture(TX_WITH_OUTGOING))).outMsgs[0]!.cell);
    const cell = encodeCommonMessage(message);
    expect(firstBits(cell, 8)).toBe(0);
    expect(decodeCommonMessage(cell)).toEqual(message);
    expect(() => decodeCommonMessage(new Builder().storeUint(1, 8).endCell())).toThrow('CommonMessage: tag #01 is a mesh message');
    expect(() => decodeCommonMessage(new Builder().storeUint(2, 8).endCell())).toThrow('CommonMessage: unknown tag #02');
    expect(() => decodeMessage(cell)).toThrow(TlbError);
    expect(decodeAnyMessage(cell)).toEqual(message);
    expect(decodeAnyMessage(encodeMessage(message))).toEqual(message);
  });

  it('Transaction $1000: the same fields with CommonMessage cells, hashed as the node keys them, re-encoded to the same hash', () => {
    const standard = decodeTransaction(readBocSingle(readFixture(TX_WITH_OUTGOING)));
    const cell = asCommonTransaction(readBocSingle(readFixture(TX_WITH_OUTGOING)));
    expect(firstBits(cell, 4)).toBe(0b1000);
    const decoded = decodeTransaction(cell);
    expect(decoded.commonMessage).toBe(true);
    expect(decoded.outMsgs.map((m) => m.message)).toEqual(standard.outMsgs.map((m) => m.message));
    expect(decoded.outMsgs.map((m) => m.hash)).toEqual(decoded.outMsgs.map((m) => m.cell.hashHex()));
    expect(decoded.outMsgs[0]!.hash).not.toBe(standard.outMsgs[0]!.hash);
    expect(encodeTransaction(decoded).hashHex()).toBe(cell.hashHex());
  });

  it('AccountBlock #6: transactions as a HashmapAugE and the mesh transactions after the state update', () => {
    const tx = asCommonTransaction(readBocSingle(readFixture(TX_WITH_OUTGOING)));
    const fees = decodeTransaction(tx).totalFees;
    const value: AccountBlock = {
      account: 'cd'.repeat(32),
      transactions: [{ lt: 5n, fees, cell: tx }],
      stateUpdate: proof,
      meshTransactions: dictRoot,
    };
    const encode = (block: AccountBlock) => {
      const b = new Builder();
      storeAccountBlock(b, block);
      return b.endCell();
    };
    const cell = encode(value);
    expect(firstBits(cell, 4)).toBe(0x6);
    const decoded = loadAccountBlock(new Slice(cell));
    expect(decoded).toEqual(value);
    expect(encode(decoded).hashHex()).toBe(cell.hashHex());
  });
});

describeWithFixtures('the common-message layout: a whole block', () => {
  it.each([
    { name: 'a mesh dictionary', mesh: dictRoot },
    { name: 'no mesh', mesh: null },
  ])('BlockExtra #ca33f6fc with McBlockExtra #dc76 ($name) decodes, and re-encodes to the same hash', ({ mesh }) => {
    const block = asCommonMessageBlock(decodeBlock(readBocSingle(readFixture(MC_BLOCK))), mesh);
    const cell = encodeBlock(block);
    const extra = cell.refs[3]!;
    expect(firstBits(extra, 32)).toBe(0xca33f6fc);
    const decoded = decodeBlock(cell);
    expect(decoded).toEqual(block);
    expect(encodeBlock(decoded).hashHex()).toBe(cell.hashHex());

    expect(decoded.extra.custom?.mesh?.hashHex() ?? null).toBe(mesh?.hashHex() ?? null);
    const inMsg = decoded.extra.inMsgDescr.entries[0]!.value;
    expect(inMsg.kind).toBe('immediate');
    if (inMsg.kind !== 'immediate') return;
    expect(inMsg.inMsg.commonMessage).toBe(true);
    expect(decodeTransaction(inMsg.transaction).commonMessage).toBe(true);
    const transactions = decoded.extra.accountBlocks.entries.flatMap((entry) => entry.value.transactions);
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.every((tx) => decodeTransaction(tx.cell).commonMessage === true)).toBe(true);
  });

  it('McBlockExtra cannot carry copyleft messages (#dc75) and mesh (#dc76) at once, and #ca33f6fc needs its ref_shard_blocks', () => {
    const block = asCommonMessageBlock(decodeBlock(readBocSingle(readFixture(MC_BLOCK))), null);
    const both = { ...block, extra: { ...block.extra, custom: { ...block.extra.custom!, copyleftMsgs: null } } };
    expect(() => encodeBlock(both)).toThrow('McBlockExtra: copyleftMsgs (#dc75) and mesh (#dc76) belong to different layouts');
    const { refShardBlocks: _, ...withoutRefs } = block.extra;
    expect(() => encodeBlock({ ...block, extra: withoutRefs })).toThrow('BlockExtra: tag #ca33f6fc needs refShardBlocks');
  });
});
