import { CellError } from '../errors.js';
import { bytesEqual } from '../util/hex.js';
import type { Cell } from './cell.js';
import { CellType, DEPTH_BYTES, HASH_BYTES } from './cell-type.js';
import { readUintBits } from './bits.js';
import { popcount3 } from './level-mask.js';

const HASH_BITS = HASH_BYTES * 8;
const DEPTH_BITS = DEPTH_BYTES * 8;
const LIBRARY_BITS = 8 + HASH_BITS;
const MERKLE_PROOF_BITS = 8 + HASH_BITS + DEPTH_BITS;
const MERKLE_UPDATE_BITS = 8 + 2 * (HASH_BITS + DEPTH_BITS);

/** Checks an exotic cell's layout against its kind and returns its level mask. */
export function validateExotic(type: number, data: Uint8Array, bitLength: number, refs: readonly Cell[]): number {
  if (bitLength < 8 || data[0] !== type) throw new CellError('bad-exotic', 'an exotic cell must start with its type byte');
  switch (type) {
    case CellType.PrunedBranch:
      return validatePrunedBranch(data, bitLength, refs);
    case CellType.Library:
      expectShape('library', bitLength, LIBRARY_BITS, refs.length, 0);
      return 0;
    case CellType.MerkleProof:
      expectShape('Merkle proof', bitLength, MERKLE_PROOF_BITS, refs.length, 1);
      return expectMerkleChild(data, 1, 1 + HASH_BYTES, refs[0]) >> 1;
    case CellType.MerkleUpdate: {
      expectShape('Merkle update', bitLength, MERKLE_UPDATE_BITS, refs.length, 2);
      const oldMask = expectMerkleChild(data, 1, 1 + 2 * HASH_BYTES, refs[0]);
      const newMask = expectMerkleChild(data, 1 + HASH_BYTES, 1 + 2 * HASH_BYTES + DEPTH_BYTES, refs[1]);
      return (oldMask | newMask) >> 1;
    }
    default:
      throw new CellError('bad-exotic', `unknown exotic cell type ${type}`);
  }
}

function validatePrunedBranch(data: Uint8Array, bitLength: number, refs: readonly Cell[]): number {
  if (bitLength < 16) throw new CellError('bad-exotic', 'a pruned branch is too short for its level mask');
  const mask = readUintBits(data, 8, 8);
  if (mask === 0 || mask > 7) throw new CellError('bad-exotic', `a pruned branch has an invalid level mask ${mask}`);
  const stored = popcount3(mask);
  expectShape('pruned branch', bitLength, 16 + stored * (HASH_BITS + DEPTH_BITS), refs.length, 0);
  return mask;
}

function expectShape(kind: string, bitLength: number, bits: number, refCount: number, refs: number): void {
  if (bitLength !== bits || refCount !== refs) {
    throw new CellError('bad-exotic', `a ${kind} cell has ${bits} bits and ${refs} references, got ${bitLength} and ${refCount}`);
  }
}

/** Checks the hash and depth a Merkle cell stores for `child` against the child's own; returns the child's level mask. */
function expectMerkleChild(data: Uint8Array, hashOffset: number, depthOffset: number, child: Cell | undefined): number {
  if (child === undefined) throw new CellError('bad-exotic', 'a Merkle cell lacks the child it proves');
  const storedDepth = readUintBits(data, depthOffset * 8, DEPTH_BITS);
  if (!bytesEqual(data.subarray(hashOffset, hashOffset + HASH_BYTES), child.hash(0)) || storedDepth !== child.depth(0)) {
    throw new CellError('bad-exotic', 'a Merkle cell does not match the hash or depth of its child');
  }
  return child.levelMask;
}
