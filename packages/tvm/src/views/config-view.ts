import type { ConfigParams } from '../models/config/config-params.js';
import { typedConfig, type TypedConfig } from '../models/config/typed-config.js';

export interface ConfigView {
  configAddress: string;
  paramIndexes: number[];
  /** The parameters the network-config pages show, decoded; others are listed in `paramIndexes` only. */
  params: TypedConfig;
}

export function configView(config: ConfigParams): ConfigView {
  return {
    configAddress: `-1:${config.address}`,
    paramIndexes: [...config.params.keys()].sort((a, b) => a - b),
    params: typedConfig(config),
  };
}
