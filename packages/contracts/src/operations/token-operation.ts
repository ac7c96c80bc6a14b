/** The token standards whose messages we read. */
export type TokenStandard = 'tip3' | 'jetton';

/** The kinds of token transaction (spec 001 §3). */
export type TokenOperationKind = 'Mint' | 'Burn' | 'Send' | 'Receive' | 'SendCancellation' | 'BurnCancellation';

/** One side of a token movement; null where no message of the transaction says it. */
export interface TokenParty {
  owner: string | null;
  wallet: string | null;
}

/**
 * A change of one token wallet's balance, read from the messages of that wallet's transaction: Send and Burn
 * take `amount` from it, Receive, Mint and the cancellations (the bounced transfer or burn coming back) add it.
 * Addresses are raw `wc:hex`.
 */
export interface TokenOperation {
  standard: TokenStandard;
  kind: TokenOperationKind;
  amount: bigint;
  /** The token wallet whose balance changes: the transaction's account. */
  wallet: string;
  /** The token root (jetton master), when a message of the transaction comes from it or goes to it. */
  root: string | null;
  sender: TokenParty;
  receiver: TokenParty;
  /** The hash of the message `amount` was read from. */
  messageHash: string;
}
