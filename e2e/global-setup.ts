import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cutGenesisArchive } from '@tvmscan/indexer/testing';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../scripts/build.js';
import { fixturesDir, genesisFixtures, logsDir, MIDCHAIN_START, MIDCHAIN_STATE, MIDCHAIN_STATELESS_START } from './support/paths.js';
import {
  ACCESS_TOKEN_TTL_S,
  DEVNET_URL_ENV,
  GENESIS_URL_ENV,
  MIDCHAIN_STATELESS_URL_ENV,
  MIDCHAIN_URL_ENV,
  MIN_MC_BLOCKS,
} from './support/stack-env.js';
import { startDevnetStack } from './support/devnet-stack.js';
import { listeningUrl, runTvmscan, spawnTvmscan, type TvmscanProcess } from './support/stack-process.js';

const LISTEN_TIMEOUT_MS = 120_000;

/**
 * Builds what is stale (the stacks run the compiled `tvmscan` with the web app's build), then starts what the specs
 * visit and hands their URLs over in the environment: the whole stack on a fresh devnet (`tvmscan start`, waited for
 * until MIN_MC_BLOCKS masterchain blocks are indexed) and a server on the imported Everscale genesis archive. A URL
 * already set in the environment is used as it is. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBuild();
  const workDir = mkdtempSync(path.join(tmpdir(), 'tvmscan-e2e-'));
  mkdirSync(logsDir, { recursive: true });
  const started: TvmscanProcess[] = [];
  const teardown = async () => {
    await Promise.all(started.map((child) => child.stop()));
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      wanted('devnet', DEVNET_URL_ENV) ? startDevnetStackFor(workDir, started) : null,
      wanted('genesis', GENESIS_URL_ENV) ? startGenesisServer(workDir, started) : null,
      wanted('midchain', MIDCHAIN_URL_ENV) ? startMidchainServers(workDir, started) : null,
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** A stack is started unless its URL is given or E2E_STACKS (e.g. `devnet`) leaves it out. */
function wanted(stack: 'devnet' | 'genesis' | 'midchain', urlEnv: string): boolean {
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

async function startDevnetStackFor(workDir: string, started: TvmscanProcess[]): Promise<void> {
  const began = performance.now();
  const stack = await startDevnetStack(path.join(workDir, 'devnet-stack'), path.join(logsDir, 'devnet-stack.log'), MIN_MC_BLOCKS, [
    '--oidc-token-ttl',
    String(ACCESS_TOKEN_TTL_S),
  ]);
  started.push(stack.process);
  console.log(
    `e2e: devnet stack at ${stack.url}, ${MIN_MC_BLOCKS} masterchain blocks indexed ${((performance.now() - began) / 1000).toFixed(1)} s after its start`,
  );
  process.env[DEVNET_URL_ENV] = stack.url;
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

/**
 * Servers on two indexes started mid-chain, cut out of the genesis archive: at MIDCHAIN_START with the masterchain state
 * after block 2 as the state source, and at MIDCHAIN_STATELESS_START with none.
 */
async function startMidchainServers(workDir: string, started: TvmscanProcess[]): Promise<void> {
  const state = path.join(fixturesDir, MIDCHAIN_STATE);
  if (genesisFixtures() === null || !existsSync(state)) {
    console.warn(`e2e: midchain specs skipped: fixtures not found in ${fixturesDir} (set TVMSCAN_FIXTURES)`);
    return;
  }
  await Promise.all([
    startMidchainServer(workDir, started, MIDCHAIN_START, ['--state', 'files', '--state-file', state], MIDCHAIN_URL_ENV),
    startMidchainServer(workDir, started, MIDCHAIN_STATELESS_START, [], MIDCHAIN_STATELESS_URL_ENV),
  ]);
}

async function startMidchainServer(workDir: string, started: TvmscanProcess[], start: number, options: string[], urlEnv: string): Promise<void> {
  const archive = path.join(workDir, `from-${start}.pack`);
  writeFileSync(archive, cutGenesisArchive(start));
  const dataDir = path.join(workDir, `midchain-${start}`);
  await runTvmscan(['import', '--data', dataDir, ...options, archive], path.join(logsDir, `midchain-${start}-import.log`));
  const server = spawnTvmscan(['serve', '--data', dataDir, '--port', '0'], path.join(logsDir, `midchain-${start}-serve.log`));
  started.push(server);
  process.env[urlEnv] = await listeningUrl(server, LISTEN_TIMEOUT_MS);
  console.log(`e2e: index started at masterchain block ${start} at ${process.env[urlEnv]}`);
}
