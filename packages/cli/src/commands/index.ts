import { parseArgs } from 'node:util';
import { runIndexer } from '@tvmscan/indexer';
import { databaseOptionsFromEnv } from '@tvmscan/store';
import { lockDataFolders } from '../data-folder-locks.js';
import { withDatabaseWriter } from '../database-writer-lock.js';
import { MIN_FREE_SPACE_FLAG_OPTIONS, MIN_FREE_SPACE_HELP, parseMinFreeSpace } from '../disk-room.js';
import { DEFAULT_DEVNET_PORT, devnetDir } from '../local-devnet.js';
import { BLOCK_SOURCES, openBlockSource, openStateSource, STATE_SOURCES } from '../chain-sources.js';
import { interruptSignal, openIndex } from '../open-index.js';
import { ProgressBar } from '../progress-bar.js';
import { allowedMetadataHosts, NFT_METADATA_FLAG_OPTIONS, startNftMetadata } from '../nft-metadata.js';
import { importSourceZerostates } from '../source-zerostates.js';
import { parseFrom } from '../start-option.js';
import { UsageError } from '../usage-error.js';

const HELP = `Usage: tvmscan index --source ${BLOCK_SOURCES.join('|')} [options] [PATH...]

Indexes a chain from the checkpoint on and keeps following its tip (Ctrl-C stops after the current batch).
  --source archive PATH...     archive files or folders (stops at their end)
  --source gql --endpoint URL  an ever-q-server GraphQL endpoint, polled for new blocks
  --source devnet              run the local network (in DIR/devnet) and index it as it grows
  --devnet-port N              the devnet's JRPC port (default ${DEFAULT_DEVNET_PORT})
  --state ${STATE_SOURCES.join('|')}     where full account states come from for accounts met mid-chain, and where
                               the elector's elections are read (its get-methods run on them)
  --state-endpoint URL         the JRPC or GraphQL endpoint of --state
  --state-file PATH            a shard-state BOC for --state files (repeatable)
  --from SEQNO                 start an empty index at this masterchain block (default: the source's first, block 1
                               for gql and devnet); history before it is not indexed and cannot be added later
  --no-follow                  stop at the source's last block instead of waiting for more
  --no-tokens                  do not derive the token tables (roots, wallets, token transactions, token stats)
                               nor the NFT tables
  --no-actions                 do not derive the traces nor the actions of the transactions
  --nft-metadata-allow HOST[:PORT]  a host NFT metadata URLs may lead to although it resolves to a private
                               or loopback address (repeatable); other such URLs are never requested
  --data DIR                   the data folder (default: $TVMSCAN_DATA or ./data); DATABASE_URL selects PostgreSQL
${MIN_FREE_SPACE_HELP}
                         (the command then exits with status 1, naming the last masterchain block indexed)
  -h, --help                   this text`;

export async function indexCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseIndexArgs(args);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const devnetPort = parsePort(values['devnet-port']);
  const from = parseFrom(values.from);
  const metadataHosts = allowedMetadataHosts(values['nft-metadata-allow']);
  const minFreeBytes = parseMinFreeSpace(values['min-free-space']);
  const releaseFolders = lockDataFolders({
    database: databaseOptionsFromEnv(values.data),
    devnetDir: values.source === 'devnet' ? devnetDir(values.data) : undefined,
  });
  return withDatabaseWriter(databaseOptionsFromEnv(values.data), 'index', async () => {
    const explicitState = await openStateSource(values.state, values['state-endpoint'], values['state-file'] ?? []);
    const opened = await openBlockSource({ kind: values.source, endpoint: values.endpoint, paths: positionals, dataDir: values.data, devnetPort });
    const { source, name } = opened;
    const stateSource = explicitState ?? opened.stateSource;
    const follow = values['no-follow'] !== true && values.source !== 'archive';
    const database = await openIndex(values.data);
    try {
      await importSourceZerostates(database, source);
      const bar = new ProgressBar('masterchain', null);
      const tokens = values['no-tokens'] !== true;
      const sourceHosts = opened.metadataHost === undefined ? [] : [opened.metadataHost];
      const stopMetadata = startNftMetadata(database, tokens ? stateSource : undefined, [...metadataHosts, ...sourceHosts]);
      try {
        const result = await runIndexer({
          database,
          source,
          sourceName: name,
          ...(stateSource ? { stateSource } : {}),
          follow,
          ...(from === undefined ? {} : { from }),
          tokens,
          actions: values['no-actions'] !== true,
          minFreeBytes,
          signal: interruptSignal(),
          onProgress: (progress) => bar.update(progress.mcSeqno, progress.blocks, progress.transactions),
          onElectionsUnavailable: (reason) => bar.note(reason),
        });
        bar.finish();
        console.error(`indexed up to masterchain block #${result.mcSeqno} in ${database.location}`);
      } finally {
        await stopMetadata();
      }
      return 0;
    } finally {
      await database.close();
      await explicitState?.close?.();
      await opened.close();
      releaseFolders();
    }
  });
}

function parsePort(text: string | undefined): number {
  if (text === undefined) return DEFAULT_DEVNET_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--devnet-port must be a port number (0..65535), not '${text}'`);
  return port;
}

function parseIndexArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        source: { type: 'string' },
        endpoint: { type: 'string' },
        state: { type: 'string' },
        'state-endpoint': { type: 'string' },
        'state-file': { type: 'string', multiple: true },
        from: { type: 'string' },
        'no-follow': { type: 'boolean' },
        'no-tokens': { type: 'boolean' },
        'no-actions': { type: 'boolean' },
        ...NFT_METADATA_FLAG_OPTIONS,
        ...MIN_FREE_SPACE_FLAG_OPTIONS,
        'devnet-port': { type: 'string' },
        data: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see --help)`);
  }
}
