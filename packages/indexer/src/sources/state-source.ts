/** Where current account states and the network config come from: a JRPC or GraphQL node, state files or the devnet. */
export interface StateSource {
  /** The account's current `Account` BOC, or null when the account does not exist. `address` is raw `wc:hex`. */
  getAccount(address: string): Promise<Uint8Array | null>;
  /** The current blockchain config as a `ConfigParams` BOC (address + params dictionary), when the source knows it. */
  getConfig?(): Promise<Uint8Array | null>;
  close?(): void | Promise<void>;
}
