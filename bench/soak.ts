import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BIN, startExplorerProcess, type ExplorerProcess } from './explorer-process.js';
import { resultsDir } from './fixture-files.js';
import { SoakLoad, type LoadCounts } from './soak-load.js';

const PROBE = fileURLToPath(new URL('./soak-probe.mjs', import.meta.url));
const MIB = 1024 * 1024;
/** The goal: the last half's growth of the resident memory, against its level at the half. */
const GOAL_GROWTH_PERCENT = 5;

/** One sample of the `tvmscan start` process, as its probe wrote it (bench/soak-probe.mjs). */
interface MemorySample {
  readonly at: number;
  readonly rss: number;
  readonly heapUsed: number;
  readonly external: number;
  readonly arrayBuffers: number;
  readonly wasm: Record<string, number>;
}

interface SoakOptions {
  readonly minutes: number;
  /** API requests per second. */
  readonly rate: number;
  /** The devnet's time between masterchain blocks. */
  readonly intervalMs: number;
  readonly sampleSeconds: number;
}

/**
 * Issue 42's soak: `tvmscan start` (devnet, indexer, API) for `--minutes N` (default 60) under a steady mixed API load
 * (bench/soak-load.ts), its memory sampled every minute (`--sample-seconds`): resident memory and its parts (V8 heap,
 * external memory, the WebAssembly memories by package). Prints a line per sample and, at the end, the growth of the
 * last half against the level at the half (goal: under 5 %), and writes bench/results/soak.json.
 */
