import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The CLI the benchmarks run. */
export const BIN = fileURLToPath(new URL('../packages/cli/bin/tvmscan.js', import.meta.url));

export interface ExplorerProcess {
  readonly child: ChildProcessWithoutNullStreams;
  /** Where it answers, as it printed it ("explorer at …"). */
  readonly url: string;
  /** What it wrote, but the stderr lines `onStderrLine` took. */
  output(): string;
  /** Ctrl-C, and its exit. */
  stop(): Promise<void>;
}

/**
 * Node with `nodeArgs` (the CLI and its command among them), on the database the command opens (never the
 * environment's `DATABASE_URL`), once it printed where the explorer answers. `onStderrLine` may take lines of its
 * stderr (true: taken, not kept in the output).
 */
export async function startExplorerProcess(
  nodeArgs: readonly string[],
  env: NodeJS.ProcessEnv = {},
  onStderrLine: (line: string, child: ChildProcessWithoutNullStreams) => boolean = () => false,
): Promise<ExplorerProcess> {
  const child = spawn(process.execPath, nodeArgs, { env: { ...process.env, DATABASE_URL: '', ...env } });
  let output = '';
  let pendingLine = '';
  child.stderr.on('data', (chunk: Buffer) => {
    const lines = (pendingLine + chunk.toString()).split('\n');
    pendingLine = lines.pop()!;
    for (const line of lines) if (!onStderrLine(line, child)) output += `${line}\n`;
  });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /explorer at (http:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    });
    void exited.then(() => fail(new Error(`tvmscan exited before it answered: ${output.slice(-2000)}`)));
  });
  return {
    child,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}
