import type { Account, Block, Message, Transaction } from '@tvmscan/api/contract';

/** A 64-digit lower-case hex string ending in `n`'s hex digits. */
export const hexOf = (n: number) => n.toString(16).padStart(64, '0');

export function blockRow(seqno: number, overrides: Partial<Block> = {}): Block {
  return {
    rootHash: hexOf(seqno),
    fileHash: hexOf(seqno + 0x100000),
    workchain: 0,
    shard: '8000000000000000',
    seqno,
    mcSeqno: seqno,
    genUtime: 1_700_000_000 + seqno,
    genSoftwareVersion: null,
    transactionCount: 2,
    prevKeyBlock: 0,
    isKeyBlock: false,
    inMsgCount: 1,
    outMsgCount: 1,
    accountBlockCount: 1,
    prev: { kind: 'Block', seqno: seqno - 1, rootHash: hexOf(seqno - 1) },
    shardRelations: { parent: null, leftChild: null, rightChild: null },
    blockInfo: {
      startLt: '1000',
      endLt: '2000',
      version: 0,
      afterMerge: false,
      beforeSplit: false,
      afterSplit: false,
      wantSplit: false,
      wantMerge: false,
      vertSeqNo: 0,
      genValidatorListHashShort: 0,
      genCatchainSeqno: 0,
      minRefMcSeqno: 0,
      masterRef: null,
    },
    valueFlow: {
      fromPrevBlk: '0',
      toNextBlk: '0',
      imported: '0',
      exported: '0',
      feesCollected: '0',
      feesImported: '0',
      recovered: '0',
      created: '0',
      minted: '0',
      burned: null,
    },
    ...overrides,
  };
}

export function transactionRow(n: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    hash: hexOf(n),
    workchain: 0,
    accountId: `0:${hexOf(n + 0x200000)}`,
    lt: String(1000 + n),
    time: 1_700_000_000 + n,
    txType: 'Ordinary',
    tickTock: null,
    aborted: false,
    origStatus: 'Active',
    endStatus: 'Active',
    exitCode: 0,
    resultCode: 0,
    methodName: null,
    parsedId: null,
    balanceChange: '1500000000',
    totalFees: '1000000',
    valueReceived: '2000000000',
    valueSent: '499000000',
    blockRootHash: hexOf(n + 0x300000),
    mcSeqno: n,
    outMsgCount: 1,
    inMessageHash: hexOf(n + 0x400000),
    ...overrides,
  };
}

export function messageRow(n: number, overrides: Partial<Message> = {}): Message {
  return {
    messageHash: hexOf(n),
    messageType: 'Internal',
    messageValue: '2500000000',
    srcWorkchain: 0,
    srcAddress: `0:${hexOf(n + 0x500000)}`,
    dstWorkchain: 0,
    dstAddress: `0:${hexOf(n + 0x600000)}`,
    srcTransactionHash: hexOf(n + 0x700000),
    dstTransactionHash: hexOf(n + 0x800000),
    transactionHash: hexOf(n + 0x800000),
    transactionTime: 1_700_000_000 + n,
    isOut: false,
    createdAt: 1_700_000_000 + n,
    createdLt: String(2000 + n),
    ihrFee: '0',
    fwdFee: '1000000',
    importFee: '0',
    bounce: true,
    bounced: false,
    bodyHash: null,
    hasStateInit: false,
    methodName: null,
    parsedType: null,
    contractName: null,
    ...overrides,
  };
}

export function accountRow(n: number, overrides: Partial<Account> = {}): Account {
  return {
    workchain: 0,
    address: `0:${hexOf(n)}`,
    balance: '123456789000',
    state: 'Active',
    creatorWc: null,
    creatorAddress: null,
    createdAt: 1_690_000_000 + n,
    updatedAt: 1_700_000_000 + n,
    codeHash: hexOf(n + 0x900000),
    lastTransLt: '5000',
    lastTransHash: hexOf(n + 0xa00000),
    kind: 'UnknownContract',
    contractName: null,
    ...overrides,
  };
}
