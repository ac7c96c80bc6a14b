import { parseArgs } from 'node:util';
import { registerIngestMetrics } from '@tvmscan/api';
import { runIndexer, type StateSource } from '@tvmscan/indexer';
import { databaseOptionsFromEnv, migrate, openDatabase } from '@tvmscan/store';
import { BLOCK_SOURCES, openBlockSource, openStateSource, STATE_SOURCES, type OpenedBlockSource } from '../chain-sources.js';
import {
  describeServer,
  listenExplorer,
  parseWhole,
  resolveServerFlags,
  SERVER_FLAG_OPTIONS,
  SERVER_FLAGS_HELP,
  STATEMENT_TIMEOUT_MS,
  type ResolvedServerFlags,
} from '../explorer-server.js';
import { lockDataFolders } from '../data-folder-locks.js';
import { withDatabaseWriter } from '../database-writer-lock.js';
import {
  exitWhenDatabaseStops,
  isDiskFullWithDatabaseUp,
  MIN_FREE_SPACE_FLAG_OPTIONS,
  MIN_FREE_SPACE_HELP,
  parseMinFreeSpace,
} from '../disk-room.js';
import { LOCAL_ADMIN_SUBJECTS } from '../identity/local-accounts.js';
import {
  DEFAULT_ACCESS_TOKEN_TTL_S,
  DEFAULT_OIDC_PORT,
  LOCAL_AUDIENCE,
  LOCAL_CLIENT_ID,
  listenLocalIdentityProvider,
} from '../identity/local-identity-provider.js';
import { NETWORK_NAMES, type NetworkName } from '@tvmscan/devnet';
import { DEFAULT_DEVNET_PORT, devnetDir } from '../local-devnet.js';
import { interruptSignal } from '../open-index.js';
import { ProgressBar } from '../progress-bar.js';
import { allowedMetadataHosts, NFT_METADATA_FLAG_OPTIONS, startNftMetadata } from '../nft-metadata.js';
import { importSourceZerostates } from '../source-zerostates.js';
import { UsageError } from '../usage-error.js';

/** The local wallet's name in `walletProviders` of /config.json, as the web app knows it. */
const LOCAL_WALLET_PROVIDER = 'devnet';
/** How far behind the clock the index may be before /ready says so, by default. */
const DEFAULT_READY_LAG_S = 120;
/** The devnet's interval when --interval is not given. */
const DEVNET_INTERVAL_MS = 3_000;

const HELP = `Usage: tvmscan start [options]

Runs the whole explorer in one process: a chain source (the local devnet by default), the indexer following
it, and the explorer API, /config.json and the web app behind one port. Ctrl-C stops cleanly; starting again
continues the same chain and the same index.
  --data DIR             the data folder: devnet chain and embedded database (default: $TVMSCAN_DATA or ./data);
                         DATABASE_URL selects PostgreSQL for the index
${SERVER_FLAGS_HELP}
  --source ${BLOCK_SOURCES.join('|')}  where blocks come from (default devnet)
  --endpoint URL         the GraphQL endpoint of --source gql
  --devnet-port N        the devnet's JRPC port (default ${DEFAULT_DEVNET_PORT}; 0 picks a free one); it also serves the giver
                         of the web app's local wallet (POST /giver), which /config.json names in localWallet
  --interval MS          time between the devnet's masterchain blocks (default: the devnet's, 3000)
                         (--network everscale or tycho also starts a new devnet from that network's config,
                         writing its blocks and states in that network's layout)
  --oidc-port N          the local OpenID provider's port (default ${DEFAULT_OIDC_PORT}; 0 picks a free one); it runs unless
                         --oidc-authority names an external provider. Local accounts: user/user and admin/admin
  --oidc-token-ttl S     the local provider's access-token lifetime in seconds (default ${DEFAULT_ACCESS_TOKEN_TTL_S}; 10 to 86400);
                         the web app renews its token 10 s before it expires
  --state ${STATE_SOURCES.join('|')}    where account states come from (default: the devnet's own; else the stored ones)
  --state-endpoint URL   the JRPC or GraphQL endpoint of --state
  --state-file PATH      a shard-state BOC for --state files (repeatable)
  --nft-metadata-allow HOST[:PORT]  a host NFT metadata URLs may lead to although it resolves to a private or
                         loopback address (repeatable); other such URLs are never requested
${MIN_FREE_SPACE_HELP}
                         (the API keeps serving what is stored; /ready says why indexing stopped)
  --ready-lag S          /ready answers 503 while the index's newest masterchain block is more than S seconds old
                         (default ${DEFAULT_READY_LAG_S}, or 3 devnet intervals when longer; not with --source archive)
  -h, --help             this text

Positional arguments are the archive files or folders of --source archive.`;

