import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockTransactions, decodeBlock, decodeShardStateUnsplit, readArchive, readBocSingle } from '@tvmscan/tvm';
import { DevnetError, exportArchive } from '../src/index.js';

describe('exportArchive', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tvmscan-export-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .pack of masterchain and shard blocks that our archive reader reads back', async () => {
    const file = path.join(dir, 'chain.pack');
    const progress: number[] = [];
    const result = await exportArchive({
      file,
      transactions: 400,
      seed: 'export',
      activitiesPerBlock: 60,
      onProgress: (p) => progress.push(p.transactions),
    });
    expect(result.transactions).toBeGreaterThanOrEqual(400);
    expect(progress.at(-1)).toBe(result.transactions);

    const entries = [...readArchive(new Uint8Array(readFileSync(file)))];
    expect(entries.length).toBe(result.blocks);
    let transactions = 0;
    const masterchainSeqnos: number[] = [];
    for (const entry of entries) {
      expect(entry.kind).toBe('block');
      const root = readBocSingle(entry.data);
      expect(root.hashHex()).toBe(entry.id.rootHash);
      const block = decodeBlock(root);
      expect([block.info.shard.workchain, block.info.shard.shard, block.info.seqno]).toEqual([entry.id.workchain, entry.id.shard, entry.id.seqno]);
      if (entry.id.workchain === -1) masterchainSeqnos.push(entry.id.seqno);
      transactions += blockTransactions(block).length;
    }
    expect(transactions).toBe(result.transactions);
    expect(masterchainSeqnos).toEqual(masterchainSeqnos.map((_, i) => i + 1));
    const zerostates = result.zerostateFiles.map((f) => decodeShardStateUnsplit(readBocSingle(readFileSync(f))));
    expect(zerostates.map((state) => [state.shard.workchain, state.seqno])).toEqual([
      [-1, 0],
      [0, 0],
    ]);
  });

  it('creates the folders the archive is to go in, and writes the zerostates beside it', async () => {
    const file = path.join(dir, 'new', 'nested', 'chain.pack');
    const result = await exportArchive({ file, transactions: 1, seed: 'export', activitiesPerBlock: 5 });
    expect(existsSync(file)).toBe(true);
    expect(result.zerostateFiles.every((zerostate) => existsSync(zerostate))).toBe(true);
  });

  it('names the folder it cannot create, before running the chain', async () => {
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, '');
    const file = path.join(blocker, 'chain.pack');
    const error = await exportArchive({ file, transactions: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DevnetError);
    expect((error as DevnetError).message).toContain(`cannot create the folder ${blocker} for ${file}`);
  });
});
