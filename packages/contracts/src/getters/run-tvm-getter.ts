import { defaultConfig } from '@tychosdk/emulator/dist/config/defaultConfig.js';
import * as emulator from '@tychosdk/emulator/dist/wasm/tycho_emulator.js';
import {
  decodeAccount,
  decodeBase64,
  decodeVmStack,
  encodeBase64,
  encodeVmStack,
  formatRawAddress,
  getMethodId,
  readBocSingle,
  writeBoc,
  type Cell,
  type VmValue,
} from '@tvmscan/tvm';
import { GetterError } from '../errors.js';

interface GetMethodAnswer {
  ok: boolean;
  message?: string;
  output?: { success: boolean; error?: string; stack?: string; vm_exit_code?: number };
}

/** The gas a get-method may use; the standard contracts' getters use a few thousand. */
const GAS_LIMIT = 10_000_000n;
const QUIET = 0;
const ZERO_SEED = '0'.repeat(64);

/**
 * Runs a TON-style get-method (called by the method id of its name, arguments and answers on the TVM stack)
 * of an account locally, with the Tycho emulator's get-method runner, and returns the stack it leaves,
 * bottom first. (nekoton-wasm's `runGetter` reads a cell the method returns as that cell's first reference,
 * so it cannot return a jetton's content or wallet code.)
 */
export function runTvmGetter(account: Cell, method: string, args: readonly VmValue[] = []): VmValue[] {
  const decoded = decodeAccount(account);
  const state = decoded?.storage.state;
  if (decoded === null || state === undefined || state.kind !== 'active' || state.stateInit.code === null || state.stateInit.data === null) {
    throw new GetterError(`cannot run ${method}: the account is not active`, null);
  }
  const params = JSON.stringify({
    code: base64Of(state.stateInit.code),
    data: base64Of(state.stateInit.data),
    verbosity: QUIET,
    address: formatRawAddress(decoded.address),
    unixtime: Math.floor(Date.now() / 1000),
    balance: decoded.storage.balance.coins.toString(),
    rand_seed: ZERO_SEED,
    gas_limit: GAS_LIMIT.toString(),
    method_id: getMethodId(method),
    debug_enabled: false,
  });
  const answer = JSON.parse(emulator.run_get_method(params, base64Of(encodeVmStack(args)), defaultConfig)) as GetMethodAnswer;
  const output = answer.output;
  if (!answer.ok || output === undefined || !output.success || output.stack === undefined) {
    throw new GetterError(`cannot run ${method}: ${answer.message ?? output?.error ?? 'the emulator gave no stack'}`, null);
  }
  const exitCode = output.vm_exit_code ?? 0;
  if (exitCode !== 0 && exitCode !== 1) throw new GetterError(`get-method ${method} ended with exit code ${exitCode}`, exitCode);
  return decodeVmStack(cellOf(output.stack, method));
}

function base64Of(cell: Cell): string {
  return encodeBase64(writeBoc(cell));
}

function cellOf(base64: string, method: string): Cell {
  const bytes = decodeBase64(base64);
  if (bytes === undefined) throw new GetterError(`get-method ${method}: the emulator's stack is not base64`, null);
  return readBocSingle(bytes);
}
