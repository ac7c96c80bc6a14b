import * as emulator from '@tychosdk/emulator/dist/wasm/tycho_emulator.js';
import { encodeConfigParams, bytesToHex, type ConfigParams } from '@tvmscan/tvm';
import { base64ToCell, cellToBase64 } from '../contracts/shared/boc-base64.js';
import { DevnetError } from '../errors.js';
import type { ExecuteArgs, ExecutionOutcome, TransactionExecutor } from './transaction-executor.js';
import { present } from '../present.js';

interface EmulatorOutput {
  success: boolean;
  transaction?: string;
  shard_account?: string;
  error?: string;
  vm_exit_code?: number;
}

const QUIET = 0;

/**
 * Runs messages with the Tycho transaction emulator (Tycho's executor compiled to WebAssembly, from
 * @tychosdk/emulator) against a blockchain config: ordinary transactions and the tick-tock transactions of special
 * masterchain accounts. Signatures are checked. Like TON's, this executor performs a transaction's actions strictly in
 * the order the contract wrote them.
 */
export class TvmExecutor implements TransactionExecutor {
  private pointer: number | null = null;

  /** The global id is not needed: the emulator reads it from the config (param 19) where signatures are bound to it. */
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
      ignore_chksig: args.ignoreSignatures ?? false,
      debug_enabled: false,
      is_tick_tock: args.tickTock !== undefined,
      is_tock: args.tickTock === 'tock',
    });
    const raw = emulator.emulate_with_emulator(
      this.pointer,
      null,
      typeof args.shardAccount === 'string' ? args.shardAccount : cellToBase64(args.shardAccount),
      args.message === undefined ? null : cellToBase64(args.message),
      params,
    );
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
  const dictionaryRoot = present(encodeConfigParams(config).refs[0], "the config's parameter dictionary");
  try {
    return emulator.create_emulator(cellToBase64(dictionaryRoot), QUIET);
  } catch (error) {
    // The emulator's own refusals are plain Errors; a WebAssembly trap (RuntimeError) or a TypeError is a bug.
    if (error instanceof Error && error.name === 'Error')
      throw new DevnetError('bad-config', `the executor does not accept the blockchain config: ${error.message}`, { cause: error });
    throw error;
  }
}
