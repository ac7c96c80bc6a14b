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
 * says why: `emulate-input` (with the `field`, `boc`) for a BOC that is no message an account can run,
 * `emulate-state` when the chain's config is not known.
 */
export interface MessageEmulator {
  emulate(boc: Uint8Array): Promise<EmulationOutcome>;
}
