import { expect, it } from 'vitest';
import {
  readBocSingle,
  Slice,
  decodeTransaction,
  encodeTransaction,
  type Transaction,
  encodeMessage,
  type AccountStatus,
} from '../../../src/index.js';
import { defined, describeWithFixtures, readFixture } from '../../../src/testing/index.js';
import { ALL_TRANSACTIONS } from './transaction-fixtures.js';

/** One line of the fixtures README per transaction, as stated there. */
interface Described {
  file: string;
  accountPrefix: string;
  lt: bigint;
  date: string;
  kind: 'ordinary' | 'tick' | 'tock';
  inMsg: 'internal' | 'externalIn' | null;
  orig: AccountStatus;
  end: AccountStatus;
  aborted: boolean;
  compute: { ok: boolean; exit: number; gas: bigint } | { skipped: 'noState' };
  action: { ok: boolean; code: number; msgs: number } | null;
  bounce: 'nofunds' | 'ok' | null;
  outMsgs: number;
}

const DESCRIBED: Described[] = [
  {
    file: 'ordinary_tx_bounce_no_funds.boc',
    accountPrefix: '45e13198be',
    lt: 28959378000006n,
    date: '2022-07-27',
    kind: 'ordinary',
    inMsg: 'internal',
    orig: 'active',
    end: 'active',
    aborted: true,
    compute: { ok: false, exit: -14, gas: 743004n },
    action: null,
    bounce: 'nofunds',
    outMsgs: 0,
  },
  {
    file: 'ordinary_tx_bounce_no_state.boc',
    accountPrefix: '59a509860c',
    lt: 34545047000012n,
    date: '2023-01-19',
    kind: 'ordinary',
    inMsg: 'internal',
    orig: 'nonexist',
    end: 'nonexist',
    aborted: true,
    compute: { skipped: 'noState' },
    action: null,
    bounce: 'ok',
    outMsgs: 1,
  },
  {
    file: 'ordinary_tx_recursive.boc',
    accountPrefix: '9adfb81ccd',
    lt: 25803209000001n,
    date: '2022-04-20',
    kind: 'ordinary',
    inMsg: 'externalIn',
    orig: 'active',
    end: 'active',
    aborted: false,
    compute: { ok: true, exit: 0, gas: 8048n },
    action: { ok: true, code: 0, msgs: 1 },
    bounce: null,
    outMsgs: 1,
  },
  {
    file: 'ordinary_tx_with_external.boc',
    accountPrefix: 'ffb5743692',
    lt: 18740851000001n,
    date: '2021-09-18',
    kind: 'ordinary',
    inMsg: 'externalIn',
    orig: 'active',
    end: 'active',
    aborted: false,
    compute: { ok: true, exit: 0, gas: 14639n },
    action: { ok: true, code: 0, msgs: 1 },
    bounce: null,
    outMsgs: 1,
  },
  {
    file: 'ordinary_tx_with_outgoing.boc',
    accountPrefix: 'dcfe7c2ab5',
    lt: 34544958000003n,
    date: '2023-01-19',
    kind: 'ordinary',
    inMsg: 'internal',
    orig: 'active',
    end: 'nonexist',
    aborted: false,
    compute: { ok: true, exit: 0, gas: 33762n },
    action: { ok: true, code: 0, msgs: 4 },
    bounce: null,
    outMsgs: 4,
  },
  {
    file: 'ordinary_tx_without_outgoing.boc',
    accountPrefix: '648e89fb76',
    lt: 34513627000006n,
    date: '2023-01-18',
    kind: 'ordinary',
    inMsg: 'internal',
    orig: 'active',
    end: 'active',
    aborted: false,
    compute: { ok: true, exit: 0, gas: 3054n },
    action: { ok: true, code: 0, msgs: 0 },
    bounce: null,
    outMsgs: 0,
  },
  {
    file: 'tick_tx.boc',
    accountPrefix: '3333333333',
    lt: 34544946000001n,
    date: '2023-01-19',
    kind: 'tick',
    inMsg: null,
    orig: 'active',
    end: 'active',
    aborted: false,
    compute: { ok: true, exit: 0, gas: 5656n },
    action: { ok: true, code: 0, msgs: 0 },
    bounce: null,
    outMsgs: 0,
  },
  {
    file: 'tock_tx.boc',
    accountPrefix: '5555555555',
    lt: 34544946000003n,
    date: '2023-01-19',
    kind: 'tock',
    inMsg: null,
    orig: 'active',
    end: 'active',
    aborted: false,
    compute: { ok: true, exit: 0, gas: 2786n },
    action: { ok: true, code: 0, msgs: 0 },
    bounce: null,
    outMsgs: 0,
  },
];

