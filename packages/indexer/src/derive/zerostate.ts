import {
  accountCodeHash,
  accountStateLabel,
  accountStatusOf,
  decodeAccount,
  decodeShardAccounts,
  decodeShardState,
  readBocSingle,
  TvmError,
  type ShardStateUnsplit,
} from '@tvmscan/tvm';
import type { ConfigRow, ValidatorSetRow } from '@tvmscan/store';
import type { AccountValues } from './account-ledger.js';
import { IndexerError } from '../indexer-error.js';
import { configRow, validatorSetRows } from './key-block.js';

/** What a zerostate (or any shard state) gives the index: its accounts, and for the masterchain its config. */
export interface StateImport {
  readonly accounts: AccountValues[];
  readonly configs: ConfigRow[];
  readonly validatorSets: ValidatorSetRow[];
  /** The masterchain state's global balance: the total supply at that point. */
  readonly globalBalance: bigint | null;
  readonly genUtime: number;
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
  const accounts = parts.flatMap(stateAccounts);
  const master = parts.find((part) => part.custom !== null);
  const custom = master?.custom ?? null;
  return {
    accounts,
    configs: custom ? [configRow(custom.config, 0, master!.genUtime, null)] : [],
    validatorSets: custom ? validatorSetRows(custom.config, 0) : [],
    globalBalance: custom ? custom.globalBalance.coins : null,
    genUtime: parts[0]!.genUtime,
  };
}

function stateAccounts(state: ShardStateUnsplit): AccountValues[] {
  const workchain = state.shard.workchain;
  return decodeShardAccounts(state.accounts).entries.map(({ key, value }) => {
    const account = decodeAccount(value.account);
    const status = accountStatusOf(account);
    return {
      workchain,
      address: key.toString(16).padStart(64, '0'),
      balance: account?.storage.balance.coins ?? 0n,
      state: accountStateLabel(status),
      codeHash: accountCodeHash(account),
      creatorWorkchain: null,
      creatorAddress: null,
      createdAt: state.genUtime,
      updatedAt: null,
      lastTransLt: value.lastTransLt,
      lastTransHash: value.lastTransHash,
    };
  });
}
