import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../scripts/ensure-web-build.js';
import { fixturesDir, genesisFixtures, logsDir } from './support/paths.js';
import { ACCESS_TOKEN_TTL_S, DEVNET_URL_ENV, GENESIS_URL_ENV, MIN_MC_BLOCKS } from './support/stack-env.js';
import { listeningUrl, logTail, runTvmscan, spawnTvmscan, type TvmscanProcess } from './support/stack-process.js';

const LISTEN_TIMEOUT_MS = 120_000;
const INDEX_TIMEOUT_MS = 180_000;
/** Blocks every second instead of the devnet's three, so the first 20 come quickly. */
const DEVNET_INTERVAL_MS = 1000;

/**
 * Starts what the specs visit and hands their URLs over in the environment: the whole stack on a fresh devnet
 * (`tvmscan start`, waited for until MIN_MC_BLOCKS masterchain blocks are indexed) and a server on the imported
 * Everscale genesis archive. A URL already set in the environment is used as it is. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureWebBuild();
  const workDir = mkdtempSync(path.join(tmpdir(), 'tvmscan-e2e-'));
  mkdirSync(logsDir, { recursive: true });
  const started: TvmscanProcess[] = [];
  const teardown = async () => {
    await Promise.all(started.map((child) => child.stop()));
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      wanted('devnet', DEVNET_URL_ENV) ? startDevnetStack(workDir, started) : null,
      wanted('genesis', GENESIS_URL_ENV) ? startGenesisServer(workDir, started) : null,
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** A stack is started unless its URL is given or E2E_STACKS (e.g. `devnet`) leaves it out. */
function wanted(stack: 'devnet' | 'genesis', urlEnv: string): boolean {
  if (process.env[urlEnv]) return false;
  const only = process.env['E2E_STACKS'];
  return (
    only === undefined ||
    only
      .split(',')
      .map((name) => name.trim())
      .includes(stack)
  );
}

async function startDevnetStack(workDir: string, started: TvmscanProcess[]): Promise<void> {
  const dataDir = path.join(workDir, 'devnet-stack');
  const stack = spawnTvmscan(
    [
      'start',
      ...['--data', dataDir, '--port', '0', '--devnet-port', '0', '--interval', String(DEVNET_INTERVAL_MS)],
      ...['--oidc-port', '0', '--oidc-token-ttl', String(ACCESS_TOKEN_TTL_S)],
    ],
    path.join(logsDir, 'devnet-stack.log'),
  );
  started.push(stack);
  const began = performance.now();
  const url = await listeningUrl(stack, LISTEN_TIMEOUT_MS);
  await waitForMasterchainBlocks(url, MIN_MC_BLOCKS, stack);
  console.log(
    `e2e: devnet stack at ${url}, ${MIN_MC_BLOCKS} masterchain blocks indexed ${((performance.now() - began) / 1000).toFixed(1)} s after its start`,
  );
  process.env[DEVNET_URL_ENV] = url;
}

async function startGenesisServer(workDir: string, started: TvmscanProcess[]): Promise<void> {
  const files = genesisFixtures();
  if (!files) {
    if (process.env['CI'] === 'true') throw new Error(`the genesis fixtures are missing from ${fixturesDir} (set TVMSCAN_FIXTURES to their folder)`);
    console.warn(`e2e: genesis specs skipped: fixtures not found in ${fixturesDir} (set TVMSCAN_FIXTURES)`);
    return;
  }
  const dataDir = path.join(workDir, 'genesis');
  await runTvmscan(['import', '--data', dataDir, ...files], path.join(logsDir, 'genesis-import.log'));
  const server = spawnTvmscan(['serve', '--data', dataDir, '--port', '0'], path.join(logsDir, 'genesis-serve.log'));
  started.push(server);
  process.env[GENESIS_URL_ENV] = await listeningUrl(server, LISTEN_TIMEOUT_MS);
  console.log(`e2e: genesis archive at ${process.env[GENESIS_URL_ENV]}`);
}

async function waitForMasterchainBlocks(url: string, count: number, stack: TvmscanProcess): Promise<void> {
  const deadline = Date.now() + INDEX_TIMEOUT_MS;
  let latest = -1;
  while (Date.now() < deadline) {
    if (stack.child.exitCode !== null) throw new Error(`tvmscan start exited with ${stack.child.exitCode}:\n${logTail(stack.log)}`);
    const response = await fetch(`${url}/api/explorer/v1/stats`);
    if (response.ok) latest = ((await response.json()) as { data: { latestMcSeqno: number } }).data.latestMcSeqno;
    if (latest >= count) return;
    await new Promise((done) => setTimeout(done, 1000));
  }
  throw new Error(`the devnet stack indexed only ${latest} masterchain blocks in ${INDEX_TIMEOUT_MS / 1000} s:\n${logTail(stack.log)}`);
}
