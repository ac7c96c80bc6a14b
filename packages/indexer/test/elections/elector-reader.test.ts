import { beforeAll, describe, expect, it } from 'vitest';
import { FileStateSource, type GetMethodSource } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath } from '@tvmscan/tvm/testing';
import { readElectorElections, type ElectorElections } from '../../src/derive/elections/elector-reader.js';
import { electionRows } from '../../src/derive/elections/election-rows.js';
import { ElectionsReadError } from '../../src/derive/elections/elections-read-error.js';
import { electorOfState, electorStates, withData, withElectorAccount, type ElectorData, type PastElectionData } from './elector-data.js';

/** The current election as the elector data holds it, in the reader's terms. */
function expectedCurrent(data: ElectorData): ElectorElections['current'] {
  const elect = data.elect;
  if (elect === null) return null;
  return {
    electionId: elect.electAt,
    electClose: elect.electClose,
    minStake: elect.minStake,
    totalStake: elect.totalStake,
    candidates: [...elect.members].map(([publicKey, member]) => ({
      publicKey,
      address: `-1:${member.wallet}`,
      stake: member.stake,
      maxFactor: member.maxFactor,
      adnlAddress: member.adnl,
    })),
    failed: elect.failed,
    finished: elect.finished,
  };
}

function expectedPast(data: ElectorData): ElectorElections['past'] {
  return [...data.pastElections].map(([electionId, past]) => ({
    electionId,
    unfreezeAt: past.unfreezeAt,
    stakeHeld: past.stakeHeld,
    validatorSetHash: past.vsetHash,
    frozen: [...past.frozen].map(([publicKey, frozen]) => ({
      publicKey,
      address: `-1:${frozen.wallet}`,
      weight: frozen.weight,
      stake: frozen.stake,
      banned: frozen.banned,
    })),
    totalStake: past.totalStake,
    bonuses: past.bonuses,
  }));
}

const byId = <T extends { electionId: number }>(list: readonly T[]) => [...list].sort((a, b) => a.electionId - b.electionId);
const byKey = <T extends { publicKey: string }>(list: readonly T[]) => [...list].sort((a, b) => a.publicKey.localeCompare(b.publicKey));

