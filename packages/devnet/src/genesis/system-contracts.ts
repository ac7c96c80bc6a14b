import {
  Builder,
  configParamValue,
  decodeAccount,
  decodeShardAccounts,
  decodeShardState,
  readBocSingle,
  TvmError,
  type Cell,
  type ShardStateUnsplit,
  type StateInit,
} from '@tvmscan/tvm';
import { DevnetError } from '../errors.js';

/** A special account of a real network's masterchain: its code, data, tick-tock flags and balance, as its zerostate holds them. */
interface SystemContract {
  readonly stateInit: StateInit & { readonly data: Cell };
  readonly balance: bigint;
}

/**
 * The elector and the configuration contract of a real network, taken from its masterchain zerostate (Everscale's):
 * the devnet runs their code, the elector from the data it started with there (no election, no stakes), the
 * configuration contract from its data there with the devnet's config in place of the network's.
 */
export interface SystemContracts {
  readonly elector: SystemContract;
  readonly config: SystemContract;
}

/** The elector (config param 1) and the configuration contract (param 0) of the masterchain zerostate `boc`. */
export function systemContractsOf(boc: Uint8Array): SystemContracts {
  const state = masterchainState(boc);
  const config = state.custom?.config;
  const electorId = config === undefined ? undefined : configParamValue(config, 1);
  if (config === undefined || electorId === undefined) throw badZerostate('its config names no elector (param 1)');
  const accounts = decodeShardAccounts(state.accounts).entries;
  const contract = (id: string, what: string): SystemContract => {
    const entry = accounts.find(({ key }) => key.toString(16).padStart(64, '0') === id);
    const account = entry === undefined ? null : decodeAccount(entry.value.account);
    const stateInit = account?.storage.state.kind === 'active' ? account.storage.state.stateInit : null;
    if (account === null || stateInit === null || stateInit.special === null || stateInit.code === null || stateInit.data === null)
      throw badZerostate(`its ${what} -1:${id} is not an active special account with code and data`);
    return { stateInit: { ...stateInit, data: stateInit.data }, balance: account.storage.balance.coins };
  };
  return { elector: contract(electorId, 'elector'), config: contract(config.address, 'configuration contract') };
}

/** The configuration contract's data with `dictionary` as its config (its first reference), the rest as it was. */
export function withConfigDictionary(data: Cell, dictionary: Cell): Cell {
  const [, ...rest] = data.refs;
  const b = new Builder().storeBits({ data: data.data, bitLength: data.bitLength }).storeRef(dictionary);
  for (const ref of rest) b.storeRef(ref);
  return b.endCell();
}

function masterchainState(boc: Uint8Array): ShardStateUnsplit {
  try {
    const state = decodeShardState(readBocSingle(boc));
    if (state.kind === 'unsplit' && state.state.shard.workchain === -1) return state.state;
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    throw badZerostate(`it is not a shard state (${error.message})`, error);
  }
  throw badZerostate('it is not a masterchain state');
}

function badZerostate(reason: string, cause?: unknown): DevnetError {
  return new DevnetError('bad-options', `the zerostate to take the elector and configuration contracts from is unusable: ${reason}`, { cause });
}
