import { parseArgs } from 'node:util';
import { DEVNET_DEFAULTS, DevnetError, exportArchive, NETWORK_NAMES, type NetworkName } from '@tvmscan/devnet';
import { DEFAULT_DEVNET_PORT, DEFAULT_DEVNET_RATE, devnetDir, startLocalDevnet } from '../local-devnet.js';
import { lockDataFolders } from '../data-folder-locks.js';
import { UsageError } from '../usage-error.js';

const HELP = `Usage: tvmscan devnet [options]
       tvmscan devnet --export FILE --transactions N [options]

Runs a local TVM network: a real executor, masterchain and shard blocks every interval, validators elected
by the elector of the Everscale zerostate (a new chain takes it from TVMSCAN_ELECTOR_ZEROSTATE, else from the
real chain data; without it the sets rotate by schedule), a workload of transactions, and a JRPC endpoint
for wallets and clients.
  --data DIR          keep the chain in DIR/devnet, so a restart continues it (default ./data)
  --port N            JRPC port (default ${DEFAULT_DEVNET_PORT})
  --seed S            keys, wallets and workload follow from it (default ${DEVNET_DEFAULTS.seed})
  --interval MS       time between masterchain blocks (default ${DEVNET_DEFAULTS.intervalMs})
  --shards N          shards of workchain 0, a power of two (default ${DEVNET_DEFAULTS.shards})
  --global-id N       the network's global id (default ${DEVNET_DEFAULTS.globalId})
  --network NAME      whose real config and block layout to start from: ${NETWORK_NAMES.join(', ')} (default ${DEVNET_DEFAULTS.network})
  --rate N            workload activities per second, 0 for none (default ${DEFAULT_DEVNET_RATE})
  --export FILE       write a fresh chain of --transactions N transactions to FILE (.pack) as fast as possible
  --transactions N    how many transactions --export produces
  -h, --help          this text`;

/** `tvmscan devnet`: runs the devnet until interrupted, or exports a chain to a .pack archive. */
export async function devnetCommand(args: string[]): Promise<number> {
  const { values } = parse(args);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const common = {
    seed: values.seed,
    shards: integer(values.shards, '--shards'),
    globalId: integer(values['global-id'], '--global-id'),
    network: network(values.network),
  };
  try {
    if (values.export !== undefined) return await runExport(values.export, integer(values.transactions, '--transactions'), common);
    if (values.transactions !== undefined) throw new UsageError('--transactions goes with --export FILE');
    return await runLive({
      ...common,
      dataDir: devnetDir(values.data),
      intervalMs: integer(values.interval, '--interval'),
      port: integer(values.port, '--port') ?? DEFAULT_DEVNET_PORT,
      rate: number(values.rate, '--rate') ?? DEFAULT_DEVNET_RATE,
    });
  } catch (error) {
    if (error instanceof DevnetError) {
      console.error(`tvmscan devnet: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

interface CommonOptions {
  seed?: string;
  shards?: number;
  globalId?: number;
  network?: NetworkName;
}

async function runExport(file: string, transactions: number | undefined, common: CommonOptions): Promise<number> {
  if (transactions === undefined) throw new UsageError('--export needs --transactions N');
  const result = await exportArchive({
    ...common,
    file,
    transactions,
    onProgress: (p) => process.stderr.write(`\r${p.transactions} transactions, ${p.blocks} blocks, ${(p.transactions / p.seconds).toFixed(0)} tx/s`),
  });
  process.stderr.write('\n');
  console.log(
    `${result.file}: ${result.transactions} transactions in ${result.blocks} blocks, ${result.seconds.toFixed(1)} s, ${result.transactionsPerSecond.toFixed(0)} tx/s`,
  );
  console.log(`zerostates: ${result.zerostateFiles.join(', ')}`);
  return 0;
}

async function runLive(options: CommonOptions & { dataDir: string; intervalMs?: number; port: number; rate: number }): Promise<number> {
  const releaseFolders = lockDataFolders({ devnetDir: options.dataDir });
  const { devnet, jrpc, stop } = await startLocalDevnet(options);
  devnet.onBlock((round) => {
    console.log(
      `block ${round.seqno}${round.masterchain.block.info.keyBlock ? ' (key)' : ''}: ${round.transactionCount} transactions in ${round.shardBlocks.length} shard blocks`,
    );
  });
  console.log(`devnet (seed ${devnet.identity.seed}, global id ${devnet.identity.globalId}, ${devnet.identity.shards} shards) in ${options.dataDir}`);
  console.log(`JRPC: ${jrpc.url}`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await stop();
  releaseFolders();
  return 0;
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        data: { type: 'string' },
        port: { type: 'string' },
        seed: { type: 'string' },
        interval: { type: 'string' },
        shards: { type: 'string' },
        'global-id': { type: 'string' },
        network: { type: 'string' },
        rate: { type: 'string' },
        export: { type: 'string' },
        transactions: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see --help)`);
  }
}

function integer(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new UsageError(`${flag} must be an integer, got '${value}'`);
  return Number(value);
}

function number(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0) throw new UsageError(`${flag} must be a non-negative number, got '${value}'`);
  return parsed;
}

function network(value: string | undefined): NetworkName | undefined {
  if (value === undefined) return undefined;
  if (!(NETWORK_NAMES as readonly string[]).includes(value))
    throw new UsageError(`--network must be one of ${NETWORK_NAMES.join(', ')}; got '${value}'`);
  return value as NetworkName;
}
