import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeShardAccounts, decodeShardState, decompressZstd, isZstd, readBocSingle, writeBoc } from '@tvmscan/tvm';
import { type ElectionParticipantJson } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { importZerostates } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';
import { electorOfState } from './elections/elector-data.js';

const ZEROSTATES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc'];
const DUMP_STATES = 'tycho/testnet-dump/dump/persistents';

function plainBoc(rel: string): Uint8Array {
  const bytes = readFixture(rel);
  return isZstd(bytes) ? decompressZstd(bytes) : bytes;
}

/** Every account of the files that exists (not account_none), with its Account BOC, read with the codec alone. */
function existingAccounts(files: readonly string[]): Map<string, string> {
  const accounts = new Map<string, string>();
  for (const file of files) {
    const state = decodeShardState(readBocSingle(plainBoc(file)));
    const parts = state.kind === 'unsplit' ? [state.state] : [state.left, state.right];
    for (const part of parts) {
      for (const { key, value } of decodeShardAccounts(part.accounts).entries) {
        if (value.account.bitLength === 1) continue;
        accounts.set(`${part.shard.workchain}:${key.toString(16).padStart(64, '0')}`, Buffer.from(writeBoc(value.account)).toString('hex'));
      }
    }
  }
  return accounts;
}

async function storedStates(database: TestDatabase): Promise<Map<string, string>> {
  const rows = await database.db.selectFrom('account_states').selectAll().execute();
  return new Map(rows.map((row) => [`${row.workchain}:${row.address}`, Buffer.from(row.boc).toString('hex')]));
}

describeWithFixtures('importing zerostates and shard-state files', () => {
  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => database.close());

    it('stores the full state of every account of the Everscale zerostates, and reads no election from a genesis elector holding none', async () => {
      const summary = await importZerostates(database, ZEROSTATES.map(readFixture), 'import');
      const expected = existingAccounts(ZEROSTATES);
      expect(expected.size).toBeGreaterThan(40);
      expect(await storedStates(database)).toEqual(expected);
      const elector = await database.db
        .selectFrom('account_states')
        .select(['last_trans_lt', 'fetched_at'])
        .where('address', '=', '3'.repeat(64))
        .executeTakeFirstOrThrow();
      expect(elector).toEqual({ last_trans_lt: 0n, fetched_at: 1588855799n });
      expect(summary.elections).toEqual({ rows: [], unavailable: null });
      expect(await database.db.selectFrom('elections').selectAll().execute()).toEqual([]);
    });
  });

  it('records the open election a shard-state file’s elector holds, with each candidate’s wallet and stake', async () => {
    const file = `${DUMP_STATES}/${readdirSync(fixturePath(DUMP_STATES)).find((name) => name.startsWith('-1:'))!}`;
    const database = await openTestDatabase('pglite');
    try {
      const summary = await importZerostates(database, [plainBoc(file)], 'import');
      expect(summary.elections.unavailable).toBeNull();
      const elect = electorOfState(file).data.elect!;
      const rows = await database.db.selectFrom('elections').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ election_id: BigInt(elect.electAt), total_stake: elect.totalStake.toString(), updated_mc_seqno: 0 });
      const participants = rows[0]!.participants as ElectionParticipantJson[];
      expect(new Map(participants.map(({ publicKey, address, stake }) => [publicKey, { address, stake }]))).toEqual(
        new Map([...elect.members].map(([publicKey, member]) => [publicKey, { address: `-1:${member.wallet}`, stake: member.stake.toString() }])),
      );
      expect(await storedStates(database)).toEqual(existingAccounts([file]));
    } finally {
      await database.close();
    }
  }, 60_000);
});
