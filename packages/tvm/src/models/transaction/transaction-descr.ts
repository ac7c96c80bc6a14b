import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { unknownTag } from '../../tlb/tag.js';
import { decodeActionPhase, encodeActionPhase, type TrActionPhase } from './action-phase.js';
import { loadBouncePhase, storeBouncePhase, type TrBouncePhase } from './bounce-phase.js';
import { loadComputePhase, storeComputePhase, type TrComputePhase } from './compute-phase.js';
import { loadCreditPhase, storeCreditPhase, type TrCreditPhase } from './credit-phase.js';
import { loadSplitMergeInfo, storeSplitMergeInfo, type SplitMergeInfo } from './split-merge-info.js';
import { loadStoragePhase, storeStoragePhase, type TrStoragePhase } from './storage-phase.js';

/** trans_ord$0000: a transaction run by an inbound message. */
export interface TransOrdinary {
  kind: 'ordinary';
  creditFirst: boolean;
  storagePhase: TrStoragePhase | null;
  creditPhase: TrCreditPhase | null;
  computePhase: TrComputePhase;
  actionPhase: TrActionPhase | null;
  aborted: boolean;
  bouncePhase: TrBouncePhase | null;
  destroyed: boolean;
}

/** trans_storage$0001: storage fees collected on their own. */
export interface TransStorage {
  kind: 'storage';
  storagePhase: TrStoragePhase;
}

/** trans_tick_tock$001: a special masterchain account called at the start (tick) or end (tock) of a block. */
export interface TransTickTock {
  kind: 'tickTock';
  isTock: boolean;
  storagePhase: TrStoragePhase;
  computePhase: TrComputePhase;
  actionPhase: TrActionPhase | null;
  aborted: boolean;
  destroyed: boolean;
}

/** trans_split_prepare$0100. */
export interface TransSplitPrepare {
  kind: 'splitPrepare';
  splitInfo: SplitMergeInfo;
  storagePhase: TrStoragePhase | null;
  computePhase: TrComputePhase;
  actionPhase: TrActionPhase | null;
  aborted: boolean;
  destroyed: boolean;
}

/** trans_split_install$0101; the prepare transaction stays a cell (read it with `decodeTransaction`). */
export interface TransSplitInstall {
  kind: 'splitInstall';
  splitInfo: SplitMergeInfo;
  prepareTransaction: Cell;
  installed: boolean;
}

/** trans_merge_prepare$0110. */
export interface TransMergePrepare {
  kind: 'mergePrepare';
  splitInfo: SplitMergeInfo;
  storagePhase: TrStoragePhase;
  aborted: boolean;
}

/** trans_merge_install$0111; the prepare transaction stays a cell (read it with `decodeTransaction`). */
export interface TransMergeInstall {
  kind: 'mergeInstall';
  splitInfo: SplitMergeInfo;
  prepareTransaction: Cell;
  storagePhase: TrStoragePhase | null;
  creditPhase: TrCreditPhase | null;
  computePhase: TrComputePhase;
  actionPhase: TrActionPhase | null;
  aborted: boolean;
  destroyed: boolean;
}

export type TransactionDescr =
  TransOrdinary | TransStorage | TransTickTock | TransSplitPrepare | TransSplitInstall | TransMergePrepare | TransMergeInstall;

export function decodeTransactionDescr(cell: Cell): TransactionDescr {
  const s = new Slice(cell);
  const descr = loadTransactionDescr(s);
  s.expectEnd('TransactionDescr');
  return descr;
}

export function encodeTransactionDescr(descr: TransactionDescr): Cell {
  const b = new Builder();
  storeTransactionDescr(b, descr);
  return b.endCell();
}

function loadTransactionDescr(s: Slice): TransactionDescr {
  const tag = s.loadUint(3);
  switch (tag) {
    case 0b000:
      return s.loadBit() ? { kind: 'storage', storagePhase: loadStoragePhase(s) } : loadOrdinary(s);
    case 0b001:
      return loadTickTock(s);
    case 0b010:
      return s.loadBit() ? loadSplitInstall(s) : loadSplitPrepare(s);
    case 0b011:
      return s.loadBit() ? loadMergeInstall(s) : loadMergePrepare(s);
    default:
      throw unknownTag('TransactionDescr', tag, 3);
  }
}

function loadOrdinary(s: Slice): TransOrdinary {
  const creditFirst = s.loadBit();
  const storagePhase = loadMaybeStoragePhase(s);
  const creditPhase = s.loadBit() ? loadCreditPhase(s) : null;
  const computePhase = loadComputePhase(s);
  const actionPhase = loadMaybeActionPhase(s);
  const aborted = s.loadBit();
  const bouncePhase = s.loadBit() ? loadBouncePhase(s) : null;
  const destroyed = s.loadBit();
  return { kind: 'ordinary', creditFirst, storagePhase, creditPhase, computePhase, actionPhase, aborted, bouncePhase, destroyed };
}

function loadTickTock(s: Slice): TransTickTock {
  const isTock = s.loadBit();
  const storagePhase = loadStoragePhase(s);
  const computePhase = loadComputePhase(s);
  const actionPhase = loadMaybeActionPhase(s);
  const aborted = s.loadBit();
  return { kind: 'tickTock', isTock, storagePhase, computePhase, actionPhase, aborted, destroyed: s.loadBit() };
}

