import { listeningUrl, logTail, spawnTvmscan, type TvmscanProcess } from './stack-process.js';

const LISTEN_TIMEOUT_MS = 120_000;
const INDEX_TIMEOUT_MS = 180_000;
/** Blocks every second instead of the devnet's three, so the first ones come quickly. */
const DEVNET_INTERVAL_MS = 1000;

export interface DevnetStack {
  readonly url: string;
  readonly process: TvmscanProcess;
}

/**
 * `tvmscan start` on a fresh devnet in `dataDir` (every port chosen by the system), its output in `log`, returned once
 * `mcBlocks` masterchain blocks are indexed; `extraArgs` go to `tvmscan start` too. The caller stops it with `process.stop()`.
 */
export async function startDevnetStack(dataDir: string, log: string, mcBlocks: number, extraArgs: readonly string[] = []): Promise<DevnetStack> {
  const stack = spawnTvmscan(
    ['start', '--data', dataDir, '--port', '0', '--oidc-port', '0', '--devnet-port', '0', '--interval', String(DEVNET_INTERVAL_MS), ...extraArgs],
    log,
  );
  try {
    const url = await listeningUrl(stack, LISTEN_TIMEOUT_MS);
    await waitForMasterchainBlocks(url, mcBlocks, stack);
    return { url, process: stack };
  } catch (error) {
    await stack.stop();
    throw error;
  }
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
