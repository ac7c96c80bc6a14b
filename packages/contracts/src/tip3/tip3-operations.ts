import { AbiBodyReader } from '../abi/abi-body-reader.js';
import type { TokenOperation, TokenOperationKind, TokenParty } from '../operations/token-operation.js';
import type { InternalMessage, TokenTransactionView } from '../operations/transaction-messages.js';
import { TIP3_FUNCTION_IDS as IDS, TIP3_V4_FUNCTION_IDS as V4 } from './tip3-function-ids.js';

/**
 * The TIP-3 operations of a token wallet's transaction. A wallet sends tokens by calling the receiving wallet
 * (`acceptTransfer`, or `internalTransfer` in older wallets), which receives them; a bounced call brings them back
 * to the sender (SendCancellation). A wallet burns on its owner's (or the root's) `burn` and tells the root
 * (`acceptBurn`), whose bounce returns them (BurnCancellation). The root mints by calling the wallet's `acceptMint`.
 */
export function tip3Operations(view: TokenTransactionView): TokenOperation[] {
  if (view.inbound.info.bounced) return cancellation(view);
  if (!view.succeeded) return [];
  const inbound = AbiBodyReader.afterFunctionId(view.inbound.ref.message.body);
  if (inbound === null) return [];
  const { functionId, reader } = inbound;
  switch (functionId) {
    case IDS.acceptTransfer:
      return [received(view, 'Receive', reader.uint(128), { owner: reader.address(), wallet: view.inbound.src }, null)];
    case V4.internalTransfer: {
      const amount = reader.uint(128);
      reader.uint(256);
      return [received(view, 'Receive', amount, { owner: reader.address(), wallet: view.inbound.src }, null)];
    }
    case IDS.acceptMint:
    case V4.accept:
      return [received(view, 'Mint', reader.uint(128), { owner: null, wallet: null }, view.inbound.src)];
    case IDS.burn:
    case V4.burnByOwner:
      return [burnt(view, reader.uint(128), false)];
    case IDS.burnByRoot:
      return [burnt(view, reader.uint(128), true)];
    default:
      return sent(view, functionId, reader);
  }
}

function received(view: TokenTransactionView, kind: TokenOperationKind, amount: bigint, sender: TokenParty, root: string | null): TokenOperation {
  return {
    standard: 'tip3',
    kind,
    amount,
    wallet: view.account,
    root,
    sender,
    receiver: { owner: null, wallet: view.account },
    messageHash: view.inbound.ref.hash,
  };
}

/** A burn called by the owner, or by the root (`byRoot`), which then is the inbound message's sender. */
function burnt(view: TokenTransactionView, amount: bigint, byRoot: boolean): TokenOperation {
  const notice = view.outbound.find((message) => functionIdOf(message) === IDS.acceptBurn);
  return {
    standard: 'tip3',
    kind: 'Burn',
    amount,
    wallet: view.account,
    root: notice?.dest ?? (byRoot ? view.inbound.src : null),
    sender: { owner: byRoot ? null : view.inbound.src, wallet: view.account },
    receiver: { owner: null, wallet: null },
    messageHash: view.inbound.ref.hash,
  };
}

/** Each outbound transfer call is a Send; the inbound call, when it is a transfer, names the receiving owner. */
function sent(view: TokenTransactionView, inboundId: number, inbound: AbiBodyReader): TokenOperation[] {
  const receiverOwner = receivingOwner(inboundId, inbound);
  const operations: TokenOperation[] = [];
  for (const message of view.outbound) {
    const call = AbiBodyReader.afterFunctionId(message.ref.message.body);
    if (call === null || (call.functionId !== IDS.acceptTransfer && call.functionId !== V4.internalTransfer)) continue;
    const amount = call.reader.uint(128);
    if (call.functionId === V4.internalTransfer) call.reader.uint(256);
    operations.push({
      standard: 'tip3',
      kind: 'Send',
      amount,
      wallet: view.account,
      root: null,
      sender: { owner: call.reader.address(), wallet: view.account },
      receiver: { owner: receiverOwner, wallet: message.dest },
      messageHash: message.ref.hash,
    });
  }
  return operations;
}

function receivingOwner(functionId: number, reader: AbiBodyReader): string | null {
  if (functionId === IDS.transfer) {
    reader.uint(128);
    return reader.address();
  }
  if (functionId === V4.transferToRecipient) {
    reader.uint(256);
    return reader.address();
  }
  return null;
}

function cancellation(view: TokenTransactionView): TokenOperation[] {
  const bounced = AbiBodyReader.ofBounced(view.inbound.ref.message.body);
  if (bounced === null) return [];
  const { functionId, reader } = bounced;
  const isTransfer = functionId === IDS.acceptTransfer || functionId === V4.internalTransfer;
  if (!isTransfer && functionId !== IDS.acceptBurn) return [];
  return [
    {
      standard: 'tip3',
      kind: isTransfer ? 'SendCancellation' : 'BurnCancellation',
      amount: reader.uint(128),
      wallet: view.account,
      root: isTransfer ? null : view.inbound.src,
      sender: { owner: null, wallet: view.account },
      receiver: { owner: null, wallet: isTransfer ? view.inbound.src : null },
      messageHash: view.inbound.ref.hash,
    },
  ];
}

function functionIdOf(message: InternalMessage): number | null {
  return AbiBodyReader.afterFunctionId(message.ref.message.body)?.functionId ?? null;
}
