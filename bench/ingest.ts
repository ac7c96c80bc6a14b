import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportArchive } from '@tvmscan/devnet';
import { blockTransactions, decodeTransaction } from '@tvmscan/tvm';
import { ArchiveBlockSource, decodeBatch, runIndexer } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { fixturesDir, requireFixtures, resultsDir } from './fixture-files.js';

/** Two chains: the Everscale genesis archive and the three Tycho archives (each chain is indexed into its own database). */
const FIXTURE_CHAINS = [['everscale/archive/mainnet-mc1-99.pack'], ['tycho/archive']];

/** Transactions of the token-heavy devnet chain the token derivation is measured on (`BENCH_TOKEN_TRANSACTIONS`). */
const TOKEN_TRANSACTIONS = Number(process.env['BENCH_TOKEN_TRANSACTIONS'] ?? 20_000);

/**
 * Transactions per second from archives into PGlite and into PostgreSQL, beside the decode-only rate of the
 * same archives (reading them as the indexer does, decoding every block and transaction) as the baseline.
 * Archives: `npm run bench -- ingest FILE|DIR...`, else the fixture archives (a small dataset, said so).
 * Then, on a token-heavy devnet export, the rate with token derivation beside the rate without it, and the rate with
 * traces and actions beside the rate without them (tokens derived in both).
 */
export async function runIngestBench(args: string[]): Promise<void> {
  const chains = args.length > 0 ? [args] : fixtureChains();
  const archives = chains.flat();
  console.log(`ingest: ${archives.join(', ')}${args.length === 0 ? ' (the fixture archives: a small dataset)' : ''}`);
  const decode = sumRuns(await mapSequentially(chains, measureDecodeOnly));
  console.log(
    `  decode only        ${decode.rate.toFixed(0).padStart(7)} tx/s  (${decode.transactions} transactions, ${decode.blocks} blocks, ${decode.seconds.toFixed(2)} s)`,
  );
  const pglite = sumRuns(await mapSequentially(chains, (chain) => measureIngest(chain, 'pglite')));
  report('into PGlite', pglite.rate, decode.rate, 2000);
  const postgres = process.env['TVMSCAN_TEST_DATABASE_URL']
    ? sumRuns(await mapSequentially(chains, (chain) => measureIngest(chain, 'postgres')))
    : null;
  if (postgres) report('into PostgreSQL', postgres.rate, decode.rate, 5000);
  else console.log('  into PostgreSQL    skipped: set TVMSCAN_TEST_DATABASE_URL to a server');
  const { tokens, actions } = await measureDerivations();
  mkdirSync(resultsDir, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    archives,
    transactions: decode.transactions,
    blocks: decode.blocks,
    decodeOnlyTxPerSecond: decode.rate,
    pgliteTxPerSecond: pglite.rate,
    postgresTxPerSecond: postgres?.rate ?? null,
    pgliteVsDecode: pglite.rate / decode.rate,
    postgresVsDecode: postgres ? postgres.rate / decode.rate : null,
    tokenDerivation: tokens,
    actionDerivation: actions,
  };
  writeFileSync(path.join(resultsDir, 'ingest.json'), JSON.stringify(result, null, 2) + '\n');
}

function fixtureChains(): string[][] {
  requireFixtures();
  return FIXTURE_CHAINS.map((chain) => chain.map((rel) => path.join(fixturesDir, rel)));
}

interface Run {
  transactions: number;
  blocks: number;
  seconds: number;
}

async function mapSequentially<T>(items: readonly string[][], run: (item: string[]) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (const item of items) results.push(await run(item));
  return results;
}

function sumRuns(runs: readonly Run[]) {
  const total = runs.reduce((sum, run) => ({
    transactions: sum.transactions + run.transactions,
    blocks: sum.blocks + run.blocks,
    seconds: sum.seconds + run.seconds,
  }));
  return { ...total, rate: total.transactions / total.seconds };
}

function report(label: string, rate: number, baseline: number, goal: number): void {
  const verdict = rate >= goal ? `meets the ${goal} tx/s goal` : `below the ${goal} tx/s goal`;
  console.log(`  ${label.padEnd(18)} ${rate.toFixed(0).padStart(7)} tx/s  = ${(rate / baseline).toFixed(2)} × decode only; ${verdict}`);
}