export async function startCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseStartArgs(args);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const kind = values.source ?? 'devnet';
  if (kind !== 'archive' && positionals.length > 0)
    throw new UsageError(`unexpected argument '${positionals[0]}' (archives go with --source archive)`);
  if (kind !== 'devnet' && (values['devnet-port'] !== undefined || values.interval !== undefined)) {
    throw new UsageError('--devnet-port and --interval go with --source devnet');
  }
  const flags = await resolveServerFlags(values);
  const devnetPort = parseWhole('--devnet-port', values['devnet-port'], DEFAULT_DEVNET_PORT, 0, 65_535);
  for (const flag of ['oidc-port', 'oidc-token-ttl'] as const) {
    if (flags.externalSignIn && values[flag] !== undefined) {
      throw new UsageError(`--${flag} is the local provider's, which --oidc-authority replaces: give one or the other`);
    }
  }
  const oidcPort = parseWhole('--oidc-port', values['oidc-port'], DEFAULT_OIDC_PORT, 0, 65_535);
  const oidcTokenTtlS = parseWhole('--oidc-token-ttl', values['oidc-token-ttl'], DEFAULT_ACCESS_TOKEN_TTL_S, 10, 86_400);
  const devnetIntervalMs = values.interval === undefined ? undefined : parseWhole('--interval', values.interval, 0, 100, 3_600_000);
  const metadataHosts = allowedMetadataHosts(values['nft-metadata-allow']);
  const minFreeBytes = parseMinFreeSpace(values['min-free-space']);
  const defaultReadyLag = Math.max(DEFAULT_READY_LAG_S, (3 * (devnetIntervalMs ?? DEVNET_INTERVAL_MS)) / 1000);
  const readyLagS = parseWhole('--ready-lag', values['ready-lag'], Math.ceil(defaultReadyLag), 1, 86_400);
  // Raised from here on, so a Ctrl-C while the stack is still starting stops it cleanly once it has started.
  const signal = interruptSignal();
  const explicitState = await openStateSource(values.state, values['state-endpoint'], values['state-file'] ?? []);
  const dataDir = values.data ?? process.env['TVMSCAN_DATA'];
  const releaseFolders = lockDataFolders({
    database: databaseOptionsFromEnv(dataDir),
    devnetDir: kind === 'devnet' ? devnetDir(dataDir) : undefined,
  });
  try {
    return await withDatabaseWriter(databaseOptionsFromEnv(dataDir), 'start', async () => {
      const opened = await openBlockSource({
        kind,
        endpoint: values.endpoint,
        paths: positionals,
        dataDir,
        devnetPort,
        ...(devnetIntervalMs === undefined ? {} : { devnetIntervalMs }),
        ...devnetNetworkOf(values.network),
      });
      try {
        const stackFlags = withSourceVerificationAddress(
          withSourceLocalWallet(withSourceTokenManifest(withSourceDexApi(flags, opened), opened), opened),
          opened,
        );
        return await runStack(opened, explicitState ?? opened.stateSource, {
          dataDir,
          flags: stackFlags,
          oidcPort,
          oidcTokenTtlS,
          follow: kind !== 'archive',
          signal,
          metadataHosts: opened.metadataHost === undefined ? metadataHosts : [...metadataHosts, opened.metadataHost],
          minFreeBytes,
          readyLagS,
        });
      } finally {
        await opened.close();
      }
    });
  } finally {
    await explicitState?.close?.();
    releaseFolders();
  }
}

/** The devnet's network when --network names one it knows; another (humo, a file) only configures the explorer. */
function devnetNetworkOf(value: string | undefined): { devnetNetwork?: NetworkName } {
  const known = NETWORK_NAMES.find((name) => name === value);
  return known === undefined ? {} : { devnetNetwork: known };
}

interface StackOptions {
  readonly dataDir: string | undefined;
  readonly flags: ResolvedServerFlags;
  readonly oidcPort: number;
  readonly oidcTokenTtlS: number;
  readonly follow: boolean;
  readonly signal: AbortSignal;
  /** Hosts NFT metadata URLs may lead to although private or loopback. */
  readonly metadataHosts: readonly string[];
  /** The free space the embedded database keeps on its disk. */
  readonly minFreeBytes: number;
  /** How far behind the clock the index may be while /ready answers 200 (when following a source). */
  readonly readyLagS: number;
}

/**
 * Indexes the source into the database the server reads, until Ctrl-C (an archive's end stops only the indexer).
 * A full disk stops only the indexer too: the API keeps serving what is stored, /ready says why indexing stopped,
 * and the exit status after Ctrl-C is then 1. Gives the exit status.
 */
