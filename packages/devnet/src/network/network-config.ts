import { configParamValue, loadHashmap, type Cell, type ConfigParams } from '@tvmscan/tvm';
import { DevnetError } from '../errors.js';
import { lockliftAssets } from './locklift-assets.js';

export type NetworkName = 'everscale' | 'tycho';

export const NETWORK_NAMES: readonly NetworkName[] = ['everscale', 'tycho'];

/** The real config a devnet starts from: Everscale mainnet's or Tycho testnet's. */
export function loadNetworkConfig(network: NetworkName): ConfigParams {
  const root = network === 'everscale' ? lockliftAssets.everscaleConfig() : lockliftAssets.tychoConfig();
  return configFromRoot(root, network);
}

/**
 * Both shipped configs keep the parameter dictionary in their first reference; the bits before it differ
 * (Everscale: the config address; Tycho: more fields), so the address is taken from parameter 0.
 */
function configFromRoot(root: Cell, network: NetworkName): ConfigParams {
  const [dictionary] = root.refs;
  if (dictionary === undefined) throw new DevnetError('bad-config', `the ${network} config has no parameter dictionary`);
  const entries = loadHashmap(dictionary, 32, (leaf) => leaf.loadRef());
  const params = new Map(entries.map(({ key, value }) => [Number(BigInt.asIntN(32, key)), value]));
  const config: ConfigParams = { address: '', params };
  const address = configParamValue(config, 0);
  if (address === undefined) throw new DevnetError('bad-config', `the ${network} config lacks parameter 0 (the config address)`);
  return { address, params };
}
