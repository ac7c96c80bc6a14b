import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Cell as TonCell } from '@ton/core';
import { Builder, readArchive, writeBoc, type ArchiveEntry } from '@tvmscan/tvm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWithFixtures, fixturePath } from '@tvmscan/tvm/testing';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node packages/cli/bin/tvmscan.js ...args` from the repository root. */
function tvmscan(...args: string[]): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['packages/cli/bin/tvmscan.js', ...args], { cwd: repoRoot, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/** A fixture's path as a user in the repository root would type it (relative, so `file` must keep it as given). */
function fixtureArg(rel: string): string {
  return path.relative(repoRoot, fixturePath(rel));
}

function lines(text: string): string[] {
  return text.split('\n').filter((line) => line !== '');
}

type Json = Record<string, unknown>;

const DECIMAL = /^\d+$/;
const HASH = /^[0-9a-f]{64}$/;
const TRANSACTION_FIELDS = [
  'hash',
  'account',
  'lt',
  'now',
  'txType',
  'aborted',
  'origStatus',
  'endStatus',
  'totalFees',
  'exitCode',
  'resultCode',
  'inMessage',
  'outMessages',
  'phases',
];
const MESSAGE_FIELDS = [
  'hash',
  'messageType',
  'src',
  'dst',
  'value',
  'fwdFee',
  'ihrFee',
  'importFee',
  'createdLt',
  'createdAt',
  'bounce',
  'bounced',
  'bodyHash',
];

const BLOCK = fixtureArg('everscale/blocks/simple_shard_block.boc');
const TICK = fixtureArg('everscale/transactions/tick_tx.boc');
const ORDINARY = fixtureArg('everscale/transactions/ordinary_tx_with_outgoing.boc');
const SKIPPED = fixtureArg('everscale/transactions/ordinary_tx_bounce_no_state.boc');
const PACK = fixtureArg('everscale/archive/mainnet-mc1-99.pack');

function expectMessage(message: Json): void {
  expect(Object.keys(message)).toEqual(expect.arrayContaining(MESSAGE_FIELDS));
  expect(message.hash).toMatch(HASH);
  expect(message.bodyHash).toMatch(HASH);
  expect(['Internal', 'ExternalIn', 'ExternalOut']).toContain(message.messageType);
  for (const amount of [message.value, message.fwdFee, message.ihrFee, message.importFee, message.createdLt]) {
    if (amount !== null) expect(amount).toMatch(DECIMAL);
  }
}

describeWithFixtures('tvmscan decode', () => {
  describe('--json on a block and three lone transactions in one call', () => {
    let result: CliResult;
    let items: Json[];

    beforeAll(async () => {
      result = await tvmscan('decode', '--json', BLOCK, TICK, ORDINARY, SKIPPED);
      items = lines(result.stdout).map((line) => JSON.parse(line) as Json);
    });

    it('prints one JSON line per file, in order, each with the path as given', () => {
      expect(result.code).toBe(0);
      expect(result.stderr).toBe('');
      expect(items.map((item) => [item.file, item.kind])).toEqual([
        [BLOCK, 'block'],
        [TICK, 'transaction'],
        [ORDINARY, 'transaction'],
        [SKIPPED, 'transaction'],
      ]);
    });

    it('describes a block as the fixtures README does (0:8000000000000000 seqno 31806148, gid 42, 2023-01-23, 7 txs/5 accounts)', () => {
      const block = items[0];
      const bytes = readFileSync(path.resolve(repoRoot, BLOCK));
      expect(block).toMatchObject({
        rootHash: TonCell.fromBoc(Buffer.from(bytes))[0]!.hash().toString('hex'),
        fileHash: createHash('sha256').update(bytes).digest('hex'),
        globalId: 42,
        workchain: 0,
        shard: '8000000000000000',
        seqno: 31806148,
        isKeyBlock: false,
      });
      expect(new Date((block!.genUtime as number) * 1000).toISOString().slice(0, 10)).toBe('2023-01-23');
      expect(block!.startLt).toMatch(DECIMAL);
      expect(block!.endLt).toMatch(DECIMAL);
      const transactions = block!.transactions as Json[];
      expect(transactions).toHaveLength(7);
      expect(new Set(transactions.map((tx) => tx.account)).size).toBe(5);
      for (const tx of transactions) {
        expect(Object.keys(tx)).toEqual(expect.arrayContaining(TRANSACTION_FIELDS));
        expect(tx.hash).toMatch(HASH);
        expect(tx.account).toMatch(/^0:[0-9a-f]{64}$/);
        expect(tx.lt).toMatch(DECIMAL);
        expect(BigInt(tx.lt as string)).toBeGreaterThanOrEqual(BigInt(block!.startLt as string));
        expect(BigInt(tx.lt as string)).toBeLessThanOrEqual(BigInt(block!.endLt as string));
        expect(tx.totalFees).toMatch(DECIMAL);
        expect(Object.keys(tx.phases as Json)).toEqual(['storage', 'credit', 'compute', 'action', 'bounce']);
        for (const message of [tx.inMessage as Json | null, ...(tx.outMessages as Json[])]) if (message) expectMessage(message);
      }
      expect(transactions.flatMap((tx) => tx.outMessages as Json[]).length).toBeGreaterThan(0);
    });

    it('puts a lone tick transaction on the masterchain', () => {
      expect(items[1]).toMatchObject({
        account: `-1:${'3'.repeat(64)}`,
        lt: '34544946000001',
        txType: 'TickTock',
        inMessage: null,
        exitCode: 0,
      });
    });

    it("puts a lone ordinary transaction on its inbound message's destination workchain", () => {
      const tx = items[2];
      expect(tx).toMatchObject({ txType: 'Ordinary', lt: '34544958000003', origStatus: 'active', endStatus: 'nonexist', exitCode: 0, resultCode: 0 });
      expect(tx!.account).toMatch(/^0:dcfe7c2ab5/);
      expect((tx!.inMessage as Json).dst).toBe(tx!.account);
      expect(tx!.outMessages).toHaveLength(4);
    });

    it('gives a null exit code when the compute phase was skipped', () => {
      expect(items[3]).toMatchObject({ aborted: true, origStatus: 'nonexist', endStatus: 'nonexist', exitCode: null, resultCode: null });
      expect((items[3]!.phases as Json).compute).toMatchObject({ kind: 'skipped' });
    });
  });

  it('prints one JSON line per block of a .pack archive, each with the file and its entry name', async () => {
    const result = await tvmscan('decode', '--json', PACK);
    expect(result.code).toBe(0);
    const blocks = lines(result.stdout).map((line) => JSON.parse(line) as Json);
    expect(blocks).toHaveLength(320);
    for (const block of blocks) {
      expect(block.file).toBe(PACK);
      const [, workchain, shard, seqno, rootHash] = /^block_\((-?\d+),([0-9a-f]{16}),(\d+)\):([0-9A-F]{64}):[0-9A-F]{64}$/i.exec(
        block.entry as string,
      )!;
      expect([block.workchain, block.shard, block.seqno, block.rootHash]).toEqual([
        Number(workchain),
        shard!.toLowerCase(),
        Number(seqno),
        rootHash!.toLowerCase(),
      ]);
    }
    expect(new Set(blocks.map((block) => block.entry)).size).toBe(320);
  });

  it('prints one readable line per item without --json, each starting with the file path', async () => {
    const result = await tvmscan('decode', BLOCK, TICK);
    expect(result.code).toBe(0);
    const output = lines(result.stdout);
    expect(output).toHaveLength(2);
    expect(output[0]).toMatch(new RegExp(`^${escapeRegExp(BLOCK)}: block 0:8000000000000000:31806148 .*7 transactions`));
    expect(output[1]).toMatch(new RegExp(`^${escapeRegExp(TICK)}: transaction [0-9a-f]{64} TickTock on -1:3{64}`));
  });

  it('exits 1 naming the file when --kind does not fit it', async () => {
    const result = await tvmscan('decode', '--kind', 'transaction', BLOCK);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(BLOCK);
  });

  it('exits 2 listing the kinds when --kind is unknown', async () => {
    const result = await tvmscan('decode', '--kind', 'nonsense', BLOCK);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('nonsense');
    for (const kind of ['block', 'transaction', 'message', 'account', 'state', 'config', 'archive']) expect(result.stderr).toContain(kind);
  });

  it('exits 1 naming a missing file, and still decodes the other files', async () => {
    const missing = 'no-such-dir/missing.boc';
    const result = await tvmscan('decode', '--json', missing, TICK);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(missing);
    expect(lines(result.stdout).map((line) => (JSON.parse(line) as Json).file)).toEqual([TICK]);
  });

  describe('an archive with a block that does not decode', () => {
    let blocks: ArchiveEntry[];
    let dir: string;
    let file: string;

    beforeAll(() => {
      blocks = [...readArchive(readFileSync(path.resolve(repoRoot, PACK)))].filter((entry) => entry.kind === 'block').slice(0, 3);
      const notABlock = writeBoc(new Builder().storeUint(0xdeadbeef, 32).endCell());
      const entries = blocks.map((entry, i) => ({ name: entry.name, data: i === 1 ? notABlock : entry.data }));
      dir = mkdtempSync(path.join(tmpdir(), 'tvmscan-decode-'));
      file = path.join(dir, 'one-bad-block.pack');
      writeFileSync(file, packOf(entries));
    });

    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('decodes the blocks before and after it, names it with its id on stderr, and exits 1', async () => {
      const result = await tvmscan('decode', '--json', file);
      expect(result.code).toBe(1);
      expect(lines(result.stdout).map((line) => (JSON.parse(line) as Json).entry)).toEqual([blocks[0]!.name, blocks[2]!.name]);
      const { workchain, shard, seqno, rootHash } = blocks[1]!.id;
      const id = `${workchain}:${shard.toString(16).padStart(16, '0')}:${seqno} root ${rootHash}`;
      expect(lines(result.stderr)).toEqual([`${file}: block ${id} does not decode (bad-tag): Block: unknown tag #deadbeef; skipped it`]);
    });

    it('does the same without --json', async () => {
      const result = await tvmscan('decode', file);
      expect(result.code).toBe(1);
      expect(lines(result.stdout)).toHaveLength(2);
      expect(lines(result.stderr)).toHaveLength(1);
    });
  });

  it('exits 2 when given no file', async () => {
    const result = await tvmscan('decode');
    expect(result.code).toBe(2);
    expect(result.stderr).not.toBe('');
  });

  it('prints its usage with --help and exits 0', async () => {
    const result = await tvmscan('decode', '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: tvmscan decode');
    expect(result.stdout).toContain('--json');
    expect(result.stdout).toContain('--kind');
  });
});

/** A node .pack archive of `entries`, as `readArchive` reads them back. */
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
