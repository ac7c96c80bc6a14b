import { readdirSync } from 'node:fs';
import {
  configParamValue,
  decodeAccount,
  decodeShardAccounts,
  decodeShardState,
  decompressZstd,
  encodeAccount,
  isZstd,
  readBocSingle,
  writeBoc,
  type Account,
  type ConfigParams,
} from '@tvmscan/tvm';
import { decodeElectorData, encodeElectorData, type ElectorData } from '@tvmscan/contracts';
import { withGetMethods, type StateSource } from '@tvmscan/indexer';
import { fixturePath, readFixture } from '@tvmscan/tvm/testing';

export type { ElectorData, PastElection as PastElectionData } from '@tvmscan/contracts';

const hex = (value: bigint) => value.toString(16).padStart(64, '0');

/** A masterchain state fixture's config and elector account (the account config param 1 names), read with the codec. */
export function electorOfState(rel: string): { config: ConfigParams; elector: string; account: Account; data: ElectorData; genUtime: number } {
  let bytes = readFixture(rel);
  if (isZstd(bytes)) bytes = decompressZstd(bytes);
  const state = decodeShardState(readBocSingle(bytes));
  if (state.kind !== 'unsplit' || state.state.custom === null) throw new Error(`${rel} is not a masterchain state`);
  const config = state.state.custom.config;
  const id = configParamValue(config, 1)!;
  const entry = decodeShardAccounts(state.state.accounts).entries.find(({ key }) => hex(key) === id);
  const account = entry === undefined ? null : decodeAccount(entry.value.account);
  if (account === null || account.storage.state.kind !== 'active' || account.storage.state.stateInit.data === null)
    throw new Error(`${rel} has no active elector`);
  return { config, elector: `-1:${id}`, account, data: decodeElectorData(account.storage.state.stateInit.data), genUtime: state.state.genUtime };
}

/** A state source that answers like `base` except that the elector's account holds `data` (or is replaced by `account`). */
export function withElectorAccount(
  base: StateSource & Required<Pick<StateSource, 'getConfig'>>,
  elector: string,
  account: Account | null,
): StateSource {
  const boc = writeBoc(encodeAccount(account));
  return withGetMethods({
    getAccount: (address) => (address === elector ? Promise.resolve(account === null ? null : boc) : base.getAccount(address)),
    getConfig: () => base.getConfig(),
  });
}

/** The account with its data replaced. */
export function withData(account: Account, data: ElectorData): Account {
  if (account.storage.state.kind !== 'active') throw new Error('the elector is not active');
  const stateInit = { ...account.storage.state.stateInit, data: encodeElectorData(data) };
  return { ...account, storage: { ...account.storage, state: { kind: 'active', stateInit } } };
}

/** Every masterchain state of the fixtures with an elector: Everscale's zerostate and state 2, Tycho's zerostate and testnet dumps. */
export function electorStates(): { label: string; rel: string }[] {
  const dumps = ['dump', 'dump_one_shard'].map((dump) => {
    const dir = `tycho/testnet-dump/${dump}/persistents`;
    const file = readdirSync(fixturePath(dir)).find((name) => name.startsWith('-1:'))!;
    return { label: `Tycho testnet ${dump} masterchain state ${file.split(':')[2]}`, rel: `${dir}/${file}` };
  });
  return [
    { label: 'Everscale mainnet zerostate', rel: 'everscale/zerostate/mainnet-masterchain.boc' },
    { label: 'Everscale mainnet state 2', rel: 'everscale/states/mainnet-masterchain-state-2.boc' },
    { label: 'Tycho zerostate', rel: 'tycho/zerostate/zerostate.boc' },
    ...dumps,
  ];
}
