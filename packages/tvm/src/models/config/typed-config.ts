import type { ConfigParams } from './config-params.js';
import { decodeConfigParamValue, isKnownConfigParam } from './config-param.js';
import type { ConfigParamValues, KnownConfigParamIndex } from './config-param-values.js';

/** The parameters of a config that this codec understands, decoded, by index. */
export type TypedConfig = { [K in KnownConfigParamIndex]?: ConfigParamValues[K] };

export function typedConfig(config: ConfigParams): TypedConfig {
  const typed: Record<number, unknown> = {};
  for (const [index, cell] of config.params) {
    if (isKnownConfigParam(index)) typed[index] = decodeConfigParamValue(index, cell);
  }
  return typed as TypedConfig;
}

/** One typed parameter, or undefined when the config lacks it. */
export function configParamValue<K extends KnownConfigParamIndex>(config: ConfigParams, index: K): ConfigParamValues[K] | undefined {
  const cell = config.params.get(index);
  return cell === undefined ? undefined : decodeConfigParamValue(index, cell);
}
