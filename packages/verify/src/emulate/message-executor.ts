import type { Cell, ConfigParams, ShardAccount } from '@tvmscan/tvm';

/** What the executor is given to run one inbound message on one account. */
export interface MessageExecution {
  /** The receiving account as a ShardAccount cell (account_none for an account that does not exist yet). */
  readonly shardAccount: Cell;
  /** The same account decoded; undefined when it does not exist. */
  readonly account: ShardAccount | undefined;
  readonly message: Cell;
  /** The lowest logical time the transaction may take. */
  readonly lt: bigint;
  /** Unix time of the transaction. */
  readonly now: number;
  readonly randSeed: Uint8Array;
  /** Take every signature as valid: the message carries a fake one. */
  readonly ignoreSignatures: boolean;
}

/** A transaction and the account after it, or why the message made none (an external message the contract did not accept). */
export type MessageOutcome =
  | { readonly kind: 'executed'; readonly transaction: Cell; readonly shardAccount: Cell }
  | { readonly kind: 'rejected'; readonly reason: string; readonly exitCode: number | null };

/**
 * The transaction executor an emulation runs messages with: the devnet's (`DevnetExecutor` of `@tvmscan/devnet`,
 * the Tycho emulator and Everscale's executor for the contracts that need its action order), which this package may
 * not import (ARCHITECTURE.md §2), so the CLI hands it in.
 */
export interface MessageExecutor {
  /** The blockchain config transactions run under and the network's global id. */
  setConfig(config: ConfigParams, globalId: number): void;
  execute(args: MessageExecution): MessageOutcome;
}
