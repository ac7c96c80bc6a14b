import { expect, it } from 'vitest';
import {
  readBocSingle,
  toMessageRef,
  type MessageRef,
  decodeTransaction,
  transactionBalanceChange,
  transactionEndStateLabel,
  transactionExitCode,
  transactionFeeBreakdown,
  transactionResultCode,
  transactionWorkchain,
  type FeeBreakdown,
  type Transaction,
} from '../../../src/index.js';
import { defined, describeWithFixtures, readFixture } from '../../../src/testing/index.js';

function sample(file: string): Transaction {
  return decodeTransaction(readBocSingle(readFixture(`everscale/transactions/${file}`)));
}

const NO_FEES: FeeBreakdown = { storage: 0n, gas: 0n, action: 0n, bounce: 0n, other: 0n, outboundForward: 0n, total: 0n };

/** The samples' Fees tab; the parts are the phases' own fields, the totals are the transactions' total_fees. */
const FEES: Record<string, FeeBreakdown> = {
  // Gas for 743004 units at 1000 nano each; the bounce found no funds, so nothing was forwarded.
  'ordinary_tx_bounce_no_funds.boc': { ...NO_FEES, gas: 743004000n, total: 743004000n },
  // The bounced message's forwarding fee (666672) is the bounce's, not an outbound send.
  'ordinary_tx_bounce_no_state.boc': { ...NO_FEES, bounce: 333328n, total: 333328n },
  // An external message: the rest of the total (28002000) is its import fee.
  'ordinary_tx_recursive.boc': {
    storage: 1457n,
    gas: 8048000n,
    action: 333328n,
    bounce: 0n,
    other: 28002000n,
    outboundForward: 666672n,
    total: 36384785n,
  },
  // Its outbound message is external: its whole forwarding fee is an action fee, nothing goes on.
  'ordinary_tx_with_external.boc': {
    storage: 103n,
    gas: 14639000n,
    action: 5515000n,
    bounce: 0n,
    other: 5574000n,
    outboundForward: 0n,
    total: 25728103n,
  },
  // Four outbound messages carrying 840007 + 1714680 + 1586013 + 666672 of forwarding fees.
  'ordinary_tx_with_outgoing.boc': {
    storage: 9070n,
    gas: 33762000n,
    action: 2403628n,
    bounce: 0n,
    other: 0n,
    outboundForward: 4807372n,
    total: 36174698n,
  },
  'ordinary_tx_without_outgoing.boc': { ...NO_FEES, storage: 17n, gas: 3054000n, total: 3054017n },
  'tick_tx.boc': NO_FEES,
  'tock_tx.boc': NO_FEES,
};

describeWithFixtures('values shown for a transaction', () => {
  it("computes the balance change of nekoton's bounce transaction as nekoton does (0)", () => {
    const tx = decodeTransaction(readBocSingle(readFixture('nekoton/nekoton-utils_src_transaction__balance_change_for_bounce_tx.boc')));
    expect(tx.description.kind === 'ordinary' && tx.description.bouncePhase?.kind).toBe('ok');
    expect(transactionBalanceChange(tx)).toBe(0n);
  });

  it('computes balance changes of the samples', () => {
    // 97621000 received, 3054017 paid in fees.
    expect(transactionBalanceChange(sample('ordinary_tx_without_outgoing.boc'))).toBe(97621000n - 3054017n);
    // Gas took all but 999 of what came in.
    expect(transactionBalanceChange(sample('ordinary_tx_bounce_no_funds.boc'))).toBe(999n);
    // An external message brings nothing; the account sends 1000000000 and pays the fees and its message's forwarding.
    expect(transactionBalanceChange(sample('ordinary_tx_recursive.boc'))).toBe(-(1000000000n + 36384785n + 666672n));
    expect(transactionBalanceChange(sample('tick_tx.boc'))).toBe(0n);
  });

  it.each(Object.entries(FEES))('breaks down the fees of %s', (file, expected) => {
    const tx = sample(file);
    const fees = transactionFeeBreakdown(tx);
    expect(fees).toEqual(expected);
    const d = tx.description;
    if (d.kind === 'ordinary' && d.actionPhase?.totalFwdFees != null && tx.outMsgs.every((m) => m.message.info.kind === 'internal')) {
      expect(fees.outboundForward).toBe(d.actionPhase.totalFwdFees - (d.actionPhase.totalActionFees ?? 0n));
    }
  });

  it('gives the workchain, exit code, result code and end state of the samples', () => {
    const facts = Object.keys(FEES).map((file) => {
      const tx = sample(file);
      return [file, transactionWorkchain(tx), transactionExitCode(tx), transactionResultCode(tx), transactionEndStateLabel(tx)];
    });
    expect(facts).toEqual([
      ['ordinary_tx_bounce_no_funds.boc', 0, -14, null, 'Active'],
      ['ordinary_tx_bounce_no_state.boc', 0, null, null, 'NonExist'],
      ['ordinary_tx_recursive.boc', 0, 0, 0, 'Active'],
      ['ordinary_tx_with_external.boc', 0, 0, 0, 'Active'],
      ['ordinary_tx_with_outgoing.boc', 0, 0, 0, 'Deleted'],
      ['ordinary_tx_without_outgoing.boc', 0, 0, 0, 'Active'],
      ['tick_tx.boc', -1, 0, 0, 'Active'],
      ['tock_tx.boc', -1, 0, 0, 'Active'],
    ]);
  });

  it('takes the workchain from an outbound message when there is no inbound one, else gives null', () => {
    const tx = sample('ordinary_tx_with_external.boc');
    const out = defined(tx.outMsgs[0], 'the outbound message').message;
    if (out.info.kind !== 'externalOut' || out.info.src.kind !== 'std') throw new Error('the sample sends an external message');
    const fromMasterchain: MessageRef = toMessageRef({ ...out, info: { ...out.info, src: { ...out.info.src, workchain: -1 } } });
    expect(transactionWorkchain({ ...tx, inMsg: null, outMsgs: [fromMasterchain] })).toBe(-1);
    expect(transactionWorkchain({ ...tx, inMsg: null, outMsgs: [] })).toBeNull();
    expect(
      transactionExitCode({
        ...tx,
        description: { kind: 'storage', storagePhase: { storageFeesCollected: 1n, storageFeesDue: null, statusChange: 'unchanged' } },
      }),
    ).toBeNull();
  });
});
