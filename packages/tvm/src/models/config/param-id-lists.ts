import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadInlineHashmap, storeInlineHashmap } from './inline-hashmap.js';
import { int32FromKey, int32ToKey } from './int32-key.js';

/**
 * `_ mandatory_params:(Hashmap 32 True) = ConfigParam 9;` and `_ critical_params:(Hashmap 32 True) = ConfigParam 10;`
 * → the listed parameter indexes, ascending by their 32-bit key.
 */
export function loadParamIdList(s: Slice): number[] {
  return loadInlineHashmap(s, 32, () => null).map(({ key }) => int32FromKey(key));
}

export function storeParamIdList(b: Builder, ids: readonly number[]): void {
  storeInlineHashmap(
    b,
    ids.map((id) => ({ key: int32ToKey(id), value: null })),
    32,
    () => undefined,
  );
}
