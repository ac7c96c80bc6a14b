import {
  ArchiveBlockSource,
  FileStateSource,
  GqlBlockSource,
  GqlStateSource,
  JrpcStateSource,
  withGetMethods,
  type BlockSource,
  type StateSource,
} from '@tvmscan/indexer';
import type { NetworkName } from '@tvmscan/devnet';
import { DEFAULT_DEVNET_RATE, devnetDir, startLocalDevnet } from './local-devnet.js';
import { UsageError } from './usage-error.js';

export const BLOCK_SOURCES = ['archive', 'gql', 'devnet'] as const;
export const STATE_SOURCES = ['jrpc', 'gql', 'files'] as const;

interface BlockSourceChoice {
  readonly kind: string | undefined;
  readonly endpoint: string | undefined;
  readonly paths: readonly string[];
  readonly dataDir: string | undefined;
  readonly devnetPort: number;
  /** Time between the devnet's masterchain blocks (its default when absent). */
  readonly devnetIntervalMs?: number;
  /** The network whose config and block layout a new devnet starts from (its folder's, or Everscale's, when absent). */
  readonly devnetNetwork?: NetworkName;
}

export interface OpenedBlockSource {
  readonly source: BlockSource;
  /** The source's own state source, when it has one (the devnet answers account states and runs get-methods on them). */
  readonly stateSource?: StateSource;
  readonly name: string;
  /** The source's own price service (a DEX API base URL), when it has one: the devnet quotes its tokens. */
  readonly dexApiUrl?: string;
  /** The source's own token manifest, when it has one: the devnet lists its tokens. */
  readonly tokenManifestUrl?: string;
  /** The source's local wallet (JRPC endpoint and giver), when it has one: the devnet's, for the explorer's Connect. */
  readonly localWallet?: { readonly endpoint: string; readonly giver: string };
  /** Where token owners send their ownership verify calls, when the source has such a receiver (the devnet has). */
  readonly tokenVerificationAddress?: string;
  /** The source's own NFT metadata server (`host:port`), which the metadata fetcher may reach although it is loopback: the devnet's. */
  readonly metadataHost?: string;
  close(): Promise<void>;
}

/** The block source the flags name, with a name for the checkpoint. */
export async function openBlockSource(choice: BlockSourceChoice): Promise<OpenedBlockSource> {
  const nothingToClose = async () => {};
  switch (choice.kind) {
    case 'devnet': {
      const local = await startLocalDevnet({
        dataDir: devnetDir(choice.dataDir),
        rate: DEFAULT_DEVNET_RATE,
        port: choice.devnetPort,
        ...(choice.devnetIntervalMs === undefined ? {} : { intervalMs: choice.devnetIntervalMs }),
        ...(choice.devnetNetwork === undefined ? {} : { network: choice.devnetNetwork }),
      });
      console.error(`devnet JRPC: ${local.jrpc.url}`);
      const dexApiUrl = local.jrpc.dexApiUrl ?? undefined;
      if (dexApiUrl) console.error(`devnet price service (DEX API, prices of the devnet tokens): ${dexApiUrl}/currencies_usdt_prices`);
      const tokenManifestUrl = local.jrpc.tokenManifestUrl ?? undefined;
      if (tokenManifestUrl) console.error(`devnet token manifest (the system token list): ${tokenManifestUrl}`);
      const giver = local.jrpc.giverUrl;
      return {
        source: local.devnet,
        stateSource: withGetMethods(local.devnet),
        name: 'devnet',
        ...(dexApiUrl ? { dexApiUrl } : {}),
        ...(tokenManifestUrl ? { tokenManifestUrl } : {}),
        ...(giver ? { localWallet: { endpoint: local.jrpc.url, giver } } : {}),
        tokenVerificationAddress: local.devnet.tokenVerificationAddress,
        metadataHost: new URL(local.jrpc.origin).host,
        close: local.stop,
      };
    }
    case 'archive':
      if (choice.paths.length === 0) throw new UsageError('--source archive needs the archive files or folders to read');
      return { source: await ArchiveBlockSource.open(choice.paths), name: 'archive', close: nothingToClose };
    case 'gql':
      if (!choice.endpoint) throw new UsageError('--source gql needs --endpoint URL (an ever-q-server GraphQL endpoint)');
      return { source: new GqlBlockSource({ endpoint: choice.endpoint }), name: `gql ${choice.endpoint}`, close: nothingToClose };
    default:
      throw new UsageError(`--source must be one of ${BLOCK_SOURCES.join(', ')}${choice.kind ? `, not '${choice.kind}'` : ''}`);
  }
}

/** The state source the flags name, or none. */
export async function openStateSource(
  kind: string | undefined,
  endpoint: string | undefined,
  files: readonly string[],
): Promise<StateSource | undefined> {
  switch (kind) {
    case undefined:
      return undefined;
    case 'jrpc':
      if (!endpoint) throw new UsageError('--state jrpc needs --state-endpoint URL (a JRPC node)');
      return new JrpcStateSource({ endpoint });
    case 'gql':
      if (!endpoint) throw new UsageError('--state gql needs --state-endpoint URL (an ever-q-server GraphQL endpoint)');
      return new GqlStateSource({ endpoint });
    case 'files':
      if (files.length === 0) throw new UsageError('--state files needs --state-file PATH (shard-state BOCs)');
      return FileStateSource.open(files);
    default:
      throw new UsageError(`--state must be one of ${STATE_SOURCES.join(', ')}, not '${kind}'`);
  }
}
