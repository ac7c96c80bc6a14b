import { describe, expect, it } from 'vitest';
import {
  Builder,
  Slice,
  decodeTransactionDescr,
  encodeTransactionDescr,
  loadBouncePhase,
  loadComputePhase,
  storeBouncePhase,
  storeComputePhase,
  type ComputeSkipReason,
  type SplitMergeInfo,
  type TrActionPhase,
  type TrBouncePhase,
  type TrComputePhase,
  type TrStoragePhase,
  type TransactionDescr,
} from '../../../src/index.js';
import { TlbError } from '../../../src/errors.js';

const storagePhase: TrStoragePhase = { storageFeesCollected: 17n, storageFeesDue: 3n, statusChange: 'frozen' };
const computeVm: TrComputePhase = {
  kind: 'vm',
  success: true,
  msgStateUsed: false,
  accountActivated: true,
  gasFees: 1000n,
  gasUsed: 1n,
  gasLimit: 1000000n,
  gasCredit: 10000,
  mode: -1,
  exitCode: 60,
  exitArg: -5,
  vmSteps: 42,
  vmInitStateHash: '01'.repeat(32),
  vmFinalStateHash: 'fe'.repeat(32),
};
const actionPhase: TrActionPhase = {
  success: false,
  valid: true,
  noFunds: true,
  statusChange: 'deleted',
  totalFwdFees: 5n,
  totalActionFees: null,
  resultCode: 37,
  resultArg: 2,
  totActions: 3,
  specActions: 1,
  skippedActions: 0,
  msgsCreated: 2,
  actionListHash: 'ab'.repeat(32),
  totMsgSize: { cells: 2n, bits: 700n },
};
const splitInfo: SplitMergeInfo = { curShardPfxLen: 2, accSplitDepth: 5, thisAddr: '11'.repeat(32), siblingAddr: '22'.repeat(32) };
const prepareTransaction = new Builder().storeUint(0b0111, 4).endCell();

/** Every kind of TransactionDescr with the first bits of its TL-B constructor tag. */
const KINDS: { descr: TransactionDescr; tag: number; tagBits: number }[] = [
  {
    descr: {
      kind: 'ordinary',
      creditFirst: true,
      storagePhase: null,
      creditPhase: { dueFeesCollected: 9n, credit: { coins: 100n, other: [{ id: 7, amount: 1n }] } },
      computePhase: { kind: 'skipped', reason: 'suspended' },
      actionPhase: null,
      aborted: true,
      bouncePhase: { kind: 'negfunds' },
      destroyed: false,
    },
    tag: 0b0000,
    tagBits: 4,
  },
  { descr: { kind: 'storage', storagePhase }, tag: 0b0001, tagBits: 4 },
  {
    descr: { kind: 'tickTock', isTock: true, storagePhase, computePhase: computeVm, actionPhase, aborted: false, destroyed: true },
    tag: 0b001,
    tagBits: 3,
  },
  {
    descr: { kind: 'splitPrepare', splitInfo, storagePhase, computePhase: computeVm, actionPhase: null, aborted: false, destroyed: false },
    tag: 0b0100,
    tagBits: 4,
  },
  { descr: { kind: 'splitInstall', splitInfo, prepareTransaction, installed: true }, tag: 0b0101, tagBits: 4 },
  { descr: { kind: 'mergePrepare', splitInfo, storagePhase, aborted: true }, tag: 0b0110, tagBits: 4 },
  {
    descr: {
      kind: 'mergeInstall',
      splitInfo,
      prepareTransaction,
      storagePhase: null,
      creditPhase: null,
      computePhase: { kind: 'skipped', reason: 'badState' },
      actionPhase,
      aborted: false,
      destroyed: false,
    },
    tag: 0b0111,
    tagBits: 4,
  },
];

describe('TransactionDescr', () => {
  it.each(KINDS)('$descr.kind is written with tag $tag and read back', ({ descr, tag, tagBits }) => {
    const cell = encodeTransactionDescr(descr);
    expect(new Slice(cell).loadUint(tagBits)).toBe(tag);
    expect(decodeTransactionDescr(cell)).toEqual(descr);
  });

  it('refuses a descriptor tag that is not one of the seven', () => {
    expect(() => decodeTransactionDescr(new Builder().storeUint(0b1000, 4).endCell())).toThrow(TlbError);
    expect(() => decodeTransactionDescr(new Builder().storeUint(0b1000, 4).endCell())).toThrow(/TransactionDescr: unknown tag \$100/);
  });
});

describe('phases', () => {
  const computeRoundTrip = (phase: TrComputePhase) => {
    const b = new Builder();
    storeComputePhase(b, phase);
    const cell = b.endCell();
    return { read: loadComputePhase(new Slice(cell)), bits: cell.bitLength };
  };

  it('reads every compute skip reason with its tag length', () => {
    const reasons: ComputeSkipReason[] = ['noState', 'badState', 'noGas', 'suspended'];
    const bits = reasons.map((reason) => {
      const { read, bits } = computeRoundTrip({ kind: 'skipped', reason });
      expect(read).toEqual({ kind: 'skipped', reason });
      return bits;
    });
    expect(bits).toEqual([3, 3, 3, 4]);
    expect(() => loadComputePhase(new Slice(new Builder().storeUint(0b0111, 4).endCell()))).toThrow(TlbError);
  });

  it('keeps the VM details in their own cell', () => {
    const b = new Builder();
    storeComputePhase(b, computeVm);
    expect(b.refCount).toBe(1);
    expect(computeRoundTrip(computeVm).read).toEqual(computeVm);
  });

  it('reads every bounce kind', () => {
    const kinds: TrBouncePhase[] = [
      { kind: 'negfunds' },
      { kind: 'nofunds', msgSize: { cells: 1n, bits: 2n }, reqFwdFees: 3n },
      { kind: 'ok', msgSize: { cells: 4n, bits: 5n }, msgFees: 6n, fwdFees: 7n },
    ];
    for (const phase of kinds) {
      const b = new Builder();
      storeBouncePhase(b, phase);
      expect(loadBouncePhase(new Slice(b.endCell()))).toEqual(phase);
    }
  });
});
