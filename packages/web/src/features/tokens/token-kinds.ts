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

/** The kinds asked of the API for the values chosen: every kind when none is chosen (spec 001 §9). */
export function requestedKinds(choices: readonly TokenKindChoice[] | undefined): TokenTransactionKind[] {
  if (!choices || choices.length === 0) return [...TOKEN_KINDS];
  const kinds = new Set(choices.flatMap((choice) => (choice === 'Cancellation' ? CANCELLATIONS : [choice])));
  return TOKEN_KINDS.filter((kind) => kinds.has(kind));
}
