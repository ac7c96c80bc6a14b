import path from 'node:path';
import {
  defaultActivities,
  Devnet,
  devnetTokenManifest,
  devnetUrlCollection,
  devnetMultiCollection,
  devnetUsdPrices,
  startJrpcServer,
  Workload,
  type DevnetOptions,
  type JrpcServer,
} from '@tvmscan/devnet';
import { electionsNote, findElectorZerostate } from './elector-zerostate.js';

export const DEFAULT_DEVNET_PORT = 8081;
/** Workload activities per second when none is given. */
export const DEFAULT_DEVNET_RATE = 3;

interface LocalDevnetOptions extends DevnetOptions {
  /** Workload activities per second; 0 for none. */
  readonly rate: number;
  readonly port: number;
}

interface LocalDevnet {
  readonly devnet: Devnet;
  readonly jrpc: JrpcServer;
  stop(): Promise<void>;
}

/** The devnet folder inside a data folder. */
export function devnetDir(dataDir: string | undefined): string {
  return path.join(dataDir ?? 'data', 'devnet');
}

/**
 * Opens the devnet (continuing the chain in its folder; a new one runs the elector of the zerostate
 * `findElectorZerostate` finds, when there is one), starts its workload, block production and JRPC endpoint,
 * which is also the local price service quoting the devnet's tokens (`jrpc.dexApiUrl`), serves their manifest
 * (`jrpc.tokenManifestUrl`), is the giver of the explorer's local wallet (`jrpc.giverUrl`) and serves the metadata of
 * the URL collection the workload deploys and mints in (at `jrpc.origin`, where its URLs lead).
 */
export async function startLocalDevnet(options: LocalDevnetOptions): Promise<LocalDevnet> {
  const zerostate = findElectorZerostate();
  const devnet = await Devnet.open({
    onRepair: (note) => console.error(`devnet: ${note}`),
    onStopped: (error) => console.error(`devnet: stopped making blocks: ${error.message}`),
    ...(zerostate.bytes === undefined ? {} : { electorZerostate: zerostate.bytes }),
    ...options,
  });
  console.error(electionsNote(devnet, zerostate));
  const jrpc = await startJrpcServer(devnet, {
    port: options.port,
    usdPrices: devnetUsdPrices(devnet.tokens),
    tokenManifest: devnetTokenManifest(devnet.tokens),
    giver: { network: devnet, wallet: devnet.giver },
  });
  if (options.rate > 0) {
    const urlCollection = await devnetUrlCollection(devnet, jrpc.origin, options.dataDir);
    const activities = defaultActivities(devnet, urlCollection, await devnetMultiCollection(devnet, options.dataDir)).activities;
    devnet.setWorkload(new Workload(devnet.identity.seed, activities, options.rate, devnet));
  }
  devnet.start();
  return {
    devnet,
    jrpc,
    stop: async () => {
      devnet.stop();
      await jrpc.close();
      devnet.close();
    },
  };
}
