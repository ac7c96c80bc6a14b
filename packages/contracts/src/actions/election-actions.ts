import type { Action } from './action.js';
import { action } from './action-parts.js';
import type { MessageReading, TransactionReading } from './transaction-reading.js';

/** The elector of the networks of this family (config param 1). */
export const ELECTOR_ADDRESS = `-1:${'3'.repeat(64)}`;

/** The elector's operations (its TL-B bodies: a 32-bit op, then a 64-bit query id) and its answers. */
export const ELECTOR_OPS = {
  newStake: 0x4e73744b,
  stakeConfirmed: 0xf374484c,
  stakeReturned: 0xee6f454c,
  recoverStake: 0x47657424,
  recoverStakeOk: 0xf96f7324,
  recoverStakeError: 0xfffffffe,
} as const;

/**
 * A validator's stake or stake recovery, read from the elector's transaction: the request it received and the answer
 * it sent back to the validator (the confirmation or the returned stake; the recovered coins or the refusal).
 */
export function electionActions(reading: TransactionReading): Action[] {
  const request = reading.inMessage;
  if (reading.account !== ELECTOR_ADDRESS || request?.type !== 'Internal' || request.body.kind !== 'call' || request.src === null) return [];
  const validator = request.src;
  const answer = (ops: readonly number[]) => reading.outMessages.find((message) => message.dst === validator && ops.includes(opOf(message) ?? -1));
  const parties = { validator, elector: ELECTOR_ADDRESS };
  if (request.body.functionId === ELECTOR_OPS.newStake) {
    const reply = answer([ELECTOR_OPS.stakeConfirmed, ELECTOR_OPS.stakeReturned]);
    if (reply === undefined) return [];
    const accepted = opOf(reply) === ELECTOR_OPS.stakeConfirmed;
    return [
      action(
        'ElectionStake',
        { ...parties, accepted },
        { success: accepted, failure: null, accounts: [validator, ELECTOR_ADDRESS], amount: request.value },
      ),
    ];
  }
  if (request.body.functionId === ELECTOR_OPS.recoverStake) {
    const reply = answer([ELECTOR_OPS.recoverStakeOk, ELECTOR_OPS.recoverStakeError]);
    if (reply === undefined) return [];
    const recovered = opOf(reply) === ELECTOR_OPS.recoverStakeOk;
    return [
      action('ElectionRecover', parties, {
        success: recovered,
        failure: null,
        accounts: [validator, ELECTOR_ADDRESS],
        amount: recovered ? reply.value : 0n,
      }),
    ];
  }
  return [];
}

function opOf(message: MessageReading): number | null {
  return message.body.kind === 'call' ? message.body.functionId : null;
}
