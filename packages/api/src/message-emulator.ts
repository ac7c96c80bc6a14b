/** A fungible token as the index knows its root (the classifier's `ActionToken`). */
export interface EmulatedToken {
  readonly standard: 'Tip3' | 'Jetton';
  readonly root: string;
  readonly symbol: string;
  readonly decimals: number;
}

/** What an emulation found: the trace's transactions, its actions and the balances it changes; or the refusal of its message. */
export interface EmulationOutcome {
  readonly transactions: readonly {
    readonly hash: string;
    readonly account: string;
    readonly lt: bigint;
    readonly now: number;
    readonly parentHash: string | null;
    readonly aborted: boolean;
    readonly exitCode: number | null;
    readonly resultCode: number | null;
    readonly totalFees: bigint;
  }[];
  /** The classifier's actions (the fields the indexer stores), each with the emulated transaction it is read from. */
  readonly actions: readonly { readonly transactionHash: string; readonly action: object }[];
  readonly balanceChanges: readonly { readonly account: string; readonly change: bigint }[];
  readonly tokenBalanceChanges: readonly {
    readonly owner: string | null;
    readonly wallet: string;
    readonly token: EmulatedToken | null;
    readonly change: bigint;
  }[];
  readonly rejected: { readonly reason: string; readonly exitCode: number | null; readonly meaning: string | null } | null;
  readonly unfollowed: number;
}

/**
 * Runs a message on the current chain state without sending it (`MessageEmulation` of `@tvmscan/verify`, with the
 * devnet's executor: the API may import neither, so the CLI fills this in). `emulate` throws an error whose `code`
 * says why: `emulate-input` (with the `field` it is about) for a message no account can run,
 * `emulate-state` when the chain's config is not known.
 */
export interface MessageEmulator {
  emulate(boc: Uint8Array): Promise<EmulationOutcome>;
  /**
   * A send from a wallet before its owner signs it (the message its app would sign, with a fake signature taken as
   * valid); `emulate-input` errors name `from`, `publicKey` or `call`.
   */
  emulateSend(send: WalletSend): Promise<EmulationOutcome>;
  /**
   * An external call of a contract's function before its caller signs it (with a fake signature taken as valid), or
   * unsigned; `emulate-input` errors name `publicKey` or `call`.
   */
  emulateExternalCall(call: ExternalCall): Promise<EmulationOutcome>;
}

/** An external call as the executor sends it: the contract raw `wc:hex`, the caller's key, or null for an unsigned one. */
export interface ExternalCall {
  readonly to: string;
  readonly publicKey: string | null;
  readonly call: { readonly abi: string; readonly method: string; readonly params: Record<string, unknown> };
}

/** A send from a wallet as its app asks for it: addresses raw `wc:hex`, the amount in nano. */
export interface WalletSend {
  readonly from: string;
  readonly publicKey: string;
  readonly to: string;
  readonly amount: bigint;
  readonly bounce: boolean;
  readonly call: { readonly abi: string; readonly method: string; readonly params: Record<string, unknown> } | null;
}
