import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resultsDir } from './fixture-files.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cliSrc = path.join(repoRoot, 'packages/cli/src');
const RUNS = 10;
/** What `tvmscan --help` runs: the compiled CLI, with each command loaded only when it runs. */
const COMPILED = [path.join(repoRoot, 'packages/cli/bin/tvmscan.js'), '--help'];
/** The commands main.ts imported before it loaded them on use (serve and start it loaded on use already). */
const EAGER_COMMANDS = ['decode', 'devnet', 'import', 'index', 'migrate'];

/**
 * The sources through tsx, as the bin ran them before the packages were compiled: every module transpiled as it is
 * loaded (from tsx's cache once the first run filled it), the workspace packages read from their sources, and with
 * `eager` the commands imported before `main` runs, as main.ts did then.
 */
function fromSources(eager: boolean): string[] {
  const imports = eager
    ? EAGER_COMMANDS.map((name) => `await import(${JSON.stringify(pathToFileURL(path.join(cliSrc, 'commands', `${name}.ts`)).href)});`)
    : [];
  const main = JSON.stringify(pathToFileURL(path.join(cliSrc, 'main.ts')).href);
  const script = [...imports, `const { main } = await import(${main});`, "process.exitCode = await main(['--help']);"].join('\n');
  return ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script];
}

function timeOnce(args: string[]): number {
  const began = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8' });
  const seconds = (performance.now() - began) / 1000;
  if (run.status !== 0 || !run.stdout.includes('Usage: tvmscan')) throw new Error(`tvmscan --help failed (exit code ${run.status}):\n${run.stderr}`);
  return seconds;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * `npm run bench -- cli-start [--runs N]`: the wall time of `tvmscan --help`, compiled, against the sources run through
 * tsx as before the build (the baseline, with the commands imported up front as main.ts did), and through tsx with the
 * commands loaded on use, each N times (10 by default), interleaved so that a change in the machine's load falls on all.
 */
export async function runCliStartBench(args: string[]): Promise<void> {
  const runsFlag = args.find((arg) => arg.startsWith('--runs='));
  const runs = runsFlag ? Number(runsFlag.slice('--runs='.length)) : RUNS;
  const variants = { baseline: fromSources(true), sourcesLazy: fromSources(false), compiled: COMPILED };
  for (const variantArgs of Object.values(variants)) timeOnce(variantArgs);
  const times: Record<keyof typeof variants, number[]> = { baseline: [], sourcesLazy: [], compiled: [] };
  for (let run = 0; run < runs; run++) {
    for (const [name, variantArgs] of Object.entries(variants)) times[name as keyof typeof variants].push(timeOnce(variantArgs));
  }
  const result = {
    date: new Date().toISOString(),
    runs,
    baselineSeconds: median(times.baseline),
    sourcesLazySeconds: median(times.sourcesLazy),
    compiledSeconds: median(times.compiled),
    ratioBaselineVsCompiled: median(times.baseline) / median(times.compiled),
  };
  const ms = (seconds: number) => `${(seconds * 1000).toFixed(0).padStart(5)} ms`;
  console.log(`cli-start: tvmscan --help, the median of ${runs} runs of each (wall time, including Node's start)`);
  console.log(`  baseline  ${ms(result.baselineSeconds)}  (the sources through tsx, the commands imported up front, as before)`);
  console.log(`  tsx, lazy ${ms(result.sourcesLazySeconds)}  (the sources through tsx, each command loaded on use)`);
  console.log(`  compiled  ${ms(result.compiledSeconds)}  (packages/cli/bin/tvmscan.js: dist/, each command loaded on use)`);
  console.log(`  ratio baseline / compiled: ${result.ratioBaselineVsCompiled.toFixed(1)}x`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'cli-start.json'), JSON.stringify(result, null, 2) + '\n');
}
