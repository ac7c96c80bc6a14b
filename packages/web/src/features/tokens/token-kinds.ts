import type { TokenTransactionKind } from '@tvmscan/api/token-contract';

/** The kinds of token transaction, in the order of the default filter (spec 001 §9), checked against the contract. */
const KINDS: Record<TokenTransactionKind, true> = {
  Mint: true,
  Burn: true,
  Send: true,
  SendCancellation: true,
  BurnCancellation: true,
  Receive: true,
};
export const TOKEN_KINDS = Object.keys(KINDS) as TokenTransactionKind[];

/** A value of the kinds filter: a kind, or 'Cancellation' for both cancellations (spec 001 §3). */
export type TokenKindChoice = TokenTransactionKind | 'Cancellation';
export const TOKEN_KIND_CHOICES: readonly TokenKindChoice[] = [
  'Mint',
  'Burn',
  'Send',
  'Receive',
  'Cancellation',
  'SendCancellation',
  'BurnCancellation',
];

const CANCELLATIONS: readonly TokenTransactionKind[] = ['SendCancellation', 'BurnCancellation'];

/**
 * One row per transfer: every kind but Receive, as the receiving half of a transfer is the same transfer as its Send
 * (which names both sender and receiver). The token API counts a root's transfers the same way (TOKENS.md).
 */
export const TRANSFER_KINDS: readonly TokenTransactionKind[] = TOKEN_KINDS.filter((kind) => kind !== 'Receive');

/**
 * The kinds asked of the API for the values chosen. With none chosen: one row per transfer for a token's list or all
 * tokens' (issue 37); every kind (spec 001 §9) for an owner's list, whose received transfers are its Receive rows.
 */
export function requestedKinds(choices: readonly TokenKindChoice[] | undefined, ownerScoped: boolean): TokenTransactionKind[] {
  if (!choices || choices.length === 0) return ownerScoped ? [...TOKEN_KINDS] : [...TRANSFER_KINDS];
  const kinds = new Set(choices.flatMap((choice) => (choice === 'Cancellation' ? CANCELLATIONS : [choice])));
  return TOKEN_KINDS.filter((kind) => kinds.has(kind));
}
