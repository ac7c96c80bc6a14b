import type { TokenOperation } from '../operations/token-operation.js';
import type { TokenTransactionView } from '../operations/transaction-messages.js';
import { readBouncedJettonBody, readJettonAddress, readJettonBody } from './jetton-bodies.js';
import { JETTON_OPCODES as OP } from './jetton-opcodes.js';

/**
 * The TEP-74 operations of a jetton wallet's transaction: its owner's `transfer` sends (an `internal_transfer`
 * to the receiving wallet, which receives), its owner's `burn` burns (a `burn_notification` to the master), and a
 * bounced `internal_transfer` or `burn_notification` coming back cancels. A master mints with an `internal_transfer`
 * too: the wallet alone cannot tell it from a transfer, so it is a Receive whose sender wallet is the master.
 */
export function jettonOperations(view: TokenTransactionView): TokenOperation[] {
  if (view.inbound.info.bounced) return cancellation(view);
  if (!view.succeeded) return [];
  const body = readJettonBody(view.inbound.ref.message.body);
  if (body === null) return [];
  const base = { standard: 'jetton' as const, amount: body.amount, wallet: view.account, messageHash: view.inbound.ref.hash };
  switch (body.op) {
    case OP.transfer: {
      const receiverOwner = readJettonAddress(body.rest);
      const outgoing = view.outbound.find((message) => readJettonBody(message.ref.message.body)?.op === OP.internalTransfer);
      return [
        {
          ...base,
          kind: 'Send',
          root: null,
          sender: { owner: view.inbound.src, wallet: view.account },
          receiver: { owner: receiverOwner, wallet: outgoing?.dest ?? null },
        },
      ];
    }
    case OP.internalTransfer:
      return [
        {
          ...base,
          kind: 'Receive',
          root: null,
          sender: { owner: readJettonAddress(body.rest), wallet: view.inbound.src },
          receiver: { owner: null, wallet: view.account },
        },
      ];
    case OP.burn: {
      const notification = view.outbound.find((message) => readJettonBody(message.ref.message.body)?.op === OP.burnNotification);
      return [
        {
          ...base,
          kind: 'Burn',
          root: notification?.dest ?? null,
          sender: { owner: view.inbound.src, wallet: view.account },
          receiver: { owner: null, wallet: null },
        },
      ];
    }
    default:
      return [];
  }
}

function cancellation(view: TokenTransactionView): TokenOperation[] {
  const body = readBouncedJettonBody(view.inbound.ref.message.body);
  if (body === null || (body.op !== OP.internalTransfer && body.op !== OP.burnNotification)) return [];
  const isTransfer = body.op === OP.internalTransfer;
  return [
    {
      standard: 'jetton',
      kind: isTransfer ? 'SendCancellation' : 'BurnCancellation',
      amount: body.amount,
      wallet: view.account,
      root: isTransfer ? null : view.inbound.src,
      sender: { owner: null, wallet: view.account },
      receiver: { owner: null, wallet: isTransfer ? view.inbound.src : null },
      messageHash: view.inbound.ref.hash,
    },
  ];
}
