import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { checkCall, loadApi, startApiServer, type ApiRun, type ApiServerProcess } from './api-load.js';
import { countTransactions, pickSamples, pickTokenSamples } from './api-samples.js';
import { apiScenarios, tokenApiScenarios, type ApiScenario } from './api-scenarios.js';
import { resultsDir } from './fixture-files.js';
import { closedLoop, type LatencySummary } from './latency.js';
import { recordStatements, replayStatements, type StatementStages } from './store-statements.js';

const MIN_TRANSACTIONS = 1_000_000;
const GOAL_P99_MS = 25;
const GOAL_P50_RATIO = 2;
/** The pool size openDatabase gives the API, so that both sides queue for the same number of connections. */
const STORE_POOL_SIZE = 8;

interface ScenarioResult {
  name: string;
  path: string;
  body: Record<string, unknown>;
  statements: string[][];
  direct: LatencySummary;
  /** As `tvmscan serve` answers: repeated requests from its response cache. */
  api: ApiRun | null;
  /** With the response cache off: every request reads the database. */
  apiUncached: ApiRun | null;
  p50Ratio: number | null;
  uncachedP50Ratio: number | null;
  meetsP99Goal: boolean | null;
  meetsP50RatioGoal: boolean | null;
}

/**
 * Issue 5's API benchmark: p50, p99 and rate at 50 connections (autocannon) of six explorer calls, and the token calls
 * of issues 19 and 37 (balances by owner, token transactions by root, a root's holders page, the tokens page in market
 * order) when the database holds token wallets, on a database of at least 1 000 000 transactions (DATABASE_URL),
 * each beside its baseline: the SQL the store sends for that response, run
 * straight through `pg` at the same concurrency. Each call is measured twice: as served (a repeated request is
 * answered from the response cache) and with the response cache off (every request reads the database).
 * `--baseline-only` measures the baseline alone.
 */
export async function runApiBench(args: string[]): Promise<void> {
  const options = parseOptions(args);
  if (typeof options === 'string') return refuse(options);
  const url = process.env['DATABASE_URL'];
  if (!url)
    return refuse(
      'set DATABASE_URL to a PostgreSQL database of at least 1 000 000 transactions (e.g. the devnet export imported with `tvmscan import`)',
    );
  const pool = new pg.Pool({ connectionString: url, max: STORE_POOL_SIZE });
  const servers: ApiServerProcess[] = [];
  try {
    const transactions = await countTransactions(pool);
    if (transactions < MIN_TRANSACTIONS)
      return refuse(`the database has ${transactions} transactions; the benchmark needs at least ${MIN_TRANSACTIONS}`);
    const samples = await pickSamples(pool);
    const tokenSamples = await pickTokenSamples(pool);
    console.log(
      `api: ${transactions} transactions; ${options.connections} connections, ${options.seconds} s per run after ${options.warmupSeconds} s of warm-up`,
    );
    console.log(`  samples: ${JSON.stringify(samples)}`);
    console.log(tokenSamples ? `  token samples: ${JSON.stringify(tokenSamples)}` : '  no token wallets: the token calls are left out');
    if (!options.baselineOnly) servers.push(await startApiServer(url, { responseCache: true }), await startApiServer(url, { responseCache: false }));
    const results: ScenarioResult[] = [];
    printHeader();
    for (const scenario of [...apiScenarios(samples), ...(tokenSamples ? tokenApiScenarios(tokenSamples) : [])]) {
      const result = await measureScenario(scenario, pool, servers, options);
      printRow(result);
      results.push(result);
    }
    mkdirSync(resultsDir, { recursive: true });
    const json = {
      date: new Date().toISOString(),
      transactions,
      ...options,
      goals: { p99Ms: GOAL_P99_MS, p50Ratio: GOAL_P50_RATIO },
      samples,
      scenarios: results,
    };
    writeFileSync(path.join(resultsDir, 'api.json'), JSON.stringify(json, null, 2) + '\n');
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await pool.end();
  }
}

interface Options {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  baselineOnly: boolean;
}

const USAGE = 'usage: npm run bench -- api [--connections N] [--duration S] [--warmup S] [--baseline-only]';