async function runStack(opened: OpenedBlockSource, stateSource: StateSource | undefined, options: StackOptions): Promise<number> {
  const { dataDir, flags, oidcPort, oidcTokenTtlS, follow, signal, metadataHosts } = options;
  const database = await openDatabase({
    ...databaseOptionsFromEnv(dataDir),
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    ...(flags.replicas ? { replicas: flags.replicas } : {}),
  });
  exitWhenDatabaseStops(database, 'start');
  let indexingStopped: string | null = null;
  const readiness = { indexerStopped: () => indexingStopped, ...(follow ? { maxLagSeconds: options.readyLagS } : {}) };
  // Without an external provider, sign-in works offline through the local one, beside the devnet.
  const identity = flags.externalSignIn
    ? undefined
    : await listenLocalIdentityProvider({ dataDir, port: oidcPort, host: flags.host, accessTokenTtlS: oidcTokenTtlS });
  try {
    await migrate(database.db);
    await importSourceZerostates(database, opened.source);
    const localSignIn = identity && {
      authority: identity.issuer,
      clientId: LOCAL_CLIENT_ID,
      audience: LOCAL_AUDIENCE,
      adminSubjects: LOCAL_ADMIN_SUBJECTS,
    };
    const server = await listenExplorer(database, flags, stateSource, localSignIn ?? flags.externalSignIn, readiness);
    try {
      await identity?.serve(server.url);
      console.log(describeServer(server));
      if (identity)
        console.log(`sign-in: local OpenID provider at ${identity.issuer} (accounts user/user, admin/admin, manager/manager and guest/guest)`);
      console.log(`index: ${database.location} · source: ${opened.name}`);
      const bar = new ProgressBar('indexed masterchain', null);
      const stopMetadata = startNftMetadata(database, stateSource, metadataHosts);
      const countIngest = server.metrics ? registerIngestMetrics(server.metrics.registry) : undefined;
      try {
        const result = await runIndexer({
          database,
          source: opened.source,
          sourceName: opened.name,
          ...(stateSource ? { stateSource } : {}),
          follow,
          signal,
          minFreeBytes: options.minFreeBytes,
          onProgress: (progress) => {
            bar.update(progress.mcSeqno, progress.blocks, progress.transactions);
            countIngest?.(progress);
          },
        }).catch((error: unknown) => {
          if (!isDiskFullWithDatabaseUp(error)) throw error;
          indexingStopped = error.message;
          return null;
        });
        bar.finish();
        if (result === null) console.error(`tvmscan start: indexing stopped: ${indexingStopped}; serving what is stored until Ctrl-C`);
        else console.error(`indexed up to masterchain block #${result.mcSeqno}${signal.aborted ? '' : '; serving until Ctrl-C'}`);
        await abortedOf(signal);
      } finally {
        await stopMetadata();
      }
    } finally {
      await server.close();
    }
  } finally {
    await identity?.close();
    await database.close();
  }
  return indexingStopped === null ? 0 : 1;
}

/** The network with the source's own price service as its DEX API (`api.dex` of /config.json), unless the network names one. */
function withSourceDexApi(flags: ResolvedServerFlags, opened: OpenedBlockSource): ResolvedServerFlags {
  const { network } = flags;
  if (opened.dexApiUrl === undefined || network.api.dex !== null) return flags;
  return { ...flags, network: { ...network, api: { ...network.api, dex: opened.dexApiUrl } } };
}

/** The source's own token manifest (the devnet's tokens) as the system list's, unless --token-manifest names some. */
function withSourceTokenManifest(flags: ResolvedServerFlags, opened: OpenedBlockSource): ResolvedServerFlags {
  if (opened.tokenManifestUrl === undefined || flags.tokenManifestUrls.length > 0) return flags;
  return { ...flags, tokenManifestUrls: [opened.tokenManifestUrl] };
}

/** The network offering the source's local wallet first (`localWallet` and 'devnet' in `walletProviders` of /config.json). */
function withSourceLocalWallet(flags: ResolvedServerFlags, opened: OpenedBlockSource): ResolvedServerFlags {
  const { network } = flags;
  if (opened.localWallet === undefined) return flags;
  const walletProviders = [LOCAL_WALLET_PROVIDER, ...network.walletProviders.filter((name) => name !== LOCAL_WALLET_PROVIDER)];
  return { ...flags, network: { ...network, localWallet: opened.localWallet, walletProviders } };
}

/** The network with the source's receiver of ownership verify calls as its tokenVerificationAddress, unless the network names one. */
function withSourceVerificationAddress(flags: ResolvedServerFlags, opened: OpenedBlockSource): ResolvedServerFlags {
  const { network } = flags;
  if (opened.tokenVerificationAddress === undefined || network.tokenVerificationAddress !== null) return flags;
  return { ...flags, network: { ...network, tokenVerificationAddress: opened.tokenVerificationAddress } };
}

/** Resolves once the signal is raised (at once when it already is). */
function abortedOf(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((done) => signal.addEventListener('abort', () => done(), { once: true }));
}

function parseStartArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        ...SERVER_FLAG_OPTIONS,
        ...NFT_METADATA_FLAG_OPTIONS,
        ...MIN_FREE_SPACE_FLAG_OPTIONS,
        'ready-lag': { type: 'string' },
        data: { type: 'string' },
        source: { type: 'string' },
        endpoint: { type: 'string' },
        'devnet-port': { type: 'string' },
        interval: { type: 'string' },
        'oidc-port': { type: 'string' },
        'oidc-token-ttl': { type: 'string' },
        state: { type: 'string' },
        'state-endpoint': { type: 'string' },
        'state-file': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see --help)`);
  }
}
