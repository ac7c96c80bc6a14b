import { spawn } from 'node:child_process';

/** What a program printed and whether it succeeded, as the compile response reports it. */
export interface ProgramOutput {
  readonly success: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

export interface ProcessLimits {
  /** Wall-clock time before the program and its children are killed. */
  readonly timeMs: number;
  /** Virtual memory of the program (ulimit -v). */
  readonly memoryBytes: number;
  /** Bytes kept of each of stdout and stderr. */
  readonly outputBytes: number;
}

export const DEFAULT_PROCESS_LIMITS: ProcessLimits = { timeMs: 60_000, memoryBytes: 2 * 1024 ** 3, outputBytes: 256 * 1024 };

/** Runs the limited program through the shell, which applies the memory limit and then becomes the program. */
const LIMITED = 'ulimit -v "$1" || exit 126; shift; exec "$@"';

/**
 * Runs `program` with `args` in `cwd`, in its own process group with a memory limit, a small environment and no
 * input; kills the whole group when the time limit passes and says so in its stderr.
 */
export function runLimited(program: string, args: readonly string[], cwd: string, limits: ProcessLimits): Promise<ProgramOutput> {
  return new Promise((resolve, reject) => {
    const memoryKib = String(Math.floor(limits.memoryBytes / 1024));
    const child = spawn('/bin/sh', ['-c', LIMITED, 'limited', memoryKib, program, ...args], {
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: '/usr/bin:/bin', HOME: cwd, LANG: 'C.UTF-8' },
    });
    const stdout = new CappedText(limits.outputBytes);
    const stderr = new CappedText(limits.outputBytes);
    child.stdout.on('data', (chunk: Buffer) => stdout.add(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.add(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, limits.timeMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      // A program that left children behind (it forked and exited) must not keep running either.
      killGroup(child.pid);
      const note = timedOut ? `\nThe program was stopped after ${limits.timeMs / 1000} s, its time limit.` : '';
      resolve({ success: code === 0 && !timedOut, stdout: stdout.text(), stderr: stderr.text() + note });
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

class CappedText {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private cut = false;

  constructor(private readonly limit: number) {}

  add(chunk: Buffer): void {
    const room = this.limit - this.size;
    if (room <= 0) {
      this.cut = true;
      return;
    }
    const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
    if (kept !== chunk) this.cut = true;
    this.chunks.push(kept);
    this.size += kept.length;
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8') + (this.cut ? '\n[output cut at its limit]' : '');
  }
}
