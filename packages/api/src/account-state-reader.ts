/**
 * Reads an account's current state from outside the index (a node, the devnet): the `Account` BOC, or null when the
 * account does not exist. The CLI wires the indexer's state source into it; without one the API answers from the
 * states the index stored.
 */
export interface AccountStateReader {
  getAccountState(address: string): Promise<Uint8Array | null>;
}
