import * as emulator from '@tychosdk/emulator/dist/wasm/tycho_emulator.js';
import { encodeConfigParams, bytesToHex, type Cell, type ConfigParams } from '@tvmscan/tvm';
import { base64ToCell, cellToBase64 } from '../cells/boc-base64.js';
import { DevnetError } from '../errors.js';
import type { TransactionExecutor } from './transaction-executor.js';

export interface ExecuteArgs {
  /**
   * The receiving account as a ShardAccount cell (account_none for an account that does not exist yet),
   * or that cell's BOC in base64 as an earlier outcome returned it (saves serializing it again).
   */
  shardAccount: Cell | string;
  message: Cell;
  /** The lowest logical time the transaction may take. */
  lt: bigint;
  /** Unix time of the transaction. */
  now: number;
  randSeed: Uint8Array;
}

/** A transaction and the account after it, or why the message made none (an external message the contract did not accept). */
export type ExecutionOutcome =
  | { kind: 'executed'; transaction: Cell; shardAccount: Cell; shardAccountBoc: string }
  | { kind: 'rejected'; reason: string; exitCode: number | null };

interface EmulatorOutput {
  success: boolean;
  transaction?: string;
  shard_account?: string;
  error?: string;
  vm_exit_code?: number;
}

const QUIET = 0;

/**
 * Runs messages with the Tycho transaction emulator (the TVM executor of Tycho and Everscale compiled to
 * WebAssembly, from @tychosdk/emulator) against a blockchain config. Signatures are checked.
 */
export class TvmExecutor implements TransactionExecutor {
  private pointer: number | null = null;

  /** Sets the blockchain config transactions run under (at start and after every config change). */
  setConfig(config: ConfigParams): void {
    const next = createEmulator(config);
    if (this.pointer !== null) emulator.destroy_emulator(this.pointer);
    this.pointer = next;
  }

  execute(args: ExecuteArgs): ExecutionOutcome {
    if (this.pointer === null) throw new DevnetError('executor', 'the executor has no blockchain config yet');
    const params = JSON.stringify({
      unixtime: args.now,
      lt: args.lt.toString(),
      rand_seed: bytesToHex(args.randSeed),
      ignore_chksig: false,
      debug_enabled: false,
    });
    const raw = emulator.emulate_with_emulator(this.pointer, null, typeof args.shardAccount === 'string' ? args.shardAccount : cellToBase64(args.shardAccount), cellToBase64(args.message), params);
    const answer = JSON.parse(raw) as { ok: boolean; output?: EmulatorOutput; message?: string };
    if (!answer.ok || answer.output === undefined) throw new DevnetError('executor', `the executor failed: ${answer.message ?? raw.slice(0, 200)}`);
    const output = answer.output;
    if (!output.success || output.transaction === undefined || output.shard_account === undefined) {
      return { kind: 'rejected', reason: output.error ?? 'the message was not executed', exitCode: output.vm_exit_code ?? null };
    }
    return {
      kind: 'executed',
      transaction: base64ToCell(output.transaction, 'the executed transaction'),
      shardAccount: base64ToCell(output.shard_account, 'the account after the transaction'),
      shardAccountBoc: output.shard_account,
    };
  }

  close(): void {
    if (this.pointer !== null) emulator.destroy_emulator(this.pointer);
    this.pointer = null;
  }
}

function createEmulator(config: ConfigParams): number {
  const dictionaryRoot = encodeConfigParams(config).refs[0];
  try {
    return emulator.create_emulator(cellToBase64(dictionaryRoot), QUIET);
  } catch (error) {
    throw new DevnetError('bad-config', `the executor does not accept the blockchain config: ${String(error)}`);
  }
}
