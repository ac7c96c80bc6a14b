import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { cutGenesisArchive } from '@tvmscan/indexer/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');

function tvmscan(...args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
}

describeWithFixtures('tvmscan import --from', () => {
  const dir = mkdtempSync(join(tmpdir(), 'midchain-cli-'));
  const archive = join(dir, 'from-90.pack');
  writeFileSync(archive, cutGenesisArchive(90));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a --from that is no block number, saying what it takes', () => {
    const run = tvmscan('import', '--data', join(dir, 'bad'), '--from', 'yesterday', archive);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("--from must be a masterchain block number (1 or more), not 'yesterday'");
  });

  it('refuses a --from the archives do not hold, then starts at the one given, and a later import cannot start elsewhere', () => {
    const data = join(dir, 'data');
    const outside = tvmscan('import', '--data', data, '--from', '10', archive);
    expect(outside.status).toBe(1);
    expect(outside.stderr).toContain('--from 10: the archives hold masterchain blocks #90..#99 only');
    const run = tvmscan('import', '--data', data, '--from', '95', archive);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('indexed up to masterchain block #99');
    const again = tvmscan('import', '--data', data, '--from', '92', archive);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('this index already starts at masterchain block #95');
  }, 180_000);
});
