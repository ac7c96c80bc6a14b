/** The kinds of cell. Exotic cells carry their kind in their first data byte. */
export const CellType = {
  Ordinary: -1,
  PrunedBranch: 1,
  Library: 2,
  MerkleProof: 3,
  MerkleUpdate: 4,
} as const;

export type CellType = (typeof CellType)[keyof typeof CellType];

export const MAX_CELL_BITS = 1023;
export const MAX_CELL_REFS = 4;
export const MAX_LEVEL = 3;
export const HASH_BYTES = 32;
export const DEPTH_BYTES = 2;
