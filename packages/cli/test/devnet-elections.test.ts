import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer, EXPLORER_PREFIX } from '@tvmscan/api';
import type { ElectionsState, Participant, ValidatorsTop } from '@tvmscan/api/contract';
import { defaultActivities, Devnet, devnetValidators, ManualClock, Workload } from '@tvmscan/devnet';
import { importZerostates, runIndexer, withGetMethods, type GetMethodSource } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { decodeElectorData, type ElectorData } from '@tvmscan/contracts';
import { Cell, configParamValue, decodeAccount, loadHashmap, type VmValue } from '@tvmscan/tvm';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';

const GENESIS = 1_700_000_000;
const hex = (value: VmValue | undefined) => (value as bigint).toString(16).padStart(64, '0');

/** The items of a FunC list as a get-method returns it: nested pairs `[head, tail]` ending in null. */
function listItems(list: VmValue | undefined): VmValue[] {
  const items: VmValue[] = [];
  for (let rest = list; rest !== null && rest !== undefined; rest = (rest as VmValue[])[1]) items.push((rest as VmValue[])[0]!);
  return items;
}

/** `past_elections`: `[id, unfreeze_at, stake_held, vset_hash, frozen_dict, total_stake, bonuses, complaints]` each. */
function pastElections(stack: readonly VmValue[]) {
  return listItems(stack[0]).map((item) => {
    const [id, unfreezeAt, stakeHeld, vsetHash, frozen, totalStake, bonuses] = item as VmValue[];
    const stakes =
      frozen instanceof Cell
        ? loadHashmap(frozen, 256, (s, key) => ({
            publicKey: key.toString(16).padStart(64, '0'),
            address: `-1:${s.loadUintBig(256).toString(16).padStart(64, '0')}`,
            weight: s.loadUintBig(64),
            stake: s.loadCoins(),
          })).map(({ value }) => value)
        : [];
    return {
      id: Number(id),
      unfreezeAt: Number(unfreezeAt),
      stakeHeld: Number(stakeHeld),
      vsetHash: hex(vsetHash),
      frozen: stakes,
      totalStake: totalStake as bigint,
      bonuses: bonuses as bigint,
    };
  });
}

/** part / whole with 9 decimals, rounded down: the API's weights. */
function nineDecimals(part: bigint, whole: bigint): string {
  const digits = ((part * 10n ** 9n) / whole).toString().padStart(10, '0');
  return `${digits.slice(0, -9)}.${digits.slice(-9)}`;
}

const byKey = <T extends { publicKey: string }>(list: readonly T[]) => [...list].sort((a, b) => a.publicKey.localeCompare(b.publicKey));

