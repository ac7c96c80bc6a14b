import type { ConfigParams } from '@tvmscan/tvm';
import type { ExecuteArgs, ExecutionOutcome } from './tvm-executor.js';

/** What the collator needs from an executor (TvmExecutor, or a wrapper that measures or records it). */
export interface TransactionExecutor {
  setConfig(config: ConfigParams): void;
  execute(args: ExecuteArgs): ExecutionOutcome;
  close(): void;
}
