import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceCheckpoint, type ElectionParticipantJson } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { FileStateSource, runIndexer, withGetMethods, type BlockSource, type MasterchainBatch, type StateSource } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath } from '@tvmscan/tvm/testing';
import { electorOfState, type ElectorData } from './elector-data.js';

const DUMP = 'tycho/testnet-dump/dump';
const MC_SEQNO = 57;

function dumpFile(dir: string, prefix: string): string {
  return `${dir}/${readdirSync(fixturePath(dir)).find((file) => file.startsWith(prefix))!}`;
}

function bytes(rel: string): Uint8Array {
  const buffer = readFileSync(fixturePath(rel));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The Tycho testnet dump's masterchain block 57 with the shard block it references (#35), as one batch. */
function dumpBlockSource(): BlockSource {
  const batch: MasterchainBatch = {
    seqno: MC_SEQNO,
    masterchain: { boc: bytes(dumpFile(DUMP, `-1_8000000000000000_${MC_SEQNO}_`)) },
    shardBlocks: [{ boc: bytes(dumpFile(DUMP, '0_8000000000000000_35_')) }],
  };
  return {
    async *batches(afterSeqno) {
      if (afterSeqno < MC_SEQNO) yield batch;
    },
  };
}

async function indexDump(database: TestDatabase, stateSource: StateSource, onElectionsUnavailable?: (reason: string) => void): Promise<void> {
  // The dump starts mid-chain: the index is taken to stand at the block before it.
  await database.db.transaction().execute((trx) => advanceCheckpoint(trx, { mcSeqno: MC_SEQNO - 1, source: 'dump' }));
  await runIndexer({
    database,
    source: dumpBlockSource(),
    stateSource,
    sourceName: 'dump',
    follow: false,
    ...(onElectionsUnavailable ? { onElectionsUnavailable } : {}),
  });
}

describeWithFixtures('the indexer derives the elections from the elector of its state source', () => {
  const stateFiles = () => [
    dumpFile(`${DUMP}/persistents`, `-1:8000000000000000:${MC_SEQNO}:`),
    dumpFile(`${DUMP}/persistents`, '0:8000000000000000:35:'),
  ];
  let data: ElectorData;

  beforeAll(() => {
    data = electorOfState(stateFiles()[0]!).data;
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await indexDump(database, await FileStateSource.open(stateFiles().map(fixturePath)));
    }, 60_000);
    afterAll(async () => database.close());

    it('writes the open election with the block that read it, as the elector data holds it', async () => {
      const rows = await database.db.selectFrom('elections').selectAll().execute();
      const elect = data.elect!;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        election_id: BigInt(elect.electAt),
        elect_close: BigInt(elect.electClose),
        min_stake: elect.minStake.toString(),
        total_stake: '390000000000000',
        bonuses: '0',
        finished: false,
        failed: false,
        unfreeze_at: null,
        stake_held: null,
        validator_set_hash: null,
        updated_mc_seqno: MC_SEQNO,
      });
      const participants = rows[0]!.participants as ElectionParticipantJson[];
      expect(new Map(participants.map((participant) => [participant.publicKey, participant]))).toEqual(
        new Map(
          [...elect.members].map(([publicKey, member]) => [
            publicKey,
            { publicKey, address: `-1:${member.wallet}`, stake: member.stake.toString(), maxFactor: member.maxFactor, adnlAddress: member.adnl },
          ]),
        ),
      );
      const block = await database.db.selectFrom('blocks').select('seqno').where('workchain', '=', -1).execute();
      expect(block).toEqual([{ seqno: MC_SEQNO }]);
    });
  });

  describe('when the elections cannot be read (one database, in this order)', () => {
    let database: TestDatabase;
    let states: FileStateSource;

    beforeAll(async () => {
      database = await openTestDatabase('pglite');
      states = await FileStateSource.open(stateFiles().map(fixturePath));
    }, 60_000);
    afterAll(async () => database.close());

    it('a failing state source fails the write: nothing is written and the checkpoint stays', async () => {
      const failing = withGetMethods({
        getAccount: (address) => states.getAccount(address),
        getConfig: () => Promise.reject(new Error('the node is down')),
      });
      await expect(indexDump(database, failing)).rejects.toThrow('the node is down');
      expect((await database.db.selectFrom('checkpoint').select('mc_seqno').executeTakeFirst())?.mc_seqno).toBe(MC_SEQNO - 1);
      expect(await database.db.selectFrom('blocks').select('seqno').execute()).toEqual([]);
    });

    it('a state source without an elector: the write goes on without elections, saying why once', async () => {
      const reasons: string[] = [];
      const noElector = withGetMethods({
        getAccount: (address) => (address.startsWith('-1:3333') ? Promise.resolve(null) : states.getAccount(address)),
        getConfig: () => states.getConfig(),
      });
      await indexDump(database, noElector, (reason) => reasons.push(reason));
      expect(reasons).toEqual([
        expect.stringMatching(/^elections not read at masterchain block #57: get-method \w+ of -1:3{64}: the account does not exist$/),
      ]);
      expect(await database.db.selectFrom('elections').selectAll().execute()).toEqual([]);
      expect((await database.db.selectFrom('checkpoint').select('mc_seqno').executeTakeFirst())?.mc_seqno).toBe(MC_SEQNO);
    });
  });
});