describeWithFixtures('elections on a devnet running the Everscale elector, read back through the explorer API', () => {
  let devnet: Devnet;
  let clock: ManualClock;
  let getters: GetMethodSource;
  let database: TestDatabase;
  let app: FastifyInstance;
  const elector = () => `-1:${configParamValue(devnet.config, 1)}`;
  const getter = async (method: string, args: VmValue[] = []) => (await getters.runGetMethod(elector(), method, args, { now: devnet.utime })).stack;
  const api = async <T>(path: string) => {
    const answer = await app.inject({ method: 'GET', url: `${EXPLORER_PREFIX}${path}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: T }).data;
  };
  /** The elector's data (`elect`, `past_elections`, `active_id`, `active_hash`, …) in its current state. */
  const electorData = (): ElectorData => {
    const state = devnet.accountState({ kind: 'std', workchain: -1, address: configParamValue(devnet.config, 1)! });
    const account = decodeAccount(state!.account)!;
    if (account.storage.state.kind !== 'active') throw new Error('the elector is not active');
    return decodeElectorData(account.storage.state.stateInit.data!);
  };
  /**
   * Everscan's elector fields of /elections/state against the elector: `activeId` and `activeHash` as its data holds
   * them, `currentElection` as participant_list_extended gives it (once conducted, with the accepted stakes of its
   * past election, as API.md says), `pastElections` as past_elections gives them.
   */
  const expectElectorFields = async (): Promise<ElectionsState> => {
    const state = await api<ElectionsState>('/elections/state');
    const data = electorData();
    expect({ activeId: state.activeId, activeHash: state.activeHash }).toEqual({ activeId: data.activeId, activeHash: data.activeHash });
    const held = pastElections(await getter('past_elections')).sort((a, b) => a.id - b.id);
    expect(state.pastElections).toEqual(
      held.map((election) => ({
        electionId: election.id,
        unfreezeAt: election.unfreezeAt,
        stakeHeld: election.stakeHeld,
        validatorSetHash: election.vsetHash,
        totalStake: String(election.totalStake),
        bonuses: String(election.bonuses),
      })),
    );
    const [electAt, electClose, minStake, totalStake, , failed, finished] = await getter('participant_list_extended');
    const conducted = held.find((election) => election.id === Number(electAt));
    expect(state.currentElection).toEqual(
      electAt === 0n
        ? null
        : {
            electAt: Number(electAt),
            electClose: Number(electClose),
            minStake: String(minStake),
            totalStake: String(finished !== 0n && conducted ? conducted.totalStake : totalStake),
            failed: failed !== 0n,
            finished: finished !== 0n,
          },
    );
    return state;
  };
  /** Steps the devnet a block interval at a time until its open round is at `utime`, then indexes what it sealed. */
  const runUntil = async (utime: number) => {
    while (devnet.utime < utime) {
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    await runIndexer({ database, source: devnet, stateSource: getters, sourceName: 'devnet', follow: false });
  };

  beforeAll(async () => {
    clock = new ManualClock(GENESIS * 1000);
    devnet = await Devnet.open({
      clock,
      seed: 'elections api',
      walletCount: 6,
      electorZerostate: readFixture('everscale/zerostate/mainnet-masterchain.boc'),
    });
    devnet.setWorkload(new Workload('elections api', defaultActivities(devnet).activities, 2, devnet));
    getters = withGetMethods(devnet) as GetMethodSource;
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    app = await buildServer({ database, rateLimit: false });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  it('while the first election is open, the next set is its candidates as participant_list and participant_list_extended give them', async () => {
    await runUntil(GENESIS + 90);
    const state = await api<ElectionsState>('/elections/state');
    const [activeId] = await getter('active_election_id');
    expect(state.status).toBe('open');
    expect(state.electionId).toBe(Number(activeId));
    const stakes = listItems((await getter('participant_list'))[0]).map((item) => {
      const [publicKey, stake] = item as VmValue[];
      return { publicKey: hex(publicKey), stake: String(stake) };
    });
    expect(stakes).toHaveLength(devnetValidators('elections api').length);
    expect(state.next!.origin).toBe('candidates');
    expect(byKey(state.next!.participants.map(({ publicKey, stake }) => ({ publicKey, stake })))).toEqual(byKey(stakes));
    const [electAt, , , totalStake, list] = await getter('participant_list_extended');
    expect(state.next!.utimeSince).toBe(Number(electAt));
    expect(state.next!.totalStake).toBe(String(totalStake));
    const wallets = listItems(list).map((item) => {
      const [publicKey, details] = item as [VmValue, VmValue[]];
      return { publicKey: hex(publicKey), address: `-1:${hex(details[2])}` };
    });
    expect(byKey(state.next!.participants.map(({ publicKey, address }) => ({ publicKey, address })))).toEqual(byKey(wallets));
    // The genesis set was installed by the devnet's zerostate, not elected: no wallets, no stakes.
    expect(state.current).toMatchObject({ origin: 'zerostate', totalStake: null, totalBonuses: null });
  }, 120_000);

  it('Everscan’s fields while the first election is open: the elector’s open election, no active election of its own, param 16’s counts', async () => {
    await runUntil(GENESIS + 90);
    const state = await expectElectorFields();
    expect(state.currentElection).toMatchObject({ electAt: state.electionId, finished: false });
    expect(state.activeId).toBe(0);
    const counts = configParamValue(devnet.config, 16)!;
    expect(await api('/elections/config')).toMatchObject({
      minValidators: counts.minValidators,
      maxValidators: counts.maxValidators,
      maxMainValidators: counts.maxMainValidators,
    });
  }, 120_000);

  it('once elected and validating, the current set has the wallets, frozen stakes, weights and bonuses past_elections gives', async () => {
    await runUntil(GENESIS + 150);
    const state = await api<ElectionsState>('/elections/state');
    const current = state.current!;
    const past = pastElections(await getter('past_elections')).find((election) => election.id === current.utimeSince)!;
    expect(current.origin).toBe('election');
    expect(past.bonuses).toBeGreaterThan(0n);
    expect([current.totalStake, current.totalBonuses]).toEqual([String(past.totalStake), String(past.bonuses)]);
    const totalWeight = past.frozen.reduce((sum, frozen) => sum + frozen.weight, 0n);
    const expected = past.frozen.map((frozen) => ({
      publicKey: frozen.publicKey,
      address: frozen.address,
      stake: String(frozen.stake),
      bonuses: String((past.bonuses * frozen.stake) / past.totalStake),
      weight: nineDecimals(frozen.weight, totalWeight),
    }));
    expect(byKey(current.participants).map(({ rank: _rank, ...rest }) => rest)).toEqual(byKey(expected));
    expect(await api('/elections/bonuses')).toEqual({ totalBonuses: String(past.bonuses), electionId: current.utimeSince });
    expect(await expectElectorFields()).toMatchObject({ activeId: current.utimeSince });
    const top = await api<ValidatorsTop>('/elections/current-validators-top');
    expect(top.validators.map((p: Participant) => p.stake)).toEqual(
      past.frozen.map((frozen) => String(frozen.stake)).sort((a, b) => (BigInt(b) > BigInt(a) ? 1 : BigInt(b) < BigInt(a) ? -1 : 0)),
    );
  }, 120_000);

  it('the first set, previous once the second takes over, keeps its final bonuses; its stakes then come back to the wallets', async () => {
    await runUntil(GENESIS + 255);
    const state = await api<ElectionsState>('/elections/state');
    const first = state.previous!;
    const held = pastElections(await getter('past_elections')).find((election) => election.id === first.utimeSince)!;
    expect(first.origin).toBe('election');
    expect(first.totalBonuses).toBe(String(held.bonuses));
    expect(new Map(state.current!.participants.map((p) => [p.publicKey, p.weight]))).not.toEqual(
      new Map(first.participants.map((p) => [p.publicKey, p.weight])),
    );

    await runUntil(held.unfreezeAt + 9);
    expect(pastElections(await getter('past_elections')).map((election) => election.id)).not.toContain(first.utimeSince);
    for (const { address } of held.frozen) expect(await getter('compute_returned_stake', [BigInt(`0x${address.slice(3)}`)])).toEqual([0n]);
    expect(devnet.stakingStats!.recoveries).toBeGreaterThanOrEqual(held.frozen.length);
    const after = await expectElectorFields();
    expect(after.previous).toEqual(first);
    expect(after.pastElections.map((election) => election.electionId)).not.toContain(first.utimeSince);
  }, 120_000);
});
