import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@tvmscan/store';
import { mountSmallFileSystem } from '@tvmscan/store/testing';

/** A fresh embedded database takes about 40 MiB (its first WAL segment included): the next segment does not fit. */
const SIZE_MIB = 64;
const ROWS_PER_TRANSACTION = 5_000;
/** Room left beside the ballast: less than a WAL segment, more than the heap pages a few transactions need. */
const BALLAST_ROOM_MIB = 6;
/** The child fills the disk in seconds; on PGlite's own loop it would spin for ever. */
const CHILD_TIMEOUT_MS = 120_000;

const small = mountSmallFileSystem(SIZE_MIB);
afterAll(() => {
  if (typeof small !== 'string') small.unmount();
});

interface FillReport {
  committed: number;
  error: { name: string; code: string; message: string };
  laterQuery: { name: string; ms: number };
  stopped: string;
  closed: boolean;
}

/**
 * In a child process (a spinning PGlite cannot be interrupted from its own thread): commits a transaction of
 * `ROWS_PER_TRANSACTION` rows into the embedded database in `dataDir`, fills its file system with a ballast file but
 * for `BALLAST_ROOM_MIB`, has PostgreSQL start a new WAL segment (which cannot be created: a PANIC) and commits more
 * until one fails; then tries one more query, reads `stopped` and closes the database. Prints what happened as JSON.
 */
function fillDatabase(dataDir: string): Promise<{ code: number | null; signal: string | null; report: FillReport | null; stderr: string }> {
  const store = new URL('../src/index.ts', import.meta.url).href;
  const script = `
import { openDatabase, freeBytesAt } from ${JSON.stringify(store)};
import { writeFileSync } from 'node:fs';
import { sql } from 'kysely';
const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
await sql\`CREATE TABLE filler (id serial PRIMARY KEY, payload text)\`.execute(database.db);
const fill = sql\`INSERT INTO filler (payload) SELECT md5(random()::text) || repeat('x', 200) FROM generate_series(1, ${ROWS_PER_TRANSACTION})\`;
await database.db.transaction().execute((trx) => fill.execute(trx));
let committed = 1;
const ballast = freeBytesAt(${JSON.stringify(dataDir)}) - ${BALLAST_ROOM_MIB} * 1024 * 1024;
writeFileSync(${JSON.stringify(join(dataDir, '..', 'ballast'))}, Buffer.alloc(Math.max(0, ballast)));
await sql\`SELECT pg_switch_wal()\`.execute(database.db);
let failure;
for (;;) {
  try {
    await database.db.transaction().execute((trx) => fill.execute(trx));
    committed++;
  } catch (error) {
    failure = error;
    break;
  }
}
const started = performance.now();
const laterName = await sql\`SELECT 1\`.execute(database.db).then(() => 'answered', (error) => error.name);
const laterQuery = { name: laterName, ms: performance.now() - started };
const stopped = await Promise.race([database.stopped, new Promise((done) => setTimeout(done, 100))]);
const closed = await database.close().then(() => true, () => false);
console.log(JSON.stringify({ committed, error: { name: failure.name, code: failure.code, message: failure.message }, laterQuery, stopped: stopped?.message, closed }));
`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').at(-1);
      done({ code, signal, report: line ? (JSON.parse(line) as FillReport) : null, stderr });
    });
  });
}

describe.skipIf(typeof small === 'string')(`the embedded database on a full disk (${typeof small === 'string' ? small : small.kind})`, () => {
  it('fails the write that finds no space and every query after it, instead of spinning, and recovers once there is space', async () => {
    if (typeof small === 'string') return;
    const dataDir = join(small.path, 'data');
    const folder = join(dataDir, 'pglite');
    const run = await fillDatabase(dataDir);
    expect(run.signal, `the child was killed after ${CHILD_TIMEOUT_MS} ms: PGlite spun (${run.stderr})`).toBeNull();
    const report = run.report!;
    expect(report.committed).toBeGreaterThan(0);
    expect(report.error).toMatchObject({ name: 'DatabaseStoppedError', code: 'database-stopped' });
    expect(report.error.message).toMatch(new RegExp(`^no space left on device at ${folder} \\(\\d+ MiB free\\): the embedded database stopped`));
    expect(report.laterQuery.name).toBe('DatabaseStoppedError');
    expect(report.laterQuery.ms).toBeLessThan(1_000);
    expect(report.stopped).toBe(report.error.message);
    expect(report.closed).toBe(true);

    small.grow(SIZE_MIB * 4);
    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await sql<{ count: bigint }>`SELECT count(*) AS count FROM filler`.execute(database.db);
      expect(rows[0]!.count).toBe(BigInt(report.committed * ROWS_PER_TRANSACTION));
    } finally {
      await database.close();
    }
  }, 300_000);
});
