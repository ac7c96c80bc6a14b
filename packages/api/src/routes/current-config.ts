import { keyBlockConfig, type ChainSchema, type ConfigRecord } from '@tvmscan/store';
import { configView, decodeConfigParams, readBocSingle, toJsonText, typedConfig, type TypedConfig } from '@tvmscan/tvm';
import type { Kysely } from 'kysely';

/** The network config of the latest indexed key block, decoded. */
export interface CurrentConfig {
  readonly record: ConfigRecord;
  readonly params: TypedConfig;
  /** The `ConfigView` as JSON values (amounts as strings). */
  readonly view: unknown;
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
    const value = { record, params: typedConfig(config), view: JSON.parse(toJsonText(configView(config))) as unknown };
    this.cached = { key, value };
    return value;
  }
}
