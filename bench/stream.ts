import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BIN, startExplorerProcess, type ExplorerProcess } from './explorer-process.js';
import { closedLoop, type LatencySummary } from './latency.js';

const HOLDER = fileURLToPath(new URL('./stream-holder.mjs', import.meta.url));
const API = '/api/explorer/v1';
const MIB = 1024 * 1024;
/** Explorer calls in flight during each measured run. */
const LOAD_CONCURRENCY = 8;
/** The goal of issue 40: the explorer calls' p99 with the streams open within 1.2× of the same run without. */
const GOAL_P99_RATIO = 1.2;

interface StreamBenchOptions {
  readonly streams: number;
  readonly seconds: number;
  readonly intervalMs: number;
}

/** One held stream: the ids of the `block` events it read, in order, and whether it ended while held. */
interface HeldStream {
  readonly blockIds: string[];
  readonly ended: boolean;
}

/**
 * Issue 40's load: `tvmscan start` (devnet every `--interval` ms, indexer and API in one process), the explorer calls'
 * latency measured for `--seconds` without streams, then again with `--streams N` streams of the blocks topic held
 * open by another process (bench/stream-holder.mjs, from as many loopback addresses as the per-address cap needs),
 * after a first run that warms the server. Prints the p99 ratio, the resident memory before,
 * with and after the streams, and whether every stream read every block event of the common range, in order.
 */
export async function runStreamBench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvmscan-stream-bench-'));
  const explorer = await startExplorer(dataDir, options);
  try {
    await waitForBlocks(explorer.url, 5);
    const load = (seconds = options.seconds) => closedLoop(LOAD_CONCURRENCY, seconds, explorerCall(explorer.url));
    // A first run warms the server (compilation, the response cache) for both measured runs.
    await load(Math.min(10, options.seconds));
    const memoryBefore = residentMib(explorer.child.pid!);
    const without = await load();
    const holder = await holdStreams(explorer.url, options.streams);
    const memoryOpening = residentMib(explorer.child.pid!);
    const withStreams = await load();
    const memoryWith = residentMib(explorer.child.pid!);
    const check = checkStreams(await holder.report());
    await sleep(1_000);
    const memoryAfter = residentMib(explorer.child.pid!);
    console.log(`stream: tvmscan start (devnet every ${options.intervalMs} ms), ${options.streams} streams of blocks, ${options.seconds} s per run`);
    console.log(`explorer calls without streams: ${formatLatency(without)}`);
    console.log(`explorer calls with streams:    ${formatLatency(withStreams)}`);
    const ratio = withStreams.p99Ms / without.p99Ms;
    console.log(`p99 ratio with/without: ${ratio.toFixed(2)}× (goal under ${GOAL_P99_RATIO}×: ${ratio < GOAL_P99_RATIO ? 'met' : 'NOT met'})`);
    console.log(
      `resident memory: ${memoryBefore} MiB before, ${memoryOpening} MiB with the streams opened, ${memoryWith} MiB after the run, ${memoryAfter} MiB once closed`,
    );
    console.log(check);
  } finally {
    await explorer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function parseOptions(args: string[]): StreamBenchOptions {
  const { values } = parseArgs({ args, options: { streams: { type: 'string' }, seconds: { type: 'string' }, interval: { type: 'string' } } });
  return {
    streams: positive('--streams', values.streams ?? '1000'),
    seconds: positive('--seconds', values.seconds ?? '60'),
    intervalMs: positive('--interval', values.interval ?? '1000'),
  };
}

function positive(flag: string, text: string): number {
  const value = Number(text);
  if (!(value > 0) || !Number.isInteger(value)) throw new Error(`${flag} must be a positive whole number, not '${text}'`);
  return value;
}

/** The explorer calls a visitor's pages make, in turn. */
function explorerCall(url: string): () => Promise<void> {
  const calls = [
    () => fetch(`${url}${API}/stats`),
    () => post(url, '/blocks/list', { limit: 20 }),
    () => post(url, '/transactions/list', { limit: 20 }),
    () => post(url, '/messages/list', { limit: 20 }),
  ];
  let next = 0;
  return async () => {
    const response = await calls[next++ % calls.length]!();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`an explorer call answered ${response.status}`);
  };
}

