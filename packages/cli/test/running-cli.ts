import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');
/** The embedded database, whatever the caller's environment says. */
export const EMBEDDED_ENV = { ...process.env, DATABASE_URL: '', TVMSCAN_DATA: '' };

/** A `tvmscan serve` or `start` running in a child process, once it answers. */
export interface RunningCli {
  readonly child: ChildProcessWithoutNullStreams;
  readonly pid: number;
  readonly url: string;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<number | null>;
  /** GET or POST on the API; the answer's `data`. */
  api<T>(call: string, body?: object): Promise<T>;
}

/** Runs `tvmscan ARGS` and resolves once it prints where the explorer answers. */
export async function runCli(args: string[], env: NodeJS.ProcessEnv = EMBEDDED_ENV): Promise<RunningCli> {
  const child = spawn(process.execPath, [BIN, ...args], { env });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const url = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /explorer at (http:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    });
    void exited.then((code) => fail(new Error(`tvmscan ${args[0]} exited with ${code}: ${output}`)));
  });
  return {
    child,
    pid: child.pid!,
    url,
    output: () => output,
    exited,
    api: async <T>(call: string, body?: object) => {
      const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      const response = await fetchOnFreshSocket(`${url}/api/explorer/v1${call}`, init);
      if (response.status !== 200) throw new Error(`${call}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    },
  };
}

/**
 * A spawnSync blocks this thread past the server's keep-alive timeout, so fetch may take a pooled socket the server
 * has already closed (it cannot have seen the close); such a read-only call is sent again once, on a new socket.
 */
async function fetchOnFreshSocket(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

/** Runs `tvmscan ARGS` to its end. */
export function runCliToEnd(args: string[], env: NodeJS.ProcessEnv = EMBEDDED_ENV) {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env, timeout: 60_000 });
}

/** The latest indexed masterchain seqno once it reaches `seqno`. */
export async function latestMcSeqnoAtLeast(cli: RunningCli, seqno: number): Promise<number> {
  for (;;) {
    const { latestMcSeqno } = await cli.api<{ latestMcSeqno: number }>('/stats');
    if (latestMcSeqno >= seqno) return latestMcSeqno;
    await new Promise((done) => setTimeout(done, 200));
  }
}
