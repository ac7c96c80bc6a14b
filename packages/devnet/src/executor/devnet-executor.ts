import { decodeAccount, decodeMessage, type Cell, type ConfigParams } from '@tvmscan/tvm';
import { NekotonExecutor } from './nekoton-executor.js';
import type { ExecuteArgs, ExecutionOutcome, TransactionExecutor } from './transaction-executor.js';
import { TvmExecutor } from './tvm-executor.js';

/** Tells whether a contract's code relies on Everscale's action order (a mode-128 message sent last). */
export type ActionOrderRule = (code: Cell) => boolean;

/**
 * The devnet's executor: the Tycho emulator for every transaction, except those of contracts whose code
 * relies on Everscale's action order, which run on Everscale's executor (nekoton). Such a contract must
 * exist before its transactions run there (deployed by a message to an address that already holds
 * value, the way a wallet is deployed); a deploy to an address that holds nothing runs on the emulator. Tick-tock
 * transactions (the elector's and the configuration contract's) run on the emulator.
 */
export class DevnetExecutor implements TransactionExecutor {
  private readonly tycho = new TvmExecutor();
  private readonly everscale = new NekotonExecutor();
  private everscaleTransactions = 0;

  constructor(private readonly needsEverscaleOrder: ActionOrderRule) {}

  /** Transactions run on Everscale's executor so far. */
  get everscaleOrderTransactions(): number {
    return this.everscaleTransactions;
  }

  setConfig(config: ConfigParams, globalId: number): void {
    this.tycho.setConfig(config);
    this.everscale.setConfig(config, globalId);
  }

  execute(args: ExecuteArgs): ExecutionOutcome {
    const code = codeToRun(args);
    if (code === null || !this.needsEverscaleOrder(code)) return this.tycho.execute(args);
    this.everscaleTransactions++;
    return this.everscale.execute(args);
  }

  close(): void {
    this.tycho.close();
    this.everscale.close();
  }
}

/** The code the transaction runs: the account's, or for an uninitialised account the code its message deploys. */
function codeToRun(args: ExecuteArgs): Cell | null {
  if (args.account === undefined || args.message === undefined) return null;
  const state = decodeAccount(args.account.account)?.storage.state;
  if (state === undefined) return null;
  if (state.kind === 'active') return state.stateInit.code;
  if (state.kind !== 'uninit') return null;
  return decodeMessage(args.message).init?.code ?? null;
}
