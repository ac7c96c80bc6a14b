import type { Cell } from '../../cell/cell.js';
import { buildHashmap, loadHashmap } from '../../dict/hashmap.js';
import { bytesToHex } from '../../util/hex.js';

/** simple_lib$_ public:Bool root:^Cell, keyed by the hash of `root`. */
export interface SimpleLib {
  /** 64 hex digits: the representation hash of `root`. */
  hash: string;
  public: boolean;
  root: Cell;
}

/** The entries of a StateInit's `library:(HashmapE 256 SimpleLib)`, given its root (null when empty). */
export function loadLibraries(library: Cell | null): SimpleLib[] {
  if (library === null) return [];
  return loadHashmap(library, 256, (s, key) => ({
    hash: key.toString(16).padStart(64, '0'),
    public: s.loadBit(),
    root: s.loadRef(),
  })).map((entry) => entry.value);
}

/** The root of a library dictionary holding `libs` (null for none); each is keyed by its root's hash. */
export function buildLibraries(libs: readonly Omit<SimpleLib, 'hash'>[]): Cell | null {
  if (libs.length === 0) return null;
  const entries = libs.map((lib) => ({ key: BigInt('0x' + bytesToHex(lib.root.hash())), value: lib }));
  return buildHashmap(entries, 256, (b, lib) => b.storeBit(lib.public).storeRef(lib.root));
}
