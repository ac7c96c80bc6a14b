import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, EXPLORER_PREFIX, type BlockResponse, type KeyBlockConfigResponse } from '@tvmscan/api';
import { defaultActivities, Devnet, ManualClock, Workload, type SealedBlock, type SealedRound } from '@tvmscan/devnet';
import { importZerostates, runIndexer } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import {
  configParamValue,
  decodeBlock,
  decodeInMsgDescr,
  decodeShardState,
  encodeBlock,
  listShardDescrs,
  readBocSingle,
  shardToHex,
  type Block,
} from '@tvmscan/tvm';

const ROUNDS = 12;

describe('a devnet started with --network tycho', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let app: FastifyInstance;
  const rounds: SealedRound[] = [];
  const post = async <T>(path: string, body: object) => {
    const answer = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}${path}`, payload: body });
    expect(answer.statusCode, `${path} ${answer.body}`).toBe(200);
    return (answer.json() as { data: T }).data;
  };
  const sealedBlocks = (): SealedBlock[] => rounds.flatMap((round) => [round.masterchain, ...round.shardBlocks]);

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'tycho layout', walletCount: 6, network: 'tycho' });
    devnet.setWorkload(new Workload('tycho layout', defaultActivities(devnet).activities, 4, devnet));
    for (let round = 0; round < ROUNDS; round++) {
      clock.advance(devnet.intervalMs);
      rounds.push(devnet.step());
    }
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    await runIndexer({ database, source: devnet, sourceName: 'devnet', follow: false });
    app = await buildServer({ database, rateLimit: false });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  it("writes every block in Tycho's layout, which our codec reads back as Tycho's and re-encodes to the same hash", () => {
    for (const sealed of sealedBlocks()) {
      const block = decodeBlock(readBocSingle(sealed.boc));
      expect(encodeBlock(block).hashHex()).toBe(sealed.rootHash);
      expect([block.tag, block.extra.tag, block.outMsgQueueUpdates?.kind, block.info.genUtimeMs]).toEqual([0x11ef55bb, 0x4a33f6fc, 'tycho', 0]);
      expect(block.outMsgQueueUpdates).toMatchObject({ tailLength: 1 });
      expect(block.extra.refShardBlocks).toBeUndefined();
    }
    const masterchain = rounds.map((round) => decodeBlock(readBocSingle(round.masterchain.boc)));
    const descrs = masterchain.flatMap((block: Block) => listShardDescrs(block.extra.custom!.shardHashes).map((entry) => entry.descr));
    expect(descrs.length).toBeGreaterThan(0);
    expect(descrs.every((descr) => descr.layout === 'tycho' && descr.topScBlockUpdated)).toBe(true);
  });

  it("carries messages in Tycho's envelopes, whose use_dest_bits the standard layout cannot read", () => {
    const withEnvelopes = sealedBlocks().filter((sealed) =>
      decodeBlock(readBocSingle(sealed.boc)).extra.inMsgDescr.entries.some((entry) => 'inMsg' in entry.value),
    );
    expect(withEnvelopes.length).toBeGreaterThan(0);
    for (const sealed of withEnvelopes) {
      const inMsgDescr = readBocSingle(sealed.boc).refs[3]!.refs[0]!;
      expect(decodeInMsgDescr(inMsgDescr, 'tycho').entries.length).toBeGreaterThan(0);
      expect(() => decodeInMsgDescr(inMsgDescr, 'standard')).toThrow();
    }
  });

  it("starts from Tycho zerostates holding Tycho's config and the consensus info", async () => {
    const [masterchainBoc, basechainBoc] = await devnet.zerostates();
    const masterchain = decodeShardState(readBocSingle(masterchainBoc!));
    const basechain = decodeShardState(readBocSingle(basechainBoc!));
    if (masterchain.kind !== 'unsplit' || basechain.kind !== 'unsplit') throw new Error('the devnet zerostates are split');
    expect([masterchain.state.tag, basechain.state.tag]).toEqual([0x9023aeee, 0x9023aeee]);
    const extra = masterchain.state.custom!;
    expect(extra.flags).toBe(0b100);
    expect(extra.consensusInfo).toMatchObject({ genesisMillis: BigInt(devnet.identity.genesisTime) * 1000n });
    expect(configParamValue(extra.config, 8)).toEqual(configParamValue(devnet.config, 8));
  });

  it('is indexed, and the API serves its blocks with their neighbours and its config', async () => {
    const { count } = await post<{ count: number }>('/blocks/count', {});
    expect(count).toBe(sealedBlocks().length);
    const { count: transactions } = await post<{ count: number }>('/transactions/count', {});
    expect(transactions).toBe(rounds.reduce((sum, round) => sum + round.transactionCount, 0));
    for (const sealed of [rounds[5]!.masterchain, rounds[5]!.shardBlocks[0]!]) {
      const { shard, seqno } = sealed.block.info;
      const answer = await post<BlockResponse>('/blocks', { workchain: shard.workchain, shard: shardToHex(shard.shard), seqno });
      expect(answer.block.rootHash).toBe(sealed.rootHash);
      expect(answer.prevBlock?.seqno).toBe(seqno - 1);
      expect(answer.nextBlock?.seqno).toBe(seqno + 1);
    }
    const config = await post<KeyBlockConfigResponse>('/blocks/key-block-config', {});
    expect(config.record.configAddress).toBe(`-1:${configParamValue(devnet.config, 0)}`);
  });
});
