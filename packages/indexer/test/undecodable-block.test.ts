import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCheckpoint } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { Builder, readArchive, writeBoc } from '@tvmscan/tvm';
import { ArchiveBlockSource, ArchiveSourceError, BlockDecodeError, importZerostates, runIndexer, type BlockSource } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';

const ARCHIVE = 'everscale/archive/mainnet-mc1-99.pack';
const ZEROSTATES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc'];
const GROUP = 5;
const BROKEN_MC_SEQNO = 12;

const notABlock = writeBoc(new Builder().storeUint(0xdeadbeef, 32).endCell());

/** The archive, with masterchain block #12 replaced by a well-formed BOC that is no block. */
function withBrokenBlock(source: BlockSource): BlockSource {
  return {
    async *batches(after, options) {
      for await (const batch of source.batches(after, options)) {
        yield batch.seqno === BROKEN_MC_SEQNO ? { ...batch, masterchain: { boc: notABlock } } : batch;
      }
    },
  };
}

describeWithFixtures('a block that does not decode, prepared in the worker thread', () => {
  let database: TestDatabase;
  let failure: unknown;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await importZerostates(database, ZEROSTATES.map(readFixture), 'import');
    const source = withBrokenBlock(await ArchiveBlockSource.open([fixturePath(ARCHIVE)]));
    failure = await runIndexer({ database, source, sourceName: 'archive', follow: false, groupBatches: GROUP }).then(
      () => null,
      (error: unknown) => error,
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it('stops the run with a BlockDecodeError saying what does not decode', () => {
    expect(failure).toBeInstanceOf(BlockDecodeError);
    const rootHash = new Builder().storeUint(0xdeadbeef, 32).endCell().hashHex();
    expect((failure as Error).message).toBe(
      `the block with root ${rootHash} (${notABlock.length} bytes) does not decode: Block: unknown tag #deadbeef`,
    );
  });

  it('keeps the groups before the block and writes nothing of its group', async () => {
    expect((await readCheckpoint(database.db))?.mcSeqno).toBe(10);
    const last = await database.db
      .selectFrom('blocks')
      .select(({ fn }) => fn.max('mc_seqno').as('last'))
      .executeTakeFirstOrThrow();
    expect(last.last).toBe(10);
  });
});

/** A .pack archive of `entries`. */
function packOf(entries: { name: string; data: Uint8Array }[]): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(0x01, 0xdd, 0x8f, 0xae)];
  for (const { name, data } of entries) {
    const nameBytes = new TextEncoder().encode(name);
    const header = new DataView(new ArrayBuffer(8));
    header.setUint16(0, 0x1e8b, true);
    header.setUint16(2, nameBytes.length, true);
    header.setUint32(4, data.length, true);
    parts.push(new Uint8Array(header.buffer), nameBytes, data);
  }
  return Buffer.concat(parts);
}

describeWithFixtures('an archive holding a masterchain block that does not decode', () => {
  let dir: string;
  let file: string;
  let brokenName: string;
  beforeAll(() => {
    const entries = [...readArchive(readFixture(ARCHIVE))].map((entry) => {
      const broken = entry.kind === 'block' && entry.id.workchain === -1 && entry.id.seqno === BROKEN_MC_SEQNO;
      if (broken) brokenName = `block -1:8000000000000000:${BROKEN_MC_SEQNO} root ${entry.id.rootHash}`;
      return { name: entry.name, data: broken ? notABlock : entry.data };
    });
    dir = mkdtempSync(path.join(tmpdir(), 'tvmscan-undecodable-'));
    file = path.join(dir, 'broken-mc12.pack');
    writeFileSync(file, packOf(entries));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('yields the batches before it, then stops naming the block by its id', async () => {
    const source = await ArchiveBlockSource.open([file]);
    const seqnos: number[] = [];
    const failure = await (async () => {
      for await (const batch of source.batches(0, { follow: false })) seqnos.push(batch.seqno);
    })().then(
      () => null,
      (error: unknown) => error,
    );
    expect(seqnos).toEqual(Array.from({ length: BROKEN_MC_SEQNO - 1 }, (_, i) => i + 1));
    expect(failure).toBeInstanceOf(ArchiveSourceError);
    expect((failure as Error).message).toBe(`${brokenName} does not decode: Block: unknown tag #deadbeef`);
  });
});