describeWithFixtures('reading the elections through the elector get-methods', () => {
  it.each(electorStates())('$label: the current and past elections equal what the elector data holds', async ({ rel }) => {
    const { elector, data, genUtime } = electorOfState(rel);
    const source = await FileStateSource.open([fixturePath(rel)]);
    const read = await readElectorElections(source, elector, genUtime);
    const current = expectedCurrent(data);
    expect(read.current === null ? null : { ...read.current, candidates: byKey(read.current.candidates) }).toEqual(
      current === null ? null : { ...current, candidates: byKey(current.candidates) },
    );
    expect(read.past).toEqual(expectedPast(data));
  });

  it('the Tycho testnet dump holds an open election of 13 candidates staking 390 000 tokens in all', async () => {
    const rel = electorStates().find(({ rel }) => rel.includes(':57:'))!.rel;
    const { elector, genUtime } = electorOfState(rel);
    const read = await readElectorElections(await FileStateSource.open([fixturePath(rel)]), elector, genUtime);
    expect(read.current).toMatchObject({
      electionId: 1767699765,
      electClose: 1767699705,
      minStake: 10_000_000_000_000n,
      totalStake: 390_000_000_000_000n,
      failed: false,
      finished: false,
    });
    expect(read.current!.candidates).toHaveLength(13);
    expect(read.current!.candidates.reduce((sum, candidate) => sum + candidate.stake, 0n)).toBe(390_000_000_000_000n);
    expect(read.past).toEqual([]);
  });

  describe('with past elections put into the data of the real elector code', () => {
    let source: GetMethodSource;
    let elector: string;
    let data: ElectorData;

    beforeAll(async () => {
      const rel = electorStates().find(({ rel }) => rel.includes(':57:'))!.rel;
      const fixture = electorOfState(rel);
      elector = fixture.elector;
      const elect = { ...fixture.data.elect!, finished: true };
      const members = [...elect.members];
      const conducted: PastElectionData = {
        unfreezeAt: elect.electAt + 900 + 450,
        stakeHeld: 450,
        vsetHash: 'c0'.repeat(32),
        frozen: new Map(
          members
            .slice(0, 3)
            .map(([publicKey, member], index) => [
              publicKey,
              { wallet: member.wallet, weight: 1n << BigInt(58 + index), stake: member.stake, banned: false },
            ]),
        ),
        totalStake: members.slice(0, 3).reduce((sum, [, member]) => sum + member.stake, 0n),
        bonuses: 0n,
        complaints: null,
      };
      const older: PastElectionData = {
        unfreezeAt: elect.electAt + 450,
        stakeHeld: 450,
        vsetHash: '5e'.repeat(32),
        frozen: new Map([
          ['11'.repeat(32), { wallet: '22'.repeat(32), weight: 6_000_000_000_000_000_000n, stake: 70_000_000_000_000n, banned: false }],
          ['33'.repeat(32), { wallet: '44'.repeat(32), weight: 12_446_744_073_709_551_615n, stake: 140_000_000_000_000n, banned: true }],
        ]),
        totalStake: 210_000_000_000_000n,
        bonuses: 987_654_321n,
        complaints: null,
      };
      data = {
        ...fixture.data,
        elect,
        pastElections: new Map([
          [elect.electAt - 900, older],
          [elect.electAt, conducted],
        ]),
      };
      const base = await FileStateSource.open([fixturePath(rel)]);
      source = withElectorAccount(base, elector, withData(fixture.account, data)) as GetMethodSource;
    });

    it('past_elections gives each election with its frozen stakes, weights, bans and bonuses', async () => {
      const read = await readElectorElections(source, elector, 1);
      expect(byId(read.past).map((past) => ({ ...past, frozen: byKey(past.frozen) }))).toEqual(
        byId(expectedPast(data)).map((past) => ({ ...past, frozen: byKey(past.frozen) })),
      );
      expect(read.current?.finished).toBe(true);
    });

    it('rows: a conducted election lists its elected validators and keeps the close time of its open entry', async () => {
      const read = await readElectorElections(source, elector, 1);
      const rows = electionRows(read, 57);
      expect(rows.map((row) => Number(row.election_id)).sort()).toEqual([...data.pastElections.keys()].sort());
      const electAt = data.elect!.electAt;
      const conducted = rows.find((row) => Number(row.election_id) === electAt)!;
      expect(conducted).toMatchObject({
        elect_close: data.elect!.electClose,
        min_stake: data.elect!.minStake,
        finished: true,
        failed: false,
        unfreeze_at: electAt + 1350,
        stake_held: 450,
        updated_mc_seqno: 57,
      });
      expect(JSON.parse(conducted.participants)).toHaveLength(3);
      const older = rows.find((row) => Number(row.election_id) === electAt - 900)!;
      expect(older).toMatchObject({
        elect_close: null,
        min_stake: null,
        total_stake: 210_000_000_000_000n,
        bonuses: 987_654_321n,
        validator_set_hash: '5e'.repeat(32),
      });
      expect(byKey(JSON.parse(older.participants) as { publicKey: string }[])).toEqual([
        { publicKey: '11'.repeat(32), address: `-1:${'22'.repeat(32)}`, stake: '70000000000000', weight: '6000000000000000000', banned: false },
        { publicKey: '33'.repeat(32), address: `-1:${'44'.repeat(32)}`, stake: '140000000000000', weight: '12446744073709551615', banned: true },
      ]);
    });
  });
});

describe('an elector answering with another shape', () => {
  it('gives an ElectionsReadError naming the get-method and the field', async () => {
    const source: GetMethodSource = {
      getAccount: () => Promise.resolve(null),
      runGetMethod: (_address, method) =>
        Promise.resolve({ exitCode: 0, gasUsed: 1n, stack: method === 'past_elections' ? [null] : [5n, 4n, 3n, 2n, [7n, null], 0n, 0n] }),
    };
    const reading = readElectorElections(source, '-1:' + '33'.repeat(32), 1);
    await expect(reading).rejects.toBeInstanceOf(ElectionsReadError);
    await expect(reading).rejects.toThrow(
      /participant_list_extended of -1:3{64}: participant 0 should be a tuple of at least 2 values, got the integer 7/,
    );
  });
});
