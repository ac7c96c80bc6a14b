import type { TransOrdinary } from './transaction-descr.js';
import type { Transaction } from './transaction.js';

/**
 * How much the account's balance (in the native coin) changed in a transaction, with nekoton's
 * semantics (nekoton-utils `compute_balance_change`): the inbound internal value, minus the values of
 * the outbound internal messages, minus — for ordinary transactions only — what the account paid in fees.
 */
export function transactionBalanceChange(tx: Transaction): bigint {
  let change = 0n;
  const inInfo = tx.inMsg?.message.info;
  if (inInfo?.kind === 'internal') change += inInfo.value.coins;
  for (const out of tx.outMsgs) {
    if (out.message.info.kind === 'internal') change -= out.message.info.value.coins;
  }
  if (tx.description.kind === 'ordinary') change -= ordinaryFeesCharged(tx.totalFees.coins, tx.description);
  return change;
}

/**
 * The fees an ordinary transaction took from the account (nekoton's `compute_total_transaction_fees`):
 * the total fees, plus the forwarding fees of the outbound messages that are not already in them
 * (total_fwd_fees − total_action_fees), plus the forwarding fee of a bounced message.
 */
function ordinaryFeesCharged(totalFees: bigint, descr: TransOrdinary): bigint {
  let fees = totalFees;
  const action = descr.actionPhase;
  if (action !== null) fees += (action.totalFwdFees ?? 0n) - (action.totalActionFees ?? 0n);
  if (descr.bouncePhase?.kind === 'ok') fees += descr.bouncePhase.fwdFees;
  return fees;
}
