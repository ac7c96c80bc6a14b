import { Type, type TUnsafe } from 'typebox';

/** A value of the codec as JSON carries it (`toJsonText` of @tvmscan/tvm): bigints become decimal strings. */
export type Jsonified<T> = T extends bigint
  ? string
  : T extends readonly (infer Item)[]
    ? Jsonified<Item>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/**
 * A structure the codec decoded, answered as its JSON: the schema leaves it open (the codec, not the API,
 * defines its fields), and its type is the codec's model as JSON, so that clients read the codec's names.
 */
export function DecodedJson<T>(description: string): TUnsafe<Jsonified<T>> {
  return Type.Unsafe<Jsonified<T>>(Type.Unknown({ description }));
}