export async function runSoakBench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvmscan-soak-'));
  const samples: MemorySample[] = [];
  const cli = await startExplorer(dataDir, options, samples).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const load = new SoakLoad(cli.url, options.rate);
  try {
    await waitForBlocks(cli.url, 3);
    await load.start();
    console.log(
      `soak: tvmscan start (devnet every ${options.intervalMs} ms) under ${options.rate} requests/s for ${options.minutes} min, ` +
        `memory every ${options.sampleSeconds} s`,
    );
    console.log(formatHeader());
    const started = Date.now();
    let printed = 0;
    while (Date.now() - started < options.minutes * 60_000) {
      await sleep(1_000);
      for (; printed < samples.length; printed++) console.log(formatSample(samples[printed]!, started, load.counts, await latestMcSeqno(cli.url)));
      if (cli.child.exitCode !== null) throw new Error(`tvmscan start exited (${cli.child.exitCode}): ${cli.output().slice(-2000)}`);
    }
    await load.stop();
    const report = growthReport(samples.filter((sample) => sample.at >= started));
    console.log(formatReport(report, load.counts));
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'soak.json'), JSON.stringify({ options, report, counts: load.counts, samples }, null, 2) + '\n');
  } finally {
    await load.stop();
    await cli.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function parseOptions(args: string[]): SoakOptions {
  const { values } = parseArgs({
    args,
    options: {
      minutes: { type: 'string' },
      rate: { type: 'string' },
      interval: { type: 'string' },
      'sample-seconds': { type: 'string' },
    },
  });
  return {
    minutes: positive('--minutes', values.minutes ?? '60'),
    rate: positive('--rate', values.rate ?? '40'),
    intervalMs: positive('--interval', values.interval ?? '1000'),
    sampleSeconds: positive('--sample-seconds', values['sample-seconds'] ?? '60'),
  };
}

function positive(flag: string, text: string): number {
  const value = Number(text);
  if (!(value > 0)) throw new Error(`${flag} must be a positive number, not '${text}'`);
  return value;
}

/** `tvmscan start` on a fresh data folder with the memory probe loaded, once it answers; samples go to `samples`. */
function startExplorer(dataDir: string, options: SoakOptions, samples: MemorySample[]): Promise<ExplorerProcess> {
  const args = ['--expose-gc', '--import', PROBE, BIN, 'start', '--data', dataDir, '--port', '0', '--oidc-port', '0', '--devnet-port', '0'];
  args.push('--interval', String(options.intervalMs), '--rate-limit', '0');
  return startExplorerProcess(args, { SOAK_PROBE_MS: String(options.sampleSeconds * 1000) }, (line, child) => {
    if (!line.startsWith('soak-memory ')) return false;
    samples.push(readSample(child.pid!, JSON.parse(line.slice('soak-memory '.length)) as MemorySample));
    return true;
  });
}

/** The probe's sample, with the resident memory the kernel reports for the process at the same moment. */
function readSample(pid: number, sample: MemorySample): MemorySample {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKib = Number(/VmRSS:\s*(\d+)/.exec(status)?.[1] ?? NaN);
  return Number.isFinite(rssKib) ? { ...sample, rss: rssKib * 1024 } : sample;
}

async function latestMcSeqno(url: string): Promise<number | null> {
  try {
    const response = await fetch(`${url}/api/explorer/v1/stats`);
    return ((await response.json()) as { data: { latestMcSeqno: number } }).data.latestMcSeqno;
  } catch {
    return null;
  }
}

async function waitForBlocks(url: string, seqno: number): Promise<void> {
  while (((await latestMcSeqno(url)) ?? 0) < seqno) await sleep(500);
}

interface GrowthReport {
  /** Resident memory at the start of the load, at the half of the run and at its end (MiB), each the median of the three samples up to it. */
  readonly first: number;
  readonly half: number;
  readonly last: number;
  /** Growth over the first half, and over the last half against the level at the half. */
  readonly firstHalfPercent: number;
  readonly lastHalfPercent: number;
  readonly meetsGoal: boolean;
}

function growthReport(samples: readonly MemorySample[]): GrowthReport {
  if (samples.length < 6) throw new Error(`too few memory samples (${samples.length}) for a report: run longer`);
  const halfIndex = Math.floor((samples.length - 1) / 2);
  const levelAt = (index: number) => median(samples.slice(Math.max(0, index - 2), index + 1).map((sample) => sample.rss));
  const first = median(samples.slice(0, 3).map((sample) => sample.rss));
  const half = levelAt(halfIndex);
  const last = levelAt(samples.length - 1);
  const lastHalfPercent = percent(half, last);
  return {
    first: first / MIB,
    half: half / MIB,
    last: last / MIB,
    firstHalfPercent: percent(first, half),
    lastHalfPercent,
    meetsGoal: lastHalfPercent < GOAL_GROWTH_PERCENT,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function percent(from: number, to: number): number {
  return ((to - from) / from) * 100;
}

function formatHeader(): string {
  return 'minute    rss MiB  heap MiB  external MiB  buffers MiB  wasm MiB (by package)                     mc    2xx/4xx/5xx/failed';
}

function formatSample(sample: MemorySample, started: number, counts: LoadCounts, mcSeqno: number | null): string {
  const wasm = Object.entries(sample.wasm)
    .map(([name, bytes]) => `${name.replace(/^@[^/]+\//, '')} ${mib(bytes)}`)
    .join(', ');
  return [
    ((sample.at - started) / 60_000).toFixed(1).padStart(6),
    mib(sample.rss).padStart(10),
    mib(sample.heapUsed).padStart(9),
    mib(sample.external).padStart(13),
    mib(sample.arrayBuffers).padStart(12),
    `  ${wasm}`.padEnd(44),
    String(mcSeqno ?? '?').padStart(6),
    `    ${counts.ok}/${counts.clientErrors}/${counts.serverErrors}/${counts.failures}`,
  ].join('');
}

function formatReport(report: GrowthReport, counts: LoadCounts): string {
  return [
    `resident memory (median of three samples): ${report.first.toFixed(0)} MiB at the start of the load, ${report.half.toFixed(0)} MiB at the half, ` +
      `${report.last.toFixed(0)} MiB at the end`,
    `growth: first half ${report.firstHalfPercent.toFixed(1)} %, last half ${report.lastHalfPercent.toFixed(1)} % against the half ` +
      `(goal under ${GOAL_GROWTH_PERCENT} %: ${report.meetsGoal ? 'met' : 'NOT met'})`,
    `requests: ${counts.ok} 2xx/3xx, ${counts.clientErrors} 4xx, ${counts.serverErrors} 5xx, ${counts.failures} failed`,
  ].join('\n');
}

function mib(bytes: number): string {
  return (bytes / MIB).toFixed(0);
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
