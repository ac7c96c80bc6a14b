import {
  accountCodeHash,
  accountStateLabel,
  accountStatusOf,
  decodeAccount,
  decodeShardAccounts,
  decodeShardState,
  readBocSingle,
  TvmError,
  writeBoc,
  type ShardStateUnsplit,
} from '@tvmscan/tvm';
import type { AccountStateRow, ConfigRow, ValidatorSetRow } from '@tvmscan/store';
import type { AccountValues } from './account-ledger.js';
import { IndexerError } from '../indexer-error.js';
import { configRow, validatorSetRows } from '../pipeline/key-block-rows.js';

/** What a zerostate (or any shard state) gives the index: its accounts, and for the masterchain its config. */
export interface StateImport {
  readonly accounts: AccountValues[];
  /** The full state of each account that exists, so that `/accounts/state` answers from the file. */
  readonly accountStates: AccountStateRow[];
  readonly configs: ConfigRow[];
  readonly validatorSets: ValidatorSetRow[];
  /** The masterchain state's global balance: the total supply at that point. */
  readonly globalBalance: bigint | null;
  readonly genUtime: number;
  /** The state's BOC, for running get-methods (the elector's) on its accounts. */
  readonly boc: Uint8Array;
}

/** A file given as a zerostate is not a shard state. */
export class StateImportError extends IndexerError {
  declare readonly code: 'state-import';

  constructor(message: string, options?: ErrorOptions) {
    super('state-import', message, options);
  }
}

export function importShardState(boc: Uint8Array): StateImport {
  let state;
  try {
    state = decodeShardState(readBocSingle(boc));
  } catch (error) {
    if (!(error instanceof TvmError)) throw error;
    throw new StateImportError(`not a shard state: ${error.message}`, { cause: error });
  }
  const parts = state.kind === 'unsplit' ? [state.state] : [state.left, state.right];
  const entries = parts.flatMap(stateEntries);
  const master = parts.find((part) => part.custom !== null);
  const custom = master?.custom ?? null;
  return {
    accounts: entries.map(({ values }) => values),
    accountStates: entries.flatMap(({ state }) => (state ? [state] : [])),
    configs: custom ? [configRow(custom.config, 0, master!.genUtime, null)] : [],
    validatorSets: custom ? validatorSetRows(custom.config, 0) : [],
    globalBalance: custom ? custom.globalBalance.coins : null,
    genUtime: parts[0]!.genUtime,
    boc,
  };
}

interface StateEntry {
  readonly values: AccountValues;
  readonly state: AccountStateRow | null;
}

function stateEntries(state: ShardStateUnsplit): StateEntry[] {
  const workchain = state.shard.workchain;
  return decodeShardAccounts(state.accounts).entries.map(({ key, value }) => {
    const account = decodeAccount(value.account);
    const status = accountStatusOf(account);
    const address = key.toString(16).padStart(64, '0');
    return {
      values: {
        workchain,
        address,
        balance: account?.storage.balance.coins ?? 0n,
        state: accountStateLabel(status),
        codeHash: accountCodeHash(account),
        creatorWorkchain: null,
        creatorAddress: null,
        createdAt: state.genUtime,
        updatedAt: null,
        lastTransLt: value.lastTransLt,
        lastTransHash: value.lastTransHash,
        balancePartial: false,
      },
      state:
        account === null
          ? null
          : { workchain, address, last_trans_lt: account.storage.lastTransLt, boc: writeBoc(value.account), fetched_at: state.genUtime },
    };
  });
}
