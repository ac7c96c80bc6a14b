import { hash as sha256OneShot } from 'node:crypto';
import { CellError } from '../errors.js';
import { byteOfBit } from './bits.js';
import type { Cell } from './cell.js';
import { CellType, DEPTH_BYTES, HASH_BYTES, MAX_CELL_REFS } from './cell-type.js';
import { isSignificantLevel, levelOfMask, popcount3 } from './level-mask.js';

export interface CellHashes {
  hashes: Uint8Array[];
  depths: number[];
}

/** Largest cell representation: descriptors, 128 data bytes, then a depth and a hash per reference. */
const scratch = new Uint8Array(2 + 128 + MAX_CELL_REFS * (DEPTH_BYTES + HASH_BYTES));

export function sha256(bytes: Uint8Array): Uint8Array {
  return sha256OneShot('sha256', bytes, 'buffer');
}

/**
 * Computes a cell's hash and depth for each of its significant levels. A pruned branch stores all
 * but the last in its data; Merkle cells look at their children one level higher.
 */
export function computeCellHashes(cell: Cell): CellHashes {
  const { levelMask, type, refs, data, bitLength } = cell;
  const hashCount = popcount3(levelMask) + 1;
  const hashes = new Array<Uint8Array>(hashCount);
  const depths = new Array<number>(hashCount);
  const isPruned = type === CellType.PrunedBranch;
  const childLevelShift = type === CellType.MerkleProof || type === CellType.MerkleUpdate ? 1 : 0;
  const firstComputed = isPruned ? hashCount - 1 : 0;
  for (let i = 0; i < firstComputed; i++) {
    hashes[i] = cell.prunedHash(i);
    depths[i] = cell.prunedDepth(i, firstComputed);
  }
  const descriptorBase = refs.length + (type === CellType.Ordinary ? 0 : 8);
  const level = levelOfMask(levelMask);
  let hashIndex = 0;
  for (let lvl = 0; lvl <= level; lvl++) {
    if (!isSignificantLevel(levelMask, lvl)) continue;
    if (hashIndex < firstComputed) {
      hashIndex++;
      continue;
    }
    scratch[0] = descriptorBase + (levelMask & ((1 << lvl) - 1)) * 32;
    scratch[1] = (bitLength >> 3) + ((bitLength + 7) >> 3);
    let pos = 2;
    if (hashIndex === firstComputed) {
      pos = writeDataWithCompletionTag(data, bitLength, pos);
    } else {
      scratch.set(higherHash(hashes, hashIndex), pos);
      pos += HASH_BYTES;
    }
    const childLevel = lvl + childLevelShift;
    let maxChildDepth = -1;
    for (const ref of refs) {
      const childDepth = ref.depth(childLevel);
      if (childDepth > maxChildDepth) maxChildDepth = childDepth;
      scratch[pos++] = childDepth >> 8;
      scratch[pos++] = childDepth & 0xff;
    }
    for (const ref of refs) {
      scratch.set(ref.hash(childLevel), pos);
      pos += HASH_BYTES;
    }
    hashes[hashIndex] = sha256(scratch.subarray(0, pos));
    depths[hashIndex] = maxChildDepth + 1;
    hashIndex++;
  }
  return { hashes, depths };
}

/** The hash of the level below `hashIndex`, which a higher level's representation starts with instead of the data. */
function higherHash(hashes: readonly Uint8Array[], hashIndex: number): Uint8Array {
  const hash = hashes[hashIndex - 1];
  if (hash === undefined) throw new CellError('bad-data', `no hash below level index ${hashIndex} to build on`);
  return hash;
}

function writeDataWithCompletionTag(data: Uint8Array, bitLength: number, pos: number): number {
  scratch.set(data, pos);
  const end = pos + data.length;
  const partial = bitLength & 7;
  if (partial !== 0) scratch[end - 1] = byteOfBit(scratch, (end - 1) * 8, 'overflow') | (1 << (7 - partial));
  return end;
}
