import type { NetworkConfig } from '@tvmscan/api/contract';
import { NetworkConfigError } from './network-config-error.js';

export const NETWORK_CONFIG_URL = '/config.json';

/** Reads the deployment's network from `/config.json`, served by the API beside the app. */
export async function loadNetworkConfig(): Promise<NetworkConfig> {
  const response = await fetch(NETWORK_CONFIG_URL, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new NetworkConfigError('Unavailable', `${NETWORK_CONFIG_URL} answered ${response.status}`);
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    throw new NetworkConfigError('NotJson', `${NETWORK_CONFIG_URL} is not JSON`);
  }
  return checkNetworkConfig(value);
}

/** Checks the fields the app cannot work without; throws `NetworkConfigError` naming the first wrong one. */
export function checkNetworkConfig(value: unknown): NetworkConfig {
  if (typeof value !== 'object' || value === null) throw new NetworkConfigError('Invalid', 'the network config is not an object');
  const config = value as Record<string, unknown>;
  for (const field of ['id', 'networkName', 'tokenSymbol', 'electorAddress'] as const) {
    if (typeof config[field] !== 'string') throw new NetworkConfigError('Invalid', `the network config's "${field}" is not a string`);
  }
  for (const field of ['networkId', 'decimals'] as const) {
    if (!Number.isInteger(config[field])) throw new NetworkConfigError('Invalid', `the network config's "${field}" is not an integer`);
  }
  const api = config.api as Record<string, unknown> | undefined;
  if (typeof api?.explorer !== 'string') throw new NetworkConfigError('Invalid', `the network config's "api.explorer" is not a string`);
  const logo = config.logo as Record<string, unknown> | undefined;
  if (typeof logo?.light !== 'string' || typeof logo.dark !== 'string') {
    throw new NetworkConfigError('Invalid', `the network config's "logo" needs "light" and "dark"`);
  }
  const switches = config.switches as Record<string, unknown> | undefined;
  if (typeof switches?.language !== 'boolean' || typeof switches.theme !== 'boolean') {
    throw new NetworkConfigError('Invalid', `the network config's "switches" needs "language" and "theme" flags`);
  }
  if (config.footer !== null && typeof config.footer !== 'object') {
    throw new NetworkConfigError('Invalid', `the network config's "footer" is neither an object nor null`);
  }
  return value as NetworkConfig;
}
