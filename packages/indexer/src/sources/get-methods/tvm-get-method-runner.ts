import * as emulator from '@tychosdk/emulator/dist/wasm/tycho_emulator.js';
import {
  bytesEqual,
  decodeAccount,
  decodeBase64,
  decodeVmStack,
  encodeBase64,
  encodeVmStack,
  exitCodeMeaning,
  getMethodId,
  readBocSingle,
  TvmError,
  writeBoc,
  type Cell,
  type VmValue,
} from '@tvmscan/tvm';
import { canonicalRawAddress } from '../http/raw-address.js';
import type { GetMethodOptions, GetMethodResult, StateSource } from '../state-source.js';
import { GetMethodError } from './get-method-error.js';

/** What running get-methods needs from a state source: accounts and the config. */
type AccountAndConfigSource = Pick<StateSource, 'getAccount'> & Required<Pick<StateSource, 'getConfig'>>;

type EmulatorOutput =
  { success: true; stack: string; gas_used: string; vm_exit_code: number; missing_library: string | null } | { success: false; error: string };

interface EmulatorAnswer {
  ok: boolean;
  output?: EmulatorOutput;
  message?: string;
}

const DEFAULT_GAS_LIMIT = 10_000_000n;
const QUIET = 0;
/** Get-methods that read randomness get a fixed seed, so that the same state gives the same answer. */
const FIXED_RANDOM_SEED = '00'.repeat(32);

/**
 * Runs get-methods with a real TVM (Tycho's executor compiled to WebAssembly, from @tychosdk/emulator) on the
 * account state and the config a state source gives, read afresh for every call.
 */
export class TvmGetMethodRunner {
  private config: { boc: Uint8Array; dictionary: string } | null = null;

  constructor(private readonly states: AccountAndConfigSource) {}

  async run(address: string, method: string, args: readonly VmValue[] = [], options: GetMethodOptions = {}): Promise<GetMethodResult> {
    const raw = canonicalRawAddress(address);
    const what = `get-method ${method} of ${raw}`;
    const [accountBoc, configBoc] = await Promise.all([this.states.getAccount(raw), this.states.getConfig()]);
    if (accountBoc === null) throw new GetMethodError('no-account', `${what}: the account does not exist`);
    if (configBoc === null) throw new GetMethodError('no-config', `${what}: the state source gives no blockchain config`);
    const account = decodeAccount(readBocSingle(accountBoc));
    const state = account?.storage.state;
    if (!account || state?.kind !== 'active' || state.stateInit.code === null || state.stateInit.data === null) {
      throw new GetMethodError('not-active', `${what}: the account is ${state?.kind ?? 'missing'}, it has no code and data to run`);
    }
    const params = {
      code: cellBase64(state.stateInit.code),
      data: cellBase64(state.stateInit.data),
      verbosity: QUIET,
      address: raw,
      unixtime: options.now ?? Math.floor(Date.now() / 1000),
      balance: account.storage.balance.coins.toString(),
      rand_seed: FIXED_RANDOM_SEED,
      gas_limit: (options.gasLimit ?? DEFAULT_GAS_LIMIT).toString(),
      method_id: getMethodId(method),
      debug_enabled: false,
    };
    const output = runEmulator(JSON.stringify(params), argumentStack(args, what), this.configDictionary(configBoc), what);
    return methodResult(output, what);
  }

  /** The config's params dictionary as the emulator takes it, converted once per config. */
  private configDictionary(boc: Uint8Array): string {
    if (this.config === null || !bytesEqual(this.config.boc, boc)) {
      const dictionary = readBocSingle(boc).refs[0];
      if (dictionary === undefined) throw new GetMethodError('no-config', 'the blockchain config has no params dictionary');
      this.config = { boc, dictionary: cellBase64(dictionary) };
    }
    return this.config.dictionary;
  }
}

function cellBase64(cell: Cell): string {
  return encodeBase64(writeBoc(cell));
}

function argumentStack(args: readonly VmValue[], what: string): string {
  try {
    return cellBase64(encodeVmStack(args));
  } catch (error) {
    if (error instanceof TvmError)
      throw new GetMethodError('bad-stack', `${what}: the arguments are not VM values: ${error.message}`, { cause: error });
    throw error;
  }
}

function runEmulator(params: string, stack: string, config: string, what: string): EmulatorOutput {
  let answer: EmulatorAnswer;
  try {
    answer = JSON.parse(emulator.run_get_method(params, stack, config)) as EmulatorAnswer;
  } catch (error) {
    throw new GetMethodError('emulator', `${what}: the TVM emulator failed: ${String(error)}`, { cause: error });
  }
  if (!answer.ok || answer.output === undefined)
    throw new GetMethodError('emulator', `${what}: the TVM emulator failed: ${answer.message ?? 'no output'}`);
  return answer.output;
}

function methodResult(output: EmulatorOutput, what: string): GetMethodResult {
  if (!output.success) throw new GetMethodError('emulator', `${what}: the TVM emulator could not run it: ${output.error}`);
  if (output.missing_library !== null) {
    throw new GetMethodError(
      'missing-library',
      `${what}: the code needs library cell ${output.missing_library}, which the state source does not give`,
    );
  }
  const exitCode = output.vm_exit_code;
  if (exitCode !== 0 && exitCode !== 1) {
    const meaning = exitCodeMeaning(exitCode);
    throw new GetMethodError('vm-exit', `${what}: exited with code ${exitCode}${meaning ? ` (${meaning})` : ''}`, { exitCode });
  }
  const stackBoc = decodeBase64(output.stack);
  if (stackBoc === undefined) throw new GetMethodError('bad-stack', `${what}: the returned stack is not base64`);
  try {
    return { stack: decodeVmStack(readBocSingle(stackBoc)), exitCode, gasUsed: BigInt(output.gas_used) };
  } catch (error) {
    if (error instanceof TvmError)
      throw new GetMethodError('bad-stack', `${what}: the returned stack cannot be read: ${error.message}`, { cause: error });
    throw error;
  }
}
