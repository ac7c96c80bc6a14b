export { loadHashmap, loadHashmapE, buildHashmap, storeHashmapE, type DictEntry, type ValueLoader, type ValueStorer } from './hashmap.js';
export {
  loadHashmapAug,
  loadHashmapAugE,
  buildHashmapAug,
  storeHashmapAugE,
  type AugDict,
  type AugDictEntry,
  type AugmentCodec,
} from './hashmap-aug.js';
export { lookupHashmap, type DictLookup } from './hashmap-lookup.js';
export { loadBinTree, storeBinTree, binTreeLeaves, type BinTree } from './bin-tree.js';
export { loadLabel, storeLabel, type Label } from './label.js';
export { PersistentAugDict } from './persistent-aug-dict.js';