/** The README's view of a decoded transaction, in the same shape as `Described`. */
function summarize(file: string, tx: Transaction): Described {
  const d = tx.description;
  if (d.kind !== 'ordinary' && d.kind !== 'tickTock') throw new Error(`unexpected ${d.kind} transaction`);
  const compute = d.computePhase;
  return {
    file,
    accountPrefix: tx.accountAddr.slice(0, 10),
    lt: tx.lt,
    date: new Date(tx.now * 1000).toISOString().slice(0, 10),
    kind: d.kind === 'ordinary' ? 'ordinary' : d.isTock ? 'tock' : 'tick',
    inMsg: tx.inMsg === null ? null : (tx.inMsg.message.info.kind as 'internal' | 'externalIn'),
    orig: tx.origStatus,
    end: tx.endStatus,
    aborted: d.aborted,
    compute:
      compute.kind === 'skipped' ? { skipped: compute.reason as 'noState' } : { ok: compute.success, exit: compute.exitCode, gas: compute.gasUsed },
    action: d.actionPhase === null ? null : { ok: d.actionPhase.success, code: d.actionPhase.resultCode, msgs: d.actionPhase.msgsCreated },
    bounce: d.kind === 'ordinary' && d.bouncePhase !== null ? (d.bouncePhase.kind as 'nofunds' | 'ok') : null,
    outMsgs: tx.outMsgs.length,
  };
}

describeWithFixtures('Transaction on the Everscale phase samples', () => {
  it.each(DESCRIBED)('$file holds what the fixtures README states', (expected) => {
    const cell = readBocSingle(readFixture(`everscale/transactions/${expected.file}`));
    const tx = decodeTransaction(cell);
    expect(summarize(expected.file, tx)).toEqual(expected);
    expect(tx.outMsgCnt).toBe(expected.outMsgs);
  });

  it('reads the bounce and the destroyed account of the samples', () => {
    const read = (file: string) => decodeTransaction(readBocSingle(readFixture(`everscale/transactions/${file}`))).description;
    const noFunds = read('ordinary_tx_bounce_no_funds.boc');
    expect(noFunds.kind === 'ordinary' && noFunds.bouncePhase).toEqual({ kind: 'nofunds', msgSize: { cells: 0n, bits: 0n }, reqFwdFees: 1000000n });
    const destroyed = read('ordinary_tx_with_outgoing.boc');
    expect(destroyed.kind === 'ordinary' && [destroyed.destroyed, destroyed.actionPhase?.statusChange]).toEqual([true, 'deleted']);
    const tick = read('tick_tx.boc');
    expect(tick.kind === 'tickTock' && tick.storagePhase).toEqual({ storageFeesCollected: 0n, storageFeesDue: null, statusChange: 'unchanged' });
  });
});

describeWithFixtures('Transaction round trip', () => {
  it.each(ALL_TRANSACTIONS)('%s: encoding gives back the same cell, and every message too', (file) => {
    const cell = readBocSingle(readFixture(file));
    const tx = decodeTransaction(cell);
    expect(encodeTransaction(tx).hashHex()).toBe(cell.hashHex());
    const messages = [tx.inMsg, ...tx.outMsgs].filter((m) => m !== null);
    for (const msg of messages) {
      expect(msg.hash).toBe(msg.cell.hashHex());
      expect(encodeMessage(msg.message).hashHex()).toBe(msg.hash);
    }
    const outDictPresent = new Slice(defined(cell.refs[0], 'the messages cell')).skip(1).loadBit();
    expect(outDictPresent).toBe(tx.outMsgs.length > 0);
  });
});
