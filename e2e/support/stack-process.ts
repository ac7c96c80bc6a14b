import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { repoRoot, tvmscanBin } from './paths.js';

/** A `tvmscan` child whose output goes to a log file, stopped with Ctrl-C (SIGINT). */
export interface TvmscanProcess {
  readonly child: ChildProcess;
  readonly log: string;
  stop(): Promise<void>;
}

/** The embedded database always: a DATABASE_URL meant for the unit tests must not receive the stack. */
const STACK_ENV = { ...process.env, DATABASE_URL: '', TVMSCAN_DEBUG: '1' };
const STOP_GRACE_MS = 20_000;

export function spawnTvmscan(args: string[], log: string): TvmscanProcess {
  const child = spawn(process.execPath, [tvmscanBin, ...args], { cwd: repoRoot, env: STACK_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return { child, log, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/** Runs `tvmscan ARGS` to its end; throws with the log's tail when it fails. */
export async function runTvmscan(args: string[], log: string): Promise<void> {
  const { child } = spawnTvmscan(args, log);
  const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)));
  if (code !== 0) throw new Error(`tvmscan ${args[0]} exited with ${code}:\n${logTail(log)}`);
}

/** The URL a `serve` or `start` prints once it listens. */
export function listeningUrl(tvmscan: TvmscanProcess, timeoutMs: number): Promise<string> {
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`tvmscan printed no URL within ${timeoutMs / 1000} s:\n${logTail(tvmscan.log)}`)), timeoutMs);
    tvmscan.child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /explorer at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    });
    tvmscan.child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`tvmscan exited with ${code} before listening:\n${logTail(tvmscan.log)}`));
    });
  });
}

export function logTail(log: string, lines = 30): string {
  try {
    return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
