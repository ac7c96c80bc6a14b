import { createHash } from 'node:crypto';

/** 32 bytes derived from the devnet seed and a purpose label, so every key and random choice follows from the seed. */
export function deriveBytes(seed: string, label: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`tvmscan-devnet:${seed}:${label}`).digest());
}