function post(url: string, path: string, body: object): Promise<Response> {
  return fetch(`${url}${API}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The streams, held by bench/stream-holder.mjs in a process of its own; `report` gives what each read, and ends it. */
async function holdStreams(url: string, count: number): Promise<{ report(): Promise<HeldStream[]> }> {
  const child = spawn(process.execPath, [HOLDER, url, String(count)]);
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.startsWith('ready\n')) done();
    });
    void exited.then(() => fail(new Error(`the stream holder exited: ${errors.slice(-2000)}`)));
  });
  return {
    report: async () => {
      child.stdin.write('report\n');
      await exited;
      return JSON.parse(output.slice('ready\n'.length)) as HeldStream[];
    },
  };
}

/**
 * Every stream read the same block events over the masterchain blocks all of them were open for, in increasing id
 * order, every masterchain block of that range present (each has at least its own block event).
 */
function checkStreams(streams: readonly HeldStream[]): string {
  const mcOf = (id: string) => Number(id.split('-')[0]);
  const from = Math.max(...streams.map((stream) => mcOf(stream.blockIds[0] ?? '0')));
  const to = Math.min(...streams.map((stream) => mcOf(stream.blockIds.at(-1) ?? '0')));
  if (!(to > from)) return `streams: too few block events to compare (common range ${from}..${to})`;
  const inRange = (stream: HeldStream) => stream.blockIds.filter((id) => mcOf(id) > from && mcOf(id) <= to);
  const reference = inRange(streams[0]!);
  const differing = streams.filter((stream) => inRange(stream).join() !== reference.join()).length;
  const seqnos = new Set(reference.map(mcOf));
  const missing = Array.from({ length: to - from }, (_, index) => from + 1 + index).filter((seqno) => !seqnos.has(seqno));
  const ordered = reference.every((id, index) => index === 0 || compareIds(reference[index - 1]!, id) < 0);
  const ended = streams.filter((stream) => stream.ended).length;
  const whole = differing === 0 && missing.length === 0 && ordered && ended === 0;
  return (
    `streams: masterchain blocks ${from + 1}..${to} read by all ${streams.length}, ${reference.length} block events each; ` +
    `${differing} differing, ${missing.length} masterchain blocks missing, in order: ${ordered}, ended early: ${ended} — ${whole ? 'every stream got every block event in order' : 'NOT every event'}`
  );
}

function compareIds(a: string, b: string): number {
  const [aMc, aOrdinal] = a.split('-').map(Number) as [number, number];
  const [bMc, bOrdinal] = b.split('-').map(Number) as [number, number];
  return aMc - bMc || aOrdinal - bOrdinal;
}

function formatLatency(summary: LatencySummary): string {
  return `${summary.requests} requests, ${summary.perSecond.toFixed(0)}/s, p50 ${summary.p50Ms.toFixed(1)} ms, p99 ${summary.p99Ms.toFixed(1)} ms`;
}

function residentMib(pid: number): number {
  const kib = Number(/VmRSS:\s*(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round((kib * 1024) / MIB);
}

/** `tvmscan start` on a fresh data folder, without rate limit and with room for the streams' connections. */
function startExplorer(dataDir: string, options: StreamBenchOptions): Promise<ExplorerProcess> {
  const args = [BIN, 'start', '--data', dataDir, '--port', '0', '--oidc-port', '0', '--devnet-port', '0', '--rate-limit', '0'];
  args.push('--interval', String(options.intervalMs), '--max-connections', String(options.streams + 256));
  return startExplorerProcess(args);
}

async function waitForBlocks(url: string, seqno: number): Promise<void> {
  for (;;) {
    const latest = await fetch(`${url}${API}/stats`)
      .then(async (response) => ((await response.json()) as { data: { latestMcSeqno: number } }).data.latestMcSeqno)
      .catch(() => 0);
    if (latest >= seqno) return;
    await sleep(500);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
