import { readFile } from 'node:fs/promises';
import { Value } from 'typebox/value';
import { ApiError } from '../http/api-error.js';
import { NetworkConfigSchema, type NetworkConfig } from '../schemas/network-config.js';
import { BUILT_IN_NETWORKS } from './built-in-networks.js';

/** A network configuration that cannot be used; the message names the file and the field. A server given one is unavailable. */
export class NetworkConfigError extends ApiError {
  constructor(message: string) {
    super(503, 'Internal', message, 'Unknown');
  }
}

/** Checks a parsed configuration against the schema of `/config.json`; the first problem names its field. */
export function parseNetworkConfig(value: unknown, source = 'the network config'): NetworkConfig {
  if (Value.Check(NetworkConfigSchema, value)) return value;
  const [first] = Value.Errors(NetworkConfigSchema, value);
  if (!first) throw new NetworkConfigError(`${source} is not a valid network config`);
  const where = first.instancePath === '' ? '(the top level)' : first.instancePath;
  // An unknown field fails its parent's `additionalProperties: false`, reported at the field's own path.
  const detail = first.keyword === 'boolean' ? 'is not a field of the network config' : first.message;
  throw new NetworkConfigError(`${source}: ${where} ${detail}`);
}

/** `everscale`, `tycho`, `humo`, or the path of a JSON file holding a custom configuration. */
export async function loadNetworkConfig(nameOrFile: string): Promise<NetworkConfig> {
  if (Object.hasOwn(BUILT_IN_NETWORKS, nameOrFile)) return BUILT_IN_NETWORKS[nameOrFile as keyof typeof BUILT_IN_NETWORKS];
  let text: string;
  try {
    text = await readFile(nameOrFile, 'utf8');
  } catch (error) {
    throw new NetworkConfigError(
      `${nameOrFile} is neither a built-in network (everscale, tycho, humo) nor a readable file: ${(error as Error).message}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new NetworkConfigError(`${nameOrFile} is not JSON: ${(error as Error).message}`);
  }
  return parseNetworkConfig(json, nameOrFile);
}
