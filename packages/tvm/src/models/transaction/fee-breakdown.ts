import type { Transaction } from './transaction.js';
import type { TransactionDescr } from './transaction-descr.js';

/** The Fees tab of a transaction (spec 000 §2), in nano of the native coin. */
export interface FeeBreakdown {
  storage: bigint;
  gas: bigint;
  action: bigint;
  bounce: bigint;
  other: bigint;
  outboundForward: bigint;
  total: bigint;
}

/**
 * Splits a transaction's fees as the Fees tab shows them. Our reading of the spec:
 * - storage: the storage phase's fees collected; gas: the compute phase's gas fees; action: the action
 *   phase's total action fees; bounce: the bounce phase's message fees (the part of the bounced message's
 *   forwarding fee kept by validators); each 0 where its phase is absent;
 * - total: the transaction's total_fees; other: total − (storage + gas + action + bounce), floored at 0
 *   (import fees of external messages, due fees collected in the credit phase…);
 * - outbound forward: the forwarding fees carried by the outbound internal messages (not part of the
 *   total); for a bounced ordinary transaction the bounce message's forwarding fee (the bounce phase's
 *   fwd_fees) is taken off it, floored at 0, since it is the bounce's cost rather than an outbound send.
 */
export function transactionFeeBreakdown(tx: Transaction): FeeBreakdown {
  const descr = tx.description;
  const storage = storageFees(descr);
  const gas = gasFees(descr);
  const action = actionFees(descr);
  const bounceOk = descr.kind === 'ordinary' && descr.bouncePhase?.kind === 'ok' ? descr.bouncePhase : null;
  const bounce = bounceOk?.msgFees ?? 0n;
  const total = tx.totalFees.coins;
  const other = floorAtZero(total - storage - gas - action - bounce);
  const outboundForward = floorAtZero(outboundForwardFees(tx) - (bounceOk?.fwdFees ?? 0n));
  return { storage, gas, action, bounce, other, outboundForward, total };
}

function storageFees(descr: TransactionDescr): bigint {
  return 'storagePhase' in descr && descr.storagePhase !== null ? descr.storagePhase.storageFeesCollected : 0n;
}

function gasFees(descr: TransactionDescr): bigint {
  return 'computePhase' in descr && descr.computePhase.kind === 'vm' ? descr.computePhase.gasFees : 0n;
}

function actionFees(descr: TransactionDescr): bigint {
  return 'actionPhase' in descr && descr.actionPhase !== null ? (descr.actionPhase.totalActionFees ?? 0n) : 0n;
}

function outboundForwardFees(tx: Transaction): bigint {
  let sum = 0n;
  for (const out of tx.outMsgs) {
    if (out.message.info.kind === 'internal') sum += out.message.info.fwdFee;
  }
  return sum;
}

function floorAtZero(value: bigint): bigint {
  return value < 0n ? 0n : value;
}
