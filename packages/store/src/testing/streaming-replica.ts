import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server programs. */
const BIN = '/usr/lib/postgresql/15/bin';
/** PostgreSQL refuses to run as root: as root, the servers run as this user. */
const SERVER_USER = 'postgres';
const ROLE = 'tvmscan';

/** A PostgreSQL primary and a streaming replica of it, each in a temporary folder on a free local port. */
export interface StreamingPair {
  readonly primaryUrl: string;
  readonly replicaUrl: string;
  stopPrimary(): Promise<void>;
  stopReplica(): Promise<void>;
  /** Starts the stopped replica again; it catches up by streaming. */
  startReplica(): Promise<void>;
  /** Stops and resumes the replica's replay of what it receives: a paused replica keeps serving what it had. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed all the primary had written when called. */
  caughtUp(): Promise<void>;
  /** Stops both servers and removes their folders. */
  close(): Promise<void>;
}

/** Why a primary and a replica cannot be started here (no PostgreSQL 15 server programs), or null when they can. */
export function streamingPairUnavailable(): string | null {
  const missing = ['initdb', 'pg_ctl', 'pg_basebackup'].filter((program) => !existsSync(join(BIN, program)));
  return missing.length === 0 ? null : `Debian's PostgreSQL 15 server programs are not installed (${missing.join(', ')} missing in ${BIN})`;
}

/** A fresh primary, a replica made from it with pg_basebackup, streaming, both started (a few seconds). */
export async function startStreamingPair(): Promise<StreamingPair> {
  const root = await serversFolder();
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const started: string[] = [];
  const stop = async (dir: string) => {
    if (!started.includes(dir)) return;
    started.splice(started.indexOf(dir), 1);
    await asServerUser('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
  };
  try {
    await asServerUser('initdb', ['-D', primaryDir, '-A', 'trust', '-U', ROLE, '--no-sync', '-E', 'UTF8']);
    await startServer(primaryDir, primaryPort, root);
    started.push(primaryDir);
    await asServerUser('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      ROLE,
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    await startServer(replicaDir, replicaPort, root);
    started.push(replicaDir);
  } catch (error) {
    await Promise.all([primaryDir, replicaDir].map(stop));
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const primaryUrl = `postgres://${ROLE}@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://${ROLE}@127.0.0.1:${replicaPort}/postgres`;
  return {
    primaryUrl,
    replicaUrl,
    stopPrimary: () => stop(primaryDir),
    stopReplica: () => stop(replicaDir),
    startReplica: async () => {
      await startServer(replicaDir, replicaPort, root);
      started.push(replicaDir);
    },
    caughtUp: () => replayed(primaryUrl, replicaUrl),
    pauseReplay: async () => void (await queryOne(replicaUrl, 'SELECT pg_wal_replay_pause()')),
    resumeReplay: async () => void (await queryOne(replicaUrl, 'SELECT pg_wal_replay_resume()')),
    close: async () => {
      await Promise.all([primaryDir, replicaDir].map(stop));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function startServer(dir: string, port: number, socketDir: string): Promise<void> {
  const settings = [`-p ${port}`, '-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${socketDir}`, '-c fsync=off', '-c wal_level=replica'];
  await asServerUser('pg_ctl', ['-D', dir, '-l', join(dir, 'server.log'), '-o', settings.join(' '), '-w', 'start']);
}

/** Runs a server program, as the server user when this process is root. */
async function asServerUser(program: string, args: string[]): Promise<void> {
  const path = join(BIN, program);
  if (isRoot()) await run('runuser', ['-u', SERVER_USER, '--', path, ...args]);
  else await run(path, args);
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** A temporary folder for both servers' folders and sockets, the server user's when this process is root. */
async function serversFolder(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'tvmscan-replication-'));
  if (isRoot()) {
    const id = async (flag: string) => Number((await run('id', [flag, SERVER_USER])).stdout.trim());
    chownSync(root, await id('-u'), await id('-g'));
  }
  return root;
}

async function replayed(primaryUrl: string, replicaUrl: string, timeoutMs = 10_000): Promise<void> {
  const lsn = (await queryOne(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn'))['lsn'];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await queryOne(replicaUrl, `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`);
    if (row['done'] === true) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the replica did not replay up to ${lsn} within ${timeoutMs / 1000} s`);
}

async function queryOne(url: string, statement: string): Promise<Record<string, unknown>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(statement)).rows[0] ?? {};
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
