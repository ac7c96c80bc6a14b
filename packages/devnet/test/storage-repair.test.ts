import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBocSingle } from '@tvmscan/tvm';
import { Devnet, DevnetError, ManualClock } from '../src/index.js';

const BLOCKS = 5;
const root = mkdtempSync(path.join(tmpdir(), 'tvmscan-devnet-repair-'));
const pristine = path.join(root, 'pristine');
/** state.bin as it was one block before the end. */
const previousState = path.join(root, 'state-before-last.bin');
let hashes: string[] = [];

afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  const clock = new ManualClock(1_700_000_000_000);
  const devnet = await Devnet.open({ dataDir: pristine, clock, seed: 'repair', walletCount: 2 });
  for (let i = 0; i < BLOCKS; i++) {
    if (i === BLOCKS - 1) copyFileSync(path.join(pristine, 'state.bin'), previousState);
    clock.advance(3000);
    devnet.step();
  }
  hashes = await rootHashes(devnet);
  devnet.close();
});

/** A copy of the pristine chain folder, damaged by `damage`. */
function damagedCopy(name: string, damage: (dir: string) => void): string {
  const dir = path.join(root, name);
  cpSync(pristine, dir, { recursive: true });
  damage(dir);
  return dir;
}

/** Byte offsets of the log's records, by seqno (u32 length, u32 seqno, …). */
function recordOffsets(dir: string): Map<number, number> {
  const bytes = readFileSync(path.join(dir, 'blocks.log'));
  const offsets = new Map<number, number>();
  for (let offset = 0; offset < bytes.length; offset += bytes.readUInt32LE(offset)) offsets.set(bytes.readUInt32LE(offset + 4), offset);
  return offsets;
}

async function reopen(dir: string): Promise<{ devnet: Devnet; notes: string[] }> {
  const notes: string[] = [];
  const devnet = await Devnet.open({ dataDir: dir, clock: new ManualClock(1_800_000_000_000), onRepair: (note) => notes.push(note) });
  return { devnet, notes };
}

async function rootHashes(devnet: Devnet): Promise<string[]> {
  const hashes: string[] = [];
  for await (const batch of devnet.batches(0, { follow: false })) hashes.push(readBocSingle(batch.masterchain.boc).hashHex());
  return hashes;
}

/** Reopens, checks the chain is the pristine one up to `seqno` and continues from it with the next block. */
async function expectContinuesFrom(dir: string, seqno: number, note: RegExp): Promise<void> {
  const { devnet, notes } = await reopen(dir);
  try {
    expect(notes.join('\n')).toMatch(note);
    expect(devnet.seqno).toBe(seqno);
    expect(await rootHashes(devnet)).toEqual(hashes.slice(0, seqno));
    expect(devnet.step().seqno).toBe(seqno + 1);
  } finally {
    devnet.close();
  }
  const again = await reopen(dir);
  expect(again.notes).toEqual([]);
  expect(again.devnet.seqno).toBe(seqno + 1);
  again.devnet.close();
}

describe('a devnet folder whose block log and saved state disagree', () => {
  it('drops a block sealed after the last saved state (a crash between the two writes)', async () => {
    const dir = damagedCopy('log-ahead', (d) => copyFileSync(previousState, path.join(d, 'state.bin')));
    await expectContinuesFrom(dir, BLOCKS - 1, new RegExp(`dropped blocks ${BLOCKS}\\.\\.${BLOCKS}, sealed after the last saved state`));
  });

  it('restores a lost last record from the copy in the state file', async () => {
    const dir = damagedCopy('record-lost', (d) => truncateSync(path.join(d, 'blocks.log'), recordOffsets(d).get(BLOCKS)));
    await expectContinuesFrom(dir, BLOCKS, new RegExp(`restored block ${BLOCKS} from the copy in .*state\\.bin`));
  });

  it('drops a torn last record and restores it whole', async () => {
    const dir = damagedCopy('record-torn', (d) => truncateSync(path.join(d, 'blocks.log'), recordOffsets(d).get(BLOCKS)! + 100));
    await expectContinuesFrom(dir, BLOCKS, /dropped a torn tail of 100 bytes after block 4[\s\S]*restored block 5/);
  });

  it('refuses a log several blocks short, naming both files and what to do, and leaves the log as it was', async () => {
    let log = '';
    const dir = damagedCopy('log-short', (d) => {
      log = path.join(d, 'blocks.log');
      truncateSync(log, recordOffsets(d).get(BLOCKS - 1)! + 10);
    });
    const size = statSync(log).size;
    const opening = reopen(dir);
    await expect(opening).rejects.toThrow(DevnetError);
    await expect(opening).rejects.toThrow(
      new RegExp(
        `blocks\\.log ends at block ${BLOCKS - 2} \\(followed by 10 bytes that are not a next block\\) but the saved state .*state\\.bin is at block ${BLOCKS}.*Move the devnet folder away`,
      ),
    );
    expect(statSync(log).size).toBe(size);
  });

  it('names the log, the block and its offset when a block inside it is damaged', async () => {
    let offset = 0;
    const dir = damagedCopy('log-damaged', (d) => {
      offset = recordOffsets(d).get(2)!;
      const file = path.join(d, 'blocks.log');
      const bytes = readFileSync(file);
      bytes.fill(0xa5, offset + 40, offset + 296);
      writeFileSync(file, bytes);
    });
    await expect(reopen(dir)).rejects.toThrow(
      new RegExp(`blocks\\.log is damaged: block 2 \\(at byte ${offset}\\) does not decode: .*Move the devnet folder away`),
    );
  });
});
