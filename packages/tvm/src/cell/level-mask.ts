import { MAX_LEVEL } from './cell-type.js';

/** The level of a cell is the index of the highest bit set in its level mask. */
export function levelOfMask(mask: number): number {
  return 32 - Math.clz32(mask);
}

export function popcount3(mask: number): number {
  return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);
}

/** Which of the cell's stored hashes answers for the given level. */
export function hashIndexForLevel(mask: number, level: number): number {
  const clamped = level > MAX_LEVEL ? MAX_LEVEL : level;
  return popcount3(mask & ((1 << clamped) - 1));
}

/** Whether level `level` adds a distinct hash for a cell with this mask (level 0 always does). */
export function isSignificantLevel(mask: number, level: number): boolean {
  return level === 0 || ((mask >> (level - 1)) & 1) === 1;
}
