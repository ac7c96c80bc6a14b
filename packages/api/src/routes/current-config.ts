import { keyBlockConfig, type ChainSchema, type ConfigRecord } from '@tvmscan/store';
import {
  bytesToHex,
  configParamValue,
  decodeConfigParams,
  isKnownConfigParam,
  readBocSingle,
  toJsonText,
  TvmError,
  type ConfigParams,
  type ConfigView,
  type TypedConfig,
} from '@tvmscan/tvm';
import type { Kysely } from 'kysely';
import type { Jsonified } from '../schemas/decoded-json.js';

/** The network config of the latest indexed key block, decoded. */
export interface CurrentConfig {
  readonly record: ConfigRecord;
  readonly params: TypedConfig;
  /** The `ConfigView` as JSON values (amounts as strings). */
  readonly view: Jsonified<ConfigView>;
  /** Parameters the config holds that the codec knows but failed to decode. */
  readonly undecoded: number[];
  /** The hash of param 34's cell (the current validator set), as the elector records it; null without param 34. */
  readonly currentSetHash: string | null;
}

/**
 * The config's view with each known parameter decoded on its own: one the codec fails on is left out of `params`
 * and listed in `undecoded`, so that one odd parameter does not hide the rest of the config.
 */
export function decodeConfigView(config: ConfigParams): { view: ConfigView; undecoded: number[] } {
  const params: Record<number, unknown> = {};
  const undecoded: number[] = [];
  const paramIndexes = [...config.params.keys()].sort((a, b) => a - b);
  for (const index of paramIndexes.filter(isKnownConfigParam)) {
    try {
      params[index] = configParamValue(config, index);
    } catch (error) {
      if (!(error instanceof TvmError)) throw error;
      undecoded.push(index);
    }
  }
  return { view: { configAddress: `-1:${config.address}`, paramIndexes, params: params as TypedConfig }, undecoded };
}

/** Decodes the latest config once per key block: every call reads which one is latest, decoding happens on change. */
export class CurrentConfigCache {
  private cached: { key: string; value: CurrentConfig } | null = null;

  constructor(private readonly db: Kysely<ChainSchema>) {}

  async get(): Promise<CurrentConfig | null> {
    const record = await keyBlockConfig(this.db);
    if (!record) return null;
    const key = `${record.mc_seqno}:${record.block_root_hash ?? ''}`;
    if (this.cached?.key === key) return this.cached.value;
    const config = decodeConfigParams(readBocSingle(record.boc));
    const { view, undecoded } = decodeConfigView(config);
    const currentSet = config.params.get(34);
    const value = {
      record,
      params: view.params,
      view: JSON.parse(toJsonText(view)) as Jsonified<ConfigView>,
      undecoded,
      currentSetHash: currentSet ? bytesToHex(currentSet.hash()) : null,
    };
    this.cached = { key, value };
    return value;
  }
}
