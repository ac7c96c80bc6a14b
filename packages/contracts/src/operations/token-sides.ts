import type { TokenOperation, TokenOperationKind, TokenParty } from './token-operation.js';

/** A jetton mint reaches the wallet as a transfer from its master: it is told (and stored) as the Mint it is. */
export function toldKind(kind: TokenOperationKind, senderWallet: string | null, root: string | null): TokenOperationKind {
  return kind === 'Receive' && root !== null && senderWallet === root ? 'Mint' : kind;
}

/** The owner of the operation's own wallet where its messages name it: the sender of a transfer or a burn. */
export function ownerNamedBy(operation: TokenOperation): string | null {
  return operation.kind === 'Send' || operation.kind === 'Burn' ? operation.sender.owner : null;
}

/**
 * The sender and receiver of an operation told as `kind`: its own wallet (`own`) on the side the kind puts it, the
 * counterpart the messages name on the other (its owner filled in by `ownerOf` where the messages do not say it),
 * and nobody opposite a mint or a burn. The indexer stores these; the emulation tells them.
 */
export function operationSides(
  operation: TokenOperation,
  kind: TokenOperationKind,
  own: TokenParty,
  ownerOf: (wallet: string) => string | null,
): { sender: TokenParty; receiver: TokenParty } {
  const counterpart = (party: TokenParty) => ({ owner: party.owner ?? (party.wallet ? ownerOf(party.wallet) : null), wallet: party.wallet });
  const none = { owner: null, wallet: null };
  if (kind === 'Receive') return { sender: counterpart(operation.sender), receiver: own };
  if (kind === 'Mint') return { sender: none, receiver: own };
  if (kind === 'Send' || kind === 'SendCancellation') return { sender: own, receiver: counterpart(operation.receiver) };
  return { sender: own, receiver: none };
}
