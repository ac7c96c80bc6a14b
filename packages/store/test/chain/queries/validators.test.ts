import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElectionRow } from '../../../src/chain/chain-rows.js';
import type { ValidatorSetRow } from '../../../src/chain/validator-sets.js';
import { electionById, latestElections, latestValidatorSets, validatorSetBySince } from '../../../src/chain/queries/validators.js';
import { hashOf, writeBatch } from '../../support/chain-rows.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';

const ROUND = 65_536;
const sets: ValidatorSetRow[] = [0, 1, 2].map((index) => ({
  utime_since: 1_700_000_000 + index * ROUND,
  utime_until: 1_700_000_000 + (index + 1) * ROUND,
  total: 3,
  main: 3,
  total_weight: '1152921504606846976',
  validators: JSON.stringify(
    [0, 1, 2].map((n) => ({ publicKey: hashOf(`key ${index} ${n}`), weight: String(384307168202282325n + BigInt(n)), adnlAddress: null })),
  ),
  first_mc_seqno: 10 + index,
}));
const elections: ElectionRow[] = [0, 1].map((index) => ({
  election_id: 1_700_000_000 + (index + 1) * ROUND,
  elect_close: 1_700_000_000 + (index + 1) * ROUND - 8192,
  min_stake: '10000000000000',
  total_stake: String(3n * 10n ** 24n),
  bonuses: '123456789',
  finished: index === 0,
  failed: false,
  participants: JSON.stringify([
    { publicKey: hashOf(`p ${index}`), address: hashOf(`a ${index}`), stake: '1', maxFactor: 3, adnlAddress: hashOf('adnl') },
  ]),
  updated_mc_seqno: 20 + index,
}));

describe.each(BACKENDS)('validator and election queries on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await writeBatch(database.db, 30, { validatorSets: sets, elections });
  }, 60_000);
  afterAll(async () => database.close());

  it('finds a validator set by the time it takes over, and lists the latest ones', async () => {
    const current = (await validatorSetBySince(database.db, 1_700_000_000 + ROUND))!;
    expect(current.first_mc_seqno).toBe(11);
    expect(current.utime_until).toBe(BigInt(1_700_000_000 + 2 * ROUND));
    expect(current.validators).toEqual(JSON.parse(sets[1]!.validators));
    expect(await validatorSetBySince(database.db, 5n)).toBeUndefined();
    expect((await latestValidatorSets(database.db, 2)).map((set) => set.first_mc_seqno)).toEqual([12, 11]);
    await expect(latestValidatorSets(database.db, 0)).rejects.toMatchObject({ field: 'count' });
  });

  it('finds an election by id and lists the latest ones', async () => {
    const last = (await latestElections(database.db, 5))!;
    expect(last.map((election) => election.finished)).toEqual([false, true]);
    expect(last[0]!.participants).toEqual(JSON.parse(elections[1]!.participants));
    expect((await electionById(database.db, BigInt(1_700_000_000 + ROUND)))?.bonuses).toBe('123456789');
    expect(await electionById(database.db, 1)).toBeUndefined();
  });

  it('a later reading of an election replaces what it holds and keeps the close time, minimum stake and unfreeze details it lacks', async () => {
    const open = elections[1]!;
    const elected = [{ publicKey: hashOf('p 1'), address: `-1:${hashOf('a 1')}`, stake: '7', weight: '1152921504606846976', banned: false }];
    const conducted: ElectionRow = {
      ...open,
      elect_close: null,
      min_stake: null,
      total_stake: '7',
      bonuses: '55',
      finished: true,
      participants: JSON.stringify(elected),
      unfreeze_at: 1_700_300_000,
      stake_held: 32_768,
      validator_set_hash: hashOf('vset'),
      updated_mc_seqno: 40,
    };
    await writeBatch(database.db, 40, { elections: [conducted] });
    await writeBatch(database.db, 41, {
      elections: [{ ...conducted, unfreeze_at: null, stake_held: null, validator_set_hash: null, bonuses: '66', updated_mc_seqno: 41 }],
    });
    expect(await electionById(database.db, BigInt(open.election_id))).toEqual({
      election_id: BigInt(open.election_id),
      elect_close: BigInt(open.elect_close!),
      min_stake: open.min_stake,
      total_stake: '7',
      bonuses: '66',
      finished: true,
      failed: false,
      participants: elected,
      unfreeze_at: 1_700_300_000n,
      stake_held: 32_768n,
      validator_set_hash: hashOf('vset'),
      updated_mc_seqno: 41,
    });
  });
});
