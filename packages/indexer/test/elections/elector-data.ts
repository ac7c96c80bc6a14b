import { readdirSync } from 'node:fs';
import {
  Builder,
  configParamValue,
  decodeAccount,
  decodeShardAccounts,
  decodeShardState,
  decompressZstd,
  encodeAccount,
  isZstd,
  loadHashmapE,
  readBocSingle,
  Slice,
  storeHashmapE,
  writeBoc,
  type Account,
  type Cell,
  type ConfigParams,
} from '@tvmscan/tvm';
import { withGetMethods, type StateSource } from '@tvmscan/indexer';
import { fixturePath, readFixture } from '@tvmscan/tvm/testing';

/**
 * The elector's persistent data, decoded here with the codec straight from its layout
 * (elect:(Maybe ^Elect) credits:(HashmapE 256 Grams) past_elections:(HashmapE 32 PastElection) grams active_id:uint32 active_hash:uint256),
 * independently of its get-methods, so that tests can compare what the get-methods answer with what the state holds.
 */
export interface ElectorData {
  elect: Elect | null;
  credits: Map<string, bigint>;
  pastElections: Map<number, PastElectionData>;
  grams: bigint;
  activeId: number;
  activeHash: bigint;
}

export interface Elect {
  electAt: number;
  electClose: number;
  minStake: bigint;
  totalStake: bigint;
  /** By public key (hex): stake, the time it was made, max factor, the staking wallet's account id and the ADNL address. */
  members: Map<string, { stake: bigint; time: number; maxFactor: number; wallet: string; adnl: string }>;
  failed: boolean;
  finished: boolean;
}

export interface PastElectionData {
  unfreezeAt: number;
  stakeHeld: number;
  vsetHash: string;
  /** By public key (hex). */
  frozen: Map<string, { wallet: string; weight: bigint; stake: bigint; banned: boolean }>;
  totalStake: bigint;
  bonuses: bigint;
  complaints: Cell | null;
}

const hex = (value: bigint) => value.toString(16).padStart(64, '0');

export function decodeElectorData(data: Cell): ElectorData {
  const s = new Slice(data);
  const electCell = s.loadMaybeRef();
  const credits = new Map(loadHashmapE(s, 256, (v) => v.loadCoins()).map(({ key, value }) => [hex(key), value]));
  const pastElections = new Map(loadHashmapE(s, 32, (v) => loadPastElection(v)).map(({ key, value }) => [Number(key), value]));
  const grams = s.loadCoins();
  const activeId = s.loadUint(32);
  const activeHash = s.loadUintBig(256);
  s.expectEnd('elector data');
  return { elect: electCell === null ? null : loadElect(new Slice(electCell)), credits, pastElections, grams, activeId, activeHash };
}

export function encodeElectorData(data: ElectorData): Cell {
  const b = new Builder().storeMaybeRef(data.elect === null ? null : encodeElect(data.elect));
  storeHashmapE(
    b,
    [...data.credits].map(([key, value]) => ({ key: BigInt(`0x${key}`), value })),
    256,
    (v, value) => v.storeCoins(value),
  );
  storeHashmapE(
    b,
    [...data.pastElections].map(([key, value]) => ({ key: BigInt(key), value })),
    32,
    storePastElection,
  );
  return b.storeCoins(data.grams).storeUint(data.activeId, 32).storeUint(data.activeHash, 256).endCell();
}

function loadElect(s: Slice): Elect {
  const electAt = s.loadUint(32);
  const electClose = s.loadUint(32);
  const minStake = s.loadCoins();
  const totalStake = s.loadCoins();
  const members = new Map(
    loadHashmapE(s, 256, (v) => ({
      stake: v.loadCoins(),
      time: v.loadUint(32),
      maxFactor: v.loadUint(32),
      wallet: hex(v.loadUintBig(256)),
      adnl: hex(v.loadUintBig(256)),
    })).map(({ key, value }) => [hex(key), value]),
  );
  return { electAt, electClose, minStake, totalStake, members, failed: s.loadBit(), finished: s.loadBit() };
}

function encodeElect(elect: Elect): Cell {
  const b = new Builder().storeUint(elect.electAt, 32).storeUint(elect.electClose, 32).storeCoins(elect.minStake).storeCoins(elect.totalStake);
  storeHashmapE(
    b,
    [...elect.members].map(([key, value]) => ({ key: BigInt(`0x${key}`), value })),
    256,
    (v, member) =>
      v
        .storeCoins(member.stake)
        .storeUint(member.time, 32)
        .storeUint(member.maxFactor, 32)
        .storeUint(BigInt(`0x${member.wallet}`), 256)
        .storeUint(BigInt(`0x${member.adnl}`), 256),
  );
  return b.storeBit(elect.failed).storeBit(elect.finished).endCell();
}

function loadPastElection(s: Slice): PastElectionData {
  const unfreezeAt = s.loadUint(32);
  const stakeHeld = s.loadUint(32);
  const vsetHash = hex(s.loadUintBig(256));
  const frozen = new Map(
    loadHashmapE(s, 256, (v) => ({ wallet: hex(v.loadUintBig(256)), weight: v.loadUintBig(64), stake: v.loadCoins(), banned: v.loadBit() })).map(
      ({ key, value }) => [hex(key), value],
    ),
  );
  return { unfreezeAt, stakeHeld, vsetHash, frozen, totalStake: s.loadCoins(), bonuses: s.loadCoins(), complaints: s.loadMaybeRef() };
}

function storePastElection(b: Builder, past: PastElectionData): void {
  b.storeUint(past.unfreezeAt, 32)
    .storeUint(past.stakeHeld, 32)
    .storeUint(BigInt(`0x${past.vsetHash}`), 256);
  storeHashmapE(
    b,
    [...past.frozen].map(([key, value]) => ({ key: BigInt(`0x${key}`), value })),
    256,
    (v, frozen) =>
      v
        .storeUint(BigInt(`0x${frozen.wallet}`), 256)
        .storeUint(frozen.weight, 64)
        .storeCoins(frozen.stake)
        .storeBit(frozen.banned),
  );
  b.storeCoins(past.totalStake).storeCoins(past.bonuses).storeMaybeRef(past.complaints);
}

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