async function measureDecodeOnly(archives: string[]): Promise<Run> {
  const source = await ArchiveBlockSource.open(archives);
  let transactions = 0;
  let blocks = 0;
  const started = performance.now();
  for await (const batch of source.batches(0, { follow: false })) {
    const decoded = decodeBatch(batch);
    for (const block of [decoded.masterchain, ...decoded.shardBlocks]) {
      blocks += 1;
      for (const { cell } of blockTransactions(block.block)) {
        decodeTransaction(cell);
        transactions += 1;
      }
    }
  }
  return { transactions, blocks, seconds: (performance.now() - started) / 1000 };
}

interface DerivationRun {
  database: 'pglite' | 'postgres';
  withTxPerSecond: number;
  withoutTxPerSecond: number;
  ratio: number;
}

interface DerivationResult {
  transactions: number;
  runs: DerivationRun[];
}

/**
 * The same token-heavy export ingested three times into each database: without tokens nor actions, with tokens, and
 * with tokens and with traces and actions. Token derivation is measured against the first, traces and actions against
 * the second; the goal of each is at least 0.8×.
 */
async function measureDerivations(): Promise<{
  tokens: DerivationResult & { tokenTransactions: number };
  actions: DerivationResult & { actions: number };
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tvmscan-bench-tokens-'));
  try {
    const file = path.join(dir, 'tokens.pack');
    const exported = await exportArchive({ file, transactions: TOKEN_TRANSACTIONS, seed: 'bench-tokens', workload: 'tokens' });
    const kinds: ('pglite' | 'postgres')[] = process.env['TVMSCAN_TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];
    const tokenRuns: DerivationRun[] = [];
    const actionRuns: DerivationRun[] = [];
    let tokenTransactions = 0;
    let actions = 0;
    console.log(`  derivations on a token-heavy devnet export (${exported.transactions} transactions):`);
    for (const kind of kinds) {
      const bare = await measureIngest([file], kind, { tokens: false, actions: false });
      const withTokens = await measureIngest([file], kind, { tokens: true, actions: false });
      const withActions = await measureIngest([file], kind, { tokens: true, actions: true });
      tokenTransactions = withTokens.tokenTransactions;
      actions = withActions.actions;
      tokenRuns.push(compared(kind, 'token derivation', withTokens, bare, `${tokenTransactions} token transactions`));
      actionRuns.push(compared(kind, 'traces and actions', withActions, withTokens, `${actions} actions`));
    }
    return {
      tokens: { transactions: exported.transactions, tokenTransactions, runs: tokenRuns },
      actions: { transactions: exported.transactions, actions, runs: actionRuns },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rate with a derivation beside the rate without it (`ratio`: time without over time with), printed. */
function compared(kind: 'pglite' | 'postgres', what: string, withIt: Run, without: Run, note: string): DerivationRun {
  const run = {
    database: kind,
    withTxPerSecond: withIt.transactions / withIt.seconds,
    withoutTxPerSecond: without.transactions / without.seconds,
    ratio: without.seconds / withIt.seconds,
  };
  const verdict = run.ratio >= 0.8 ? 'meets the 0.8× goal' : 'below the 0.8× goal';
  console.log(
    `  ${`${what} into ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`.padEnd(38)} ${run.withTxPerSecond.toFixed(0).padStart(7)} tx/s with, ` +
      `${run.withoutTxPerSecond.toFixed(0)} tx/s without = ${run.ratio.toFixed(2)}×; ${verdict} (${note})`,
  );
  return run;
}

async function measureIngest(
  archives: string[],
  kind: 'pglite' | 'postgres',
  options: { tokens: boolean; actions: boolean } = { tokens: true, actions: true },
): Promise<Run & { tokenTransactions: number; actions: number }> {
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'tvmscan-bench-')) : undefined;
  let database: TestDatabase | null = null;
  try {
    database = await openTestDatabase(kind, dataDir);
    const source = await ArchiveBlockSource.open(archives);
    const started = performance.now();
    const progress = await runIndexer({ database, source, sourceName: 'archive', follow: false, ...options });
    const seconds = (performance.now() - started) / 1000;
    const count = async (table: 'token_transactions' | 'actions') =>
      Number(
        (
          await database!.db
            .selectFrom(table)
            .select(({ fn }) => fn.countAll<bigint>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return {
      transactions: progress.transactions,
      blocks: progress.blocks,
      seconds,
      tokenTransactions: await count('token_transactions'),
      actions: await count('actions'),
    };
  } finally {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