/** The options, or what is wrong with them. */
function parseOptions(args: string[]): Options | string {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        connections: { type: 'string', default: '50' },
        duration: { type: 'string', default: '10' },
        warmup: { type: 'string', default: '3' },
        'baseline-only': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return `${(error as Error).message}; ${USAGE}`;
  }
  const connections = positiveInteger(values.connections);
  const seconds = positiveInteger(values.duration);
  const warmupSeconds = positiveInteger(values.warmup);
  if (connections === null) return `--connections must be a positive whole number, not '${values.connections}'`;
  if (seconds === null) return `--duration must be a positive whole number of seconds, not '${values.duration}'`;
  if (warmupSeconds === null) return `--warmup must be a positive whole number of seconds, not '${values.warmup}'`;
  return { connections, seconds, warmupSeconds, baselineOnly: values['baseline-only'] };
}

function positiveInteger(text: string): number | null {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : null;
}

function refuse(reason: string): void {
  console.error(`api: ${reason}`);
  process.exitCode = 1;
}

async function measureScenario(scenario: ApiScenario, pool: pg.Pool, servers: ApiServerProcess[], options: Options): Promise<ScenarioResult> {
  const stages = await recordStatements(pool, scenario.storeCalls);
  const [served, uncached] = servers;
  const api = served ? await measureApi(`${served.address}${scenario.path}`, scenario.body, options) : null;
  const apiUncached = uncached ? await measureApi(`${uncached.address}${scenario.path}`, scenario.body, options) : null;
  const direct = await measureDirect(pool, stages, options);
  const p50Ratio = api ? api.p50Ms / direct.p50Ms : null;
  return {
    name: scenario.name,
    path: scenario.path,
    body: scenario.body,
    statements: stages.map((stage) => stage.map((statement) => statement.sql)),
    direct,
    api,
    apiUncached,
    p50Ratio,
    uncachedP50Ratio: apiUncached ? apiUncached.p50Ms / direct.p50Ms : null,
    meetsP99Goal: api ? api.failures === 0 && api.p99Ms <= GOAL_P99_MS : null,
    meetsP50RatioGoal: p50Ratio === null ? null : p50Ratio <= GOAL_P50_RATIO,
  };
}

async function measureApi(url: string, body: Record<string, unknown>, options: Options): Promise<ApiRun> {
  await checkCall(url, body);
  await loadApi(url, body, { connections: options.connections, seconds: options.warmupSeconds });
  return loadApi(url, body, { connections: options.connections, seconds: options.seconds });
}

async function measureDirect(pool: pg.Pool, stages: StatementStages, options: Options): Promise<LatencySummary> {
  const request = async () => {
    await replayStatements(pool, stages);
  };
  await closedLoop(options.connections, options.warmupSeconds, request);
  return closedLoop(options.connections, options.seconds, request);
}

const COLUMNS = [
  '',
  'API p50',
  'p99',
  'req/s',
  'uncached p50',
  'p99',
  'req/s',
  'direct p50',
  'p99',
  'q/s',
  'p50 ratio',
  'uncached',
  `p99 ≤ ${GOAL_P99_MS} ms`,
  `ratio ≤ ${GOAL_P50_RATIO}`,
];
const WIDTHS = [24, 9, 8, 8, 13, 8, 8, 11, 8, 8, 10, 9, 12, 10];

function printHeader(): void {
  console.log('  ' + COLUMNS.map((text, i) => (i === 0 ? text.padEnd(WIDTHS[i]!) : text.padStart(WIDTHS[i]!))).join(''));
}

function printRow(result: ScenarioResult): void {
  const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));
  const rate = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));
  const verdict = (value: boolean | null) => (value === null ? '-' : value ? 'yes' : 'NO');
  const ratio = (value: number | null) => (value === null ? '-' : `${value.toFixed(2)}×`);
  const { api, apiUncached, direct } = result;
  const cells = [
    result.name,
    ms(api?.p50Ms),
    ms(api?.p99Ms),
    rate(api?.perSecond),
    ms(apiUncached?.p50Ms),
    ms(apiUncached?.p99Ms),
    rate(apiUncached?.perSecond),
    ms(direct.p50Ms),
    ms(direct.p99Ms),
    rate(direct.perSecond),
    ratio(result.p50Ratio),
    ratio(result.uncachedP50Ratio),
    verdict(result.meetsP99Goal),
    verdict(result.meetsP50RatioGoal),
  ];
  console.log('  ' + cells.map((text, i) => (i === 0 ? text.padEnd(WIDTHS[i]!) : text.padStart(WIDTHS[i]!))).join(''));
  for (const run of [api, apiUncached]) {
    if (run && run.failures > 0) console.log(`    ${run.failures} API requests failed (non-2xx, errors or timeouts)`);
  }
}
