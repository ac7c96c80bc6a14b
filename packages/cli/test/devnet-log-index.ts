import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { openDatabase, readCheckpoint } from '@tvmscan/store';
import { readBocSingle } from '@tvmscan/tvm';
import { BlockLog } from '@tvmscan/devnet/testing';

/** The chain a `tvmscan start` devnet wrote into its data folder. */
export interface ChainView {
  /** Every block of the devnet's log, by masterchain seqno: root hashes, masterchain first. */
  readonly records: Map<number, string[]>;
  /** The last block whose state the devnet saved: it and those before it are the chain for good. */
  readonly savedSeqno: number;
}

export function readChain(dataDir: string): ChainView {
  const devnet = join(dataDir, 'devnet');
  const records = new Map<number, string[]>();
  if (!existsSync(join(devnet, 'blocks.log'))) return { records, savedSeqno: 0 };
  const log = new BlockLog(join(devnet, 'blocks.log'));
  try {
    for (let seqno = 1; seqno <= log.lastSeqno; seqno++) {
      const batch = log.read(seqno)!;
      records.set(
        seqno,
        [batch.masterchain, ...batch.shardBlocks].map((block) => readBocSingle(block.boc).hashHex()),
      );
    }
  } finally {
    log.close();
  }
  const state = readFileSync(join(devnet, 'state.bin'));
  const meta = JSON.parse(state.subarray(4, 4 + state.readUInt32LE(0)).toString('utf8')) as { masterchainLast: { seqno: number } };
  return { records, savedSeqno: meta.masterchainLast.seqno };
}

/** The index's checkpoint and the root hashes of every block it holds. */
async function readIndex(dataDir: string): Promise<{ checkpoint: number; rootHashes: string[] }> {
  const database = await openDatabase({ dataDir });
  try {
    const checkpoint = (await readCheckpoint(database.db))?.mcSeqno ?? 0;
    const rows = await database.db.selectFrom('blocks').select('root_hash').execute();
    return { checkpoint, rootHashes: rows.map((row) => row.root_hash).sort() };
  } finally {
    await database.close();
  }
}

/** The index holds exactly the blocks of the log up to its checkpoint, with the same root hashes; gives the checkpoint. */
export async function expectIndexEqualsLog(dataDir: string, chain: ChainView): Promise<number> {
  const { checkpoint, rootHashes } = await readIndex(dataDir);
  expect(checkpoint).toBeLessThanOrEqual(chain.savedSeqno);
  const expected = [...chain.records].filter(([seqno]) => seqno <= checkpoint).flatMap(([, hashes]) => hashes);
  expect(rootHashes).toEqual(expected.sort());
  return checkpoint;
}
