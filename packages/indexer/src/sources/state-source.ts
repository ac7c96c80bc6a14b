import type { VmValue } from '@tvmscan/tvm';

/** Where current account states and the network config come from: a JRPC or GraphQL node, state files or the devnet. */
export interface StateSource {
  /** The account's current `Account` BOC, or null when the account does not exist. `address` is raw `wc:hex`. */
  getAccount(address: string): Promise<Uint8Array | null>;
  /** The current blockchain config as a `ConfigParams` BOC (address + params dictionary), when the source knows it. */
  getConfig?(): Promise<Uint8Array | null>;
  /**
   * Runs a get-method of the account on its current state, `args` pushed in order (the last on top).
   * Sources that give accounts and the config have it (see `withGetMethods`); failures are `GetMethodError`s.
   */
  runGetMethod?(address: string, method: string, args?: readonly VmValue[], options?: GetMethodOptions): Promise<GetMethodResult>;
  close?(): void | Promise<void>;
}

export interface GetMethodOptions {
  /** The unix time the method sees as `now`; the wall clock by default. */
  readonly now?: number;
  /** Gas the method may spend; 10 000 000 by default. */
  readonly gasLimit?: bigint;
}

export interface GetMethodResult {
  /** What the method left on the stack, from the bottom to the top: its return values in order. */
  readonly stack: VmValue[];
  /** 0, or 1 (the VM's alternative success code). */
  readonly exitCode: number;
  readonly gasUsed: bigint;
}

/** A state source that runs get-methods. */
export type GetMethodSource = StateSource & Required<Pick<StateSource, 'runGetMethod'>>;
