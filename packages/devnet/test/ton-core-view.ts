import { Cell as TonCell, Dictionary, loadCurrencyCollection, loadTransaction, type Slice as TonSlice } from '@ton/core';
import { defined } from '@tvmscan/tvm/testing';

export interface TonCoreTransaction {
  hash: string;
  lt: bigint;
  totalFees: bigint;
}

export interface TonCoreBlock {
  rootHash: string;
  startLt: bigint;
  endLt: bigint;
  valueFlow: {
    fromPrev: bigint;
    toNext: bigint;
    imported: bigint;
    exported: bigint;
    feesCollected: bigint;
    feesImported: bigint;
    recovered: bigint;
    created: bigint;
    minted: bigint;
  };
  transactions: TonCoreTransaction[];
}

/** Reads a block with @ton/core alone: Cell.fromBoc, the block info lts, the value flow and every transaction of the account blocks. */
export function readWithTonCore(boc: Uint8Array): TonCoreBlock {
  const root = defined(TonCell.fromBoc(Buffer.from(boc))[0], 'the block cell');
  const ref = (cell: TonCell, index: number) => defined(cell.refs[index], `reference ${index}`);
  const info = ref(root, 0).beginParse();
  info.skip(32 + 32 + 8 + 8 + 32 + 32 + 104 + 32);
  const startLt = info.loadUintBig(64);
  const endLt = info.loadUintBig(64);
  const flow = ref(root, 1).beginParse();
  flow.skip(32);
  const first = flow.loadRef().beginParse();
  const fromPrev = loadCurrencyCollection(first).coins;
  const toNext = loadCurrencyCollection(first).coins;
  const imported = loadCurrencyCollection(first).coins;
  const exported = loadCurrencyCollection(first).coins;
  const feesCollected = loadCurrencyCollection(flow).coins;
  const second = flow.loadRef().beginParse();
  const feesImported = loadCurrencyCollection(second).coins;
  const recovered = loadCurrencyCollection(second).coins;
  const created = loadCurrencyCollection(second).coins;
  const minted = loadCurrencyCollection(second).coins;
  const transactions: TonCoreTransaction[] = [];
  const accountBlocks = ref(ref(root, 3), 2).beginParse();
  if (accountBlocks.loadBit()) Dictionary.loadDirect(Dictionary.Keys.BigUint(256), accountBlockValue(transactions), accountBlocks.loadRef());
  return {
    rootHash: root.hash().toString('hex'),
    startLt,
    endLt,
    valueFlow: { fromPrev, toNext, imported, exported, feesCollected, feesImported, recovered, created, minted },
    transactions,
  };
}

function accountBlockValue(sink: TonCoreTransaction[]) {
  return {
    serialize: () => {
      throw new Error('read only');
    },
    parse: (slice: TonSlice) => {
      loadCurrencyCollection(slice);
      slice.skip(4 + 256);
      const txs = Dictionary.loadDirect(Dictionary.Keys.BigUint(64), transactionValue(sink), slice);
      return txs.size;
    },
  };
}

function transactionValue(sink: TonCoreTransaction[]) {
  return {
    serialize: () => {
      throw new Error('read only');
    },
    parse: (slice: TonSlice) => {
      loadCurrencyCollection(slice);
      const cell = slice.loadRef();
      const tx = loadTransaction(cell.beginParse());
      sink.push({ hash: cell.hash().toString('hex'), lt: tx.lt, totalFees: tx.totalFees.coins });
      return tx.lt;
    },
  };
}
