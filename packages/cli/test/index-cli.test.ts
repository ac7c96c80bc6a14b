import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, readCheckpoint } from '@tvmscan/store';
import { describeWithFixtures, fixturePath } from '@tvmscan/tvm/testing';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');
const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-index-'));

function tvmscan(...args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('tvmscan index and migrate: mistakes in the call', () => {
  it.each([
    [['index'], /--source must be one of archive, gql, devnet/],
    [['index', '--source', 'kafka'], /--source must be one of archive, gql, devnet, not 'kafka'/],
    [['index', '--source', 'gql'], /--source gql needs --endpoint URL/],
    [['index', '--source', 'archive'], /--source archive needs the archive files or folders/],
    [['index', '--source', 'gql', '--endpoint', 'http://127.0.0.1:9/graphql', '--state', 'jrpc'], /--state jrpc needs --state-endpoint URL/],
    [['import', '--group', '0', 'x.pack'], /--group must be a positive whole number, not '0'/],
    [['import', join(dataDir, 'missing.pack')], /missing\.pack: no such file or folder/],
  ])('tvmscan %j exits 2 saying what to do', (args, message) => {
    const run = tvmscan(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});

describeWithFixtures('tvmscan index --source archive', () => {
  it('indexes the archives into the data folder and stops at their end', async () => {
    const migrated = tvmscan('migrate', '--data', dataDir);
    expect(migrated.status, migrated.stderr).toBe(0);
    const run = tvmscan('index', '--source', 'archive', '--data', dataDir, fixturePath('tycho/archive'));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('indexed up to masterchain block #300');
    const database = await openDatabase({ dataDir });
    try {
      expect(await readCheckpoint(database.db)).toEqual({ mcSeqno: 300, source: 'archive', startMcSeqno: 1 });
    } finally {
      await database.close();
    }
  });
});

describeWithFixtures('tvmscan index refuses another chain', () => {
  it('stops with a message when the source does not continue the indexed chain', () => {
    const other = mkdtempSync(join(tmpdir(), 'tvmscan-other-'));
    try {
      const first = tvmscan('import', '--data', other, fixturePath('everscale/archive/mainnet-mc1-99.pack'));
      expect(first.status, first.stderr).toBe(0);
      const run = tvmscan('index', '--source', 'archive', '--data', other, fixturePath('tycho/archive'));
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('does not follow block #99 of the index: the source is another chain');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
