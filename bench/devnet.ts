import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DevnetExecutor,
  exportArchive,
  NekotonExecutor,
  reliesOnEverscaleActionOrder,
  TvmExecutor,
  type ExecuteArgs,
  type ExecutionOutcome,
  type TransactionExecutor,
} from '@tvmscan/devnet';
import type { ConfigParams } from '@tvmscan/tvm';
import { resultsDir } from './fixture-files.js';

interface RecordedCall {
  args: ExecuteArgs;
  /** Run on Everscale's executor (nekoton) rather than the Tycho emulator. */
  everscaleOrder: boolean;
}

/** Records every call of the devnet's executor, and which of its two executors ran it, so that the same messages can be run again. */
class RecordingExecutor implements TransactionExecutor {
  readonly calls: RecordedCall[] = [];
  firstConfig: { config: ConfigParams; globalId: number } | null = null;
  private readonly inner = new DevnetExecutor(reliesOnEverscaleActionOrder);

  setConfig(config: ConfigParams, globalId: number): void {
    this.firstConfig ??= { config, globalId };
    this.inner.setConfig(config, globalId);
  }

  execute(args: ExecuteArgs): ExecutionOutcome {
    const before = this.inner.everscaleOrderTransactions;
    const outcome = this.inner.execute(args);
    this.calls.push({ args, everscaleOrder: this.inner.everscaleOrderTransactions > before });
    return outcome;
  }

  close(): void {
    this.inner.close();
  }
}

/** Runs `calls` on a fresh executor; seconds taken and transactions made. */
function replay(
  executor: TransactionExecutor,
  config: { config: ConfigParams; globalId: number },
  calls: readonly RecordedCall[],
): { seconds: number; executed: number } {
  executor.setConfig(config.config, config.globalId);
  const started = performance.now();
  let executed = 0;
  for (const call of calls) if (executor.execute(call.args).kind === 'executed') executed++;
  const seconds = (performance.now() - started) / 1000;
  executor.close();
  return { seconds, executed };
}

const perCallMicros = (run: { seconds: number }, calls: number) => (calls === 0 ? 0 : (run.seconds * 1e6) / calls);

/**
 * `tvmscan devnet --export` rate beside the executor's raw rate on the same messages: the export runs a
 * fresh devnet to N transactions (blocks, states and the archive included); the baseline replays every
 * executor call of that run (same account states, messages, lts) on a bare DevnetExecutor. The calls the
 * devnet gives Everscale's executor (the TIP-4 sample contracts) are also timed on their own, and on the
 * Tycho emulator, to show what that executor costs.
 */
export async function runDevnetBench(): Promise<void> {
  const transactions = Number(process.env.BENCH_DEVNET_TRANSACTIONS ?? 20_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'tvmscan-bench-devnet-'));
  const recorder = new RecordingExecutor();
  try {
    const file = path.join(dir, 'devnet.pack');
    const exported = await exportArchive({ file, transactions, seed: 'bench', executor: recorder });
    const config = recorder.firstConfig as { config: ConfigParams; globalId: number };
    const raw = replay(new DevnetExecutor(reliesOnEverscaleActionOrder), config, recorder.calls);
    const everscaleCalls = recorder.calls.filter((call) => call.everscaleOrder);
    const tychoCalls = recorder.calls.filter((call) => !call.everscaleOrder);
    const tycho = replay(new TvmExecutor(), config, tychoCalls);
    const everscale = replay(new NekotonExecutor(), config, everscaleCalls);
    const everscaleOnTycho = replay(new TvmExecutor(), config, everscaleCalls);

    const result = {
      date: new Date().toISOString(),
      transactions: exported.transactions,
      blocks: exported.blocks,
      executorCalls: recorder.calls.length,
      everscaleOrderCalls: everscaleCalls.length,
      exportSeconds: exported.seconds,
      exportTxPerSecond: exported.transactionsPerSecond,
      rawExecutorSeconds: raw.seconds,
      rawExecutorTxPerSecond: raw.executed / raw.seconds,
      ratioExportVsRawExecutor: exported.transactionsPerSecond / (raw.executed / raw.seconds),
      tychoMicrosPerCall: perCallMicros(tycho, tychoCalls.length),
      everscaleMicrosPerCall: perCallMicros(everscale, everscaleCalls.length),
      sameCallsOnTychoMicrosPerCall: perCallMicros(everscaleOnTycho, everscaleCalls.length),
      everscaleShareOfRawSeconds: everscale.seconds / raw.seconds,
    };
    console.log(
      `devnet: --export of ${result.transactions} transactions in ${result.blocks} blocks (${result.executorCalls} executor calls, ${result.everscaleOrderCalls} on Everscale's executor)`,
    );
    console.log(`  export        ${result.exportTxPerSecond.toFixed(0).padStart(7)} tx/s  (execution, routing, blocks, states, archive)`);
    console.log(`  raw executor  ${result.rawExecutorTxPerSecond.toFixed(0).padStart(7)} tx/s  (the same calls replayed on a bare DevnetExecutor)`);
    console.log(`  ratio export / raw executor: ${result.ratioExportVsRawExecutor.toFixed(2)}x`);
    console.log(
      `  per call: Tycho emulator ${result.tychoMicrosPerCall.toFixed(0)} µs; Everscale's executor (nekoton) ${result.everscaleMicrosPerCall.toFixed(0)} µs, the same calls on the Tycho emulator ${result.sameCallsOnTychoMicrosPerCall.toFixed(0)} µs`,
    );
    console.log(
      `  Everscale's executor: ${(100 * result.everscaleShareOfRawSeconds).toFixed(1)}% of the raw executor time for ${((100 * everscaleCalls.length) / recorder.calls.length).toFixed(1)}% of the calls`,
    );
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'devnet.json'), JSON.stringify(result, null, 2) + '\n');
  } finally {
    recorder.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
