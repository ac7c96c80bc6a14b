import type { TypedConfig } from '@tvmscan/tvm';

/** A value as JSON carries it: bigints become decimal strings. */
export type Jsonified<T> = T extends bigint
  ? string
  : T extends readonly (infer Item)[]
    ? Jsonified<Item>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/** The decoded parameters as POST /blocks/key-block-config answers them. */
export type ConfigParamsJson = Jsonified<TypedConfig>;

/** `ConfigView` of @tvmscan/tvm as JSON. */
export interface ConfigViewJson {
  configAddress: string;
  /** Every parameter the config holds, decoded or not. */
  paramIndexes: number[];
  params: ConfigParamsJson;
}

/** The `data` of POST /blocks/key-block-config. */
export interface KeyBlockConfig {
  mcSeqno: number;
  blockRootHash: string | null;
  genUtime: number;
  config: ConfigViewJson;
  /** Parameters the config holds that the API's codec failed to decode. */
  undecodedParams: number[];
}
