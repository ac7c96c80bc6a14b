import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive } from '@tvmscan/tvm';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function tvmscan(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['packages/cli/bin/tvmscan.js', ...args], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

describe('tvmscan devnet', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tvmscan-devnet-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exports N transactions to a .pack archive in a folder it creates, and prints the rate', async () => {
    const file = path.join(dir, 'exports', 'out.pack');
    const result = await tvmscan('devnet', '--export', file, '--transactions', '150', '--seed', 'cli');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^.*out\.pack: \d+ transactions in \d+ blocks, [\d.]+ s, \d+ tx\/s$/m);
    expect(result.stderr).toMatch(/transactions, \d+ blocks, \d+ tx\/s/);
    const blocks = [...readArchive(new Uint8Array(readFileSync(file)))];
    expect(blocks.some((entry) => entry.id.workchain === -1)).toBe(true);
    expect(blocks.some((entry) => entry.id.workchain === 0)).toBe(true);
  });

  it('says what is wrong with a flag', async () => {
    expect(await tvmscan('devnet', '--network', 'ton')).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--network must be one of everscale, tycho/),
    });
    expect(await tvmscan('devnet', '--export', path.join(dir, 'x.pack'))).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--export needs --transactions/),
    });
    expect(await tvmscan('devnet', '--data', dir, '--shards', '3')).toMatchObject({ code: 1, stderr: expect.stringMatching(/power of two/) });
  });
});