function loadSplitPrepare(s: Slice): TransSplitPrepare {
  const splitInfo = loadSplitMergeInfo(s);
  const storagePhase = loadMaybeStoragePhase(s);
  const computePhase = loadComputePhase(s);
  const actionPhase = loadMaybeActionPhase(s);
  const aborted = s.loadBit();
  return { kind: 'splitPrepare', splitInfo, storagePhase, computePhase, actionPhase, aborted, destroyed: s.loadBit() };
}

function loadSplitInstall(s: Slice): TransSplitInstall {
  const splitInfo = loadSplitMergeInfo(s);
  const prepareTransaction = s.loadRef();
  return { kind: 'splitInstall', splitInfo, prepareTransaction, installed: s.loadBit() };
}

function loadMergePrepare(s: Slice): TransMergePrepare {
  const splitInfo = loadSplitMergeInfo(s);
  const storagePhase = loadStoragePhase(s);
  return { kind: 'mergePrepare', splitInfo, storagePhase, aborted: s.loadBit() };
}

function loadMergeInstall(s: Slice): TransMergeInstall {
  const splitInfo = loadSplitMergeInfo(s);
  const prepareTransaction = s.loadRef();
  const storagePhase = loadMaybeStoragePhase(s);
  const creditPhase = s.loadBit() ? loadCreditPhase(s) : null;
  const computePhase = loadComputePhase(s);
  const actionPhase = loadMaybeActionPhase(s);
  const aborted = s.loadBit();
  return {
    kind: 'mergeInstall',
    splitInfo,
    prepareTransaction,
    storagePhase,
    creditPhase,
    computePhase,
    actionPhase,
    aborted,
    destroyed: s.loadBit(),
  };
}

function loadMaybeStoragePhase(s: Slice): TrStoragePhase | null {
  return s.loadBit() ? loadStoragePhase(s) : null;
}

function loadMaybeActionPhase(s: Slice): TrActionPhase | null {
  const cell = s.loadMaybeRef();
  return cell === null ? null : decodeActionPhase(cell);
}

function storeTransactionDescr(b: Builder, descr: TransactionDescr): void {
  switch (descr.kind) {
    case 'ordinary':
      b.storeUint(0b0000, 4).storeBit(descr.creditFirst);
      storeMaybeStoragePhase(b, descr.storagePhase);
      storeMaybeCreditPhase(b, descr.creditPhase);
      storeComputePhase(b, descr.computePhase);
      storeMaybeActionPhase(b, descr.actionPhase);
      b.storeBit(descr.aborted).storeBit(descr.bouncePhase !== null);
      if (descr.bouncePhase !== null) storeBouncePhase(b, descr.bouncePhase);
      b.storeBit(descr.destroyed);
      return;
    case 'storage':
      b.storeUint(0b0001, 4);
      storeStoragePhase(b, descr.storagePhase);
      return;
    case 'tickTock':
      b.storeUint(0b001, 3).storeBit(descr.isTock);
      storeStoragePhase(b, descr.storagePhase);
      storeComputePhase(b, descr.computePhase);
      storeMaybeActionPhase(b, descr.actionPhase);
      b.storeBit(descr.aborted).storeBit(descr.destroyed);
      return;
    case 'splitPrepare':
      b.storeUint(0b0100, 4);
      storeSplitMergeInfo(b, descr.splitInfo);
      storeMaybeStoragePhase(b, descr.storagePhase);
      storeComputePhase(b, descr.computePhase);
      storeMaybeActionPhase(b, descr.actionPhase);
      b.storeBit(descr.aborted).storeBit(descr.destroyed);
      return;
    case 'splitInstall':
      b.storeUint(0b0101, 4);
      storeSplitMergeInfo(b, descr.splitInfo);
      b.storeRef(descr.prepareTransaction).storeBit(descr.installed);
      return;
    case 'mergePrepare':
      b.storeUint(0b0110, 4);
      storeSplitMergeInfo(b, descr.splitInfo);
      storeStoragePhase(b, descr.storagePhase);
      b.storeBit(descr.aborted);
      return;
    case 'mergeInstall':
      b.storeUint(0b0111, 4);
      storeSplitMergeInfo(b, descr.splitInfo);
      b.storeRef(descr.prepareTransaction);
      storeMaybeStoragePhase(b, descr.storagePhase);
      storeMaybeCreditPhase(b, descr.creditPhase);
      storeComputePhase(b, descr.computePhase);
      storeMaybeActionPhase(b, descr.actionPhase);
      b.storeBit(descr.aborted).storeBit(descr.destroyed);
      return;
  }
}

function storeMaybeStoragePhase(b: Builder, phase: TrStoragePhase | null): void {
  b.storeBit(phase !== null);
  if (phase !== null) storeStoragePhase(b, phase);
}

function storeMaybeCreditPhase(b: Builder, phase: TrCreditPhase | null): void {
  b.storeBit(phase !== null);
  if (phase !== null) storeCreditPhase(b, phase);
}

function storeMaybeActionPhase(b: Builder, phase: TrActionPhase | null): void {
  b.storeMaybeRef(phase === null ? null : encodeActionPhase(phase));
}
