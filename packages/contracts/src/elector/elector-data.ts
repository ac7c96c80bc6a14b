import { Builder, loadHashmapE, Slice, storeHashmapE, type Cell } from '@tvmscan/tvm';

/**
 * The elector's persistent data, as its FunC code loads and stores it:
 * `elect:(Maybe ^Elect) credits:(HashmapE 256 Grams) past_elections:(HashmapE 32 PastElection) grams:Grams
 * active_id:uint32 active_hash:uint256`. Keys (public keys, account ids, hashes) are 64 hex digits.
 */
export interface ElectorData {
  /** The open (or conducted and not yet installed) election; null between elections. */
  readonly elect: Elect | null;
  /** What the elector owes each wallet (account id): unfrozen stakes with their bonuses, unused parts of stakes. */
  readonly credits: ReadonlyMap<string, bigint>;
  /** Conducted elections whose stakes are still frozen, by election id. */
  readonly pastElections: ReadonlyMap<number, PastElection>;
  /** Coins that belong to no election yet ("nobody's"): an eighth goes to each newly active set's bonuses. */
  readonly grams: bigint;
  /** The election whose set validates now (0: none the elector conducted). */
  readonly activeId: number;
  /** The hash of the validator set in config param 34 when the elector last looked. */
  readonly activeHash: string;
}

/** `elect_at:uint32 elect_close:uint32 min_stake:Grams total_stake:Grams members:(HashmapE 256 Participant) failed:Bool finished:Bool` */
export interface Elect {
  readonly electAt: number;
  readonly electClose: number;
  readonly minStake: bigint;
  readonly totalStake: bigint;
  /** By validator public key. */
  readonly members: ReadonlyMap<string, ElectionMember>;
  readonly failed: boolean;
  readonly finished: boolean;
}

/** `stake:Grams time:uint32 max_factor:uint32 src_addr:uint256 adnl_addr:uint256` */
export interface ElectionMember {
  readonly stake: bigint;
  /** When the stake arrived. */
  readonly time: number;
  readonly maxFactor: number;
  /** The staking wallet's account id (in the masterchain). */
  readonly wallet: string;
  readonly adnl: string;
}

/** `unfreeze_at:uint32 stake_held:uint32 vset_hash:uint256 frozen_dict:(HashmapE 256 Frozen) total_stake:Grams bonuses:Grams complaints:(HashmapE 256 ...)` */
export interface PastElection {
  readonly unfreezeAt: number;
  readonly stakeHeld: number;
  readonly vsetHash: string;
  /** By validator public key. */
  readonly frozen: ReadonlyMap<string, FrozenStake>;
  readonly totalStake: bigint;
  readonly bonuses: bigint;
  /** The complaints dictionary's root, kept as it is. */
  readonly complaints: Cell | null;
}

/** `addr:uint256 weight:uint64 stake:Grams banned:Bool` */
export interface FrozenStake {
  readonly wallet: string;
  readonly weight: bigint;
  readonly stake: bigint;
  readonly banned: boolean;
}

export function decodeElectorData(data: Cell): ElectorData {
  const s = new Slice(data);
  const electCell = s.loadMaybeRef();
  const credits = new Map(loadHashmapE(s, 256, (v) => v.loadCoins()).map(({ key, value }) => [hex(key), value]));
  const pastElections = new Map(loadHashmapE(s, 32, loadPastElection).map(({ key, value }) => [Number(key), value]));
  const grams = s.loadCoins();
  const activeId = s.loadUint(32);
  const activeHash = hex(s.loadUintBig(256));
  s.expectEnd('the elector data');
  return { elect: electCell === null ? null : loadElect(new Slice(electCell)), credits, pastElections, grams, activeId, activeHash };
}

export function encodeElectorData(data: ElectorData): Cell {
  const b = new Builder().storeMaybeRef(data.elect === null ? null : encodeElect(data.elect));
  storeHashmapE(b, entries(data.credits), 256, (v, credit) => v.storeCoins(credit));
  storeHashmapE(
    b,
    [...data.pastElections].map(([key, value]) => ({ key: BigInt(key), value })),
    32,
    storePastElection,
  );
  return b
    .storeCoins(data.grams)
    .storeUint(data.activeId, 32)
    .storeUint(BigInt(`0x${data.activeHash}`), 256)
    .endCell();
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
  storeHashmapE(b, entries(elect.members), 256, (v, member) =>
    v
      .storeCoins(member.stake)
      .storeUint(member.time, 32)
      .storeUint(member.maxFactor, 32)
      .storeUint(BigInt(`0x${member.wallet}`), 256)
      .storeUint(BigInt(`0x${member.adnl}`), 256),
  );
  return b.storeBit(elect.failed).storeBit(elect.finished).endCell();
}

function loadPastElection(s: Slice): PastElection {
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

function storePastElection(b: Builder, past: PastElection): void {
  b.storeUint(past.unfreezeAt, 32)
    .storeUint(past.stakeHeld, 32)
    .storeUint(BigInt(`0x${past.vsetHash}`), 256);
  storeHashmapE(b, entries(past.frozen), 256, (v, frozen) =>
    v
      .storeUint(BigInt(`0x${frozen.wallet}`), 256)
      .storeUint(frozen.weight, 64)
      .storeCoins(frozen.stake)
      .storeBit(frozen.banned),
  );
  b.storeCoins(past.totalStake).storeCoins(past.bonuses).storeMaybeRef(past.complaints);
}

function entries<T>(map: ReadonlyMap<string, T>): { key: bigint; value: T }[] {
  return [...map].map(([key, value]) => ({ key: BigInt(`0x${key}`), value }));
}

function hex(value: bigint): string {
  return value.toString(16).padStart(64, '0');
}
