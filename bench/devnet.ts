import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportArchive, TvmExecutor, type ExecuteArgs, type ExecutionOutcome, type TransactionExecutor } from '@tvmscan/devnet';
import type { ConfigParams } from '@tvmscan/tvm';
import { resultsDir } from './fixture-files.js';

/** Records every call so that the same messages can be run again on a bare executor. */
class RecordingExecutor implements TransactionExecutor {
  readonly calls: ExecuteArgs[] = [];
  firstConfig: ConfigParams | null = null;
  private readonly inner = new TvmExecutor();

  setConfig(config: ConfigParams): void {
    this.firstConfig ??= config;
    this.inner.setConfig(config);
  }

  execute(args: ExecuteArgs): ExecutionOutcome {
    this.calls.push(args);
    return this.inner.execute(args);
  }

  close(): void {
    this.inner.close();
  }
}

/**
 * `tvmscan devnet --export` rate beside the executor's raw rate on the same messages: the export runs a
 * fresh devnet to N transactions (blocks, states and the archive included); the baseline replays every
 * executor call of that run (same account states, messages, lts) on a bare executor.
 */
export async function runDevnetBench(): Promise<void> {
  const transactions = Number(process.env.BENCH_DEVNET_TRANSACTIONS ?? 20_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'tvmscan-bench-devnet-'));
  const recorder = new RecordingExecutor();
  try {
    const file = path.join(dir, 'devnet.pack');
    const exported = await exportArchive({ file, transactions, seed: 'bench', executor: recorder });
    const replay = new TvmExecutor();
    replay.setConfig(recorder.firstConfig as ConfigParams);
    const started = performance.now();
    let executed = 0;
    for (const call of recorder.calls) if (replay.execute(call).kind === 'executed') executed++;
    const rawSeconds = (performance.now() - started) / 1000;
    replay.close();

    const result = {
      date: new Date().toISOString(),
      transactions: exported.transactions,
      blocks: exported.blocks,
      executorCalls: recorder.calls.length,
      exportSeconds: exported.seconds,
      exportTxPerSecond: exported.transactionsPerSecond,
      rawExecutorSeconds: rawSeconds,
      rawExecutorTxPerSecond: executed / rawSeconds,
      ratioExportVsRawExecutor: exported.transactionsPerSecond / (executed / rawSeconds),
    };
    console.log(`devnet: --export of ${result.transactions} transactions in ${result.blocks} blocks (${result.executorCalls} executor calls)`);
    console.log(`  export        ${result.exportTxPerSecond.toFixed(0).padStart(7)} tx/s  (execution, routing, blocks, states, archive)`);
    console.log(`  raw executor  ${result.rawExecutorTxPerSecond.toFixed(0).padStart(7)} tx/s  (the same calls replayed on a bare Tycho emulator)`);
    console.log(`  ratio export / raw executor: ${result.ratioExportVsRawExecutor.toFixed(2)}x`);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'devnet.json'), JSON.stringify(result, null, 2) + '\n');
  } finally {
    recorder.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
