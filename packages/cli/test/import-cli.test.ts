import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { accountState, openDatabase } from '@tvmscan/store';
import { readArchive, shardToHex } from '@tvmscan/tvm';
import { craftZstdFrame, describeWithFixtures, fixturePath } from '@tvmscan/tvm/testing';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');
const workDir = mkdtempSync(join(tmpdir(), 'tvmscan-import-'));
/**
 * Loaded before the CLI: prints the process's peak resident memory (KiB) as it exits. It reads VmHWM, the peak of
 * this process's own memory: getrusage's maxRSS survives exec on Linux, so it would report the parent test worker's.
 */
const PEAK_PROBE = join(workDir, 'peak-probe.mjs');
writeFileSync(
  PEAK_PROBE,
  "import { readFileSync } from 'node:fs';\n" +
    "process.on('exit', () => process.stderr.write(`peak-rss-kib ${/VmHWM:\\s*(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]}\\n`));\n",
);
const PEAK_LIMIT_MIB = 256;

function tvmscan(...args: string[]) {
  return spawnSync(process.execPath, ['--import', pathToFileURL(PEAK_PROBE).href, BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  });
}

function peakMib(stderr: string): number {
  const match = /peak-rss-kib (\d+)/.exec(stderr);
  if (match === null) throw new Error(`no peak memory reported: ${stderr}`);
  return Number(match[1]) / 1024;
}

/** A data folder path that does not exist yet: the command must not create it when it refuses its arguments. */
function freshDataDir(name: string): string {
  return join(workDir, `data-${name}`);
}

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('tvmscan import checks every argument before it writes anything', () => {
  it('refuses an empty folder, naming it', () => {
    const empty = join(workDir, 'empty');
    mkdirSync(empty);
    const data = freshDataDir('empty');
    const run = tvmscan('import', '--data', data, empty);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${empty}: the folder holds no archive or zerostate file`);
    expect(existsSync(data)).toBe(false);
  });

  it('refuses --state jrpc without its endpoint', () => {
    const data = freshDataDir('state-flags');
    const run = tvmscan('import', '--data', data, '--state', 'jrpc', fixturePath('everscale/zerostate'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--state jrpc needs --state-endpoint URL (a JRPC node)');
    expect(existsSync(data)).toBe(false);
  });

  it('refuses a file that is neither a zerostate nor an archive, naming it', () => {
    const folder = join(workDir, 'notes');
    mkdirSync(folder);
    writeFileSync(join(folder, 'readme.txt'), 'not chain data\n');
    const data = freshDataDir('notes');
    const run = tvmscan('import', '--data', data, folder);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${join(folder, 'readme.txt')}: neither a zerostate (shard-state BOC) nor a block archive (.pack or Tycho)`);
    expect(existsSync(data)).toBe(false);
  });
});

describeWithFixtures('tvmscan import keeps full account states', () => {
  it('of the zerostates, and says how many elections their elector holds', async () => {
    const data = freshDataDir('zerostate-states');
    const run = tvmscan('import', '--data', data, fixturePath('everscale/zerostate'));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('zerostates: 42 accounts imported, 0 elections read from the elector');
    const database = await openDatabase({ dataDir: data });
    try {
      expect(await accountState(database.db, { workchain: -1, address: '3'.repeat(64) })).toMatchObject({ fetched_at: 1588855799n });
    } finally {
      await database.close();
    }
  });

  it('of accounts the archive meets mid-chain, from --state files', async () => {
    const data = freshDataDir('state-files');
    const archive = fixturePath('everscale/archive/mainnet-mc1-99.pack');
    const state = fixturePath('everscale/states/mainnet-masterchain-state-2.boc');
    const run = tvmscan('import', '--data', data, '--state', 'files', '--state-file', state, archive);
    expect(run.status, run.stderr).toBe(0);
    const database = await openDatabase({ dataDir: data });
    try {
      const elector = await accountState(database.db, { workchain: -1, address: '3'.repeat(64) });
      expect(elector?.boc.length).toBeGreaterThan(1000);
    } finally {
      await database.close();
    }
  });
});

describeWithFixtures('tvmscan import with a damaged file among good ones', () => {
  it('writes no zerostate when an archive after them is truncated, and names the archive', () => {
    const truncated = join(workDir, 'truncated.pack');
    writeFileSync(truncated, readFileSync(fixturePath('everscale/archive/mainnet-mc1-99.pack')).subarray(0, 100));
    const data = freshDataDir('truncated');
    const run = tvmscan('import', '--data', data, fixturePath('everscale/zerostate'), truncated);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${truncated}: entry at offset 4:`);
    expect(run.stderr).not.toContain('zerostates:');
    expect(existsSync(data)).toBe(false);
  });

  it('writes no zerostate when a block of an archive after them is damaged (one byte flipped), and names the archive and the block', () => {
    const original = readFileSync(fixturePath('everscale/archive/mainnet-mc1-99.pack'));
    const largest = [...readArchive(new Uint8Array(original))]
      .filter((entry) => entry.kind === 'block')
      .reduce((a, b) => (b.data.length > a.data.length ? b : a));
    const damaged = join(workDir, 'damaged.pack');
    const bytes = Buffer.from(original);
    const middle = Math.floor(largest.data.length / 2);
    const offset = largest.data.byteOffset + middle;
    expect(bytes[offset]).toBe(largest.data[middle]);
    bytes[offset]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const data = freshDataDir('damaged');
    const run = tvmscan('import', '--data', data, fixturePath('everscale/zerostate'), damaged);
    expect(run.status).toBe(1);
    const { workchain, shard, seqno, rootHash } = largest.id;
    expect(run.stderr).toContain(
      `tvmscan import: ${damaged}: block ${workchain}:${shardToHex(shard)}:${seqno} root ${rootHash}: the CRC32C checksum does not match`,
    );
    expect(run.stderr).not.toContain('zerostates:');
    expect(existsSync(data)).toBe(false);
  });

  it('names a zerostate that is not a shard state', () => {
    const block = join(workDir, 'block.boc');
    copyFileSync(fixturePath('everscale/blocks/simple_shard_block.boc'), block);
    const data = freshDataDir('block');
    const run = tvmscan('import', '--data', data, fixturePath('everscale/zerostate/mainnet-masterchain.boc'), block);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${block}: not a shard state:`);
    expect(existsSync(data)).toBe(false);
  });
});

describe('a 29 KB zstd bomb (900 MB of zeros in RLE blocks)', () => {
  const bomb = join(workDir, 'bomb.zst');
  writeFileSync(bomb, craftZstdFrame(7200));

  it(`is refused by decode, naming the file, with the peak memory under ${PEAK_LIMIT_MIB} MiB`, () => {
    const run = tvmscan('decode', bomb);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${bomb}: not a readable BOC or archive: the zstd data may regenerate 943718400 bytes or more`);
    expect(peakMib(run.stderr)).toBeLessThan(PEAK_LIMIT_MIB);
  });

  it(`is refused by import before the index is opened, with the peak memory under ${PEAK_LIMIT_MIB} MiB`, () => {
    const data = freshDataDir('bomb');
    const run = tvmscan('import', '--data', data, bomb);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${bomb}: the zstd data may regenerate 943718400 bytes or more`);
    expect(peakMib(run.stderr)).toBeLessThan(PEAK_LIMIT_MIB);
    expect(existsSync(data)).toBe(false);
  });
});
