import type { Cell, ConfigParams, ShardAccount } from '@tvmscan/tvm';

interface ExecuteBase {
  /**
   * The receiving account as a ShardAccount cell (account_none for an account that does not exist yet),
   * or that cell's BOC in base64 as an earlier outcome returned it (saves serializing it again).
   */
  shardAccount: Cell | string;
  /** The same account decoded; undefined when it does not exist. */
  account: ShardAccount | undefined;
  /** The lowest logical time the transaction may take. */
  lt: bigint;
  /** Unix time of the transaction. */
  now: number;
  randSeed: Uint8Array;
  /** Take every signature as valid (an emulation of a message signed with a fake signature); false by default. */
  ignoreSignatures?: boolean;
}

/** A special masterchain account's transaction at the start (tick) or the end (tock) of a masterchain block. */
export type TickTock = 'tick' | 'tock';

/** An ordinary transaction on an inbound message, or a tick-tock transaction, which has none. */
export type ExecuteArgs = ExecuteBase & ({ message: Cell; tickTock?: undefined } | { message?: undefined; tickTock: TickTock });

/** A transaction and the account after it, or why the message made none (an external message the contract did not accept). */
export type ExecutionOutcome =
  | { kind: 'executed'; transaction: Cell; shardAccount: Cell; shardAccountBoc: string }
  | { kind: 'rejected'; reason: string; exitCode: number | null };

/** What the collator needs from an executor (TvmExecutor, NekotonExecutor, DevnetExecutor, or a wrapper that measures or records one). */
export interface TransactionExecutor {
  /** The blockchain config transactions run under (at start and after every config change) and the network's global id. */
  setConfig(config: ConfigParams, globalId: number): void;
  execute(args: ExecuteArgs): ExecutionOutcome;
  close(): void;
}
