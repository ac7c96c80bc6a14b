import type { TokenRootRecord } from '@tvmscan/store';
import type { Token } from '../schemas/token.js';
import { tokenEntity } from './token.js';

/** A token root as the spec names it, with the fields Everscan's clients read (schemas/token-compat.ts). */
export function tokenWithEverscanFields(root: TokenRootRecord, codeHashes: ReadonlyMap<string, string>): Token {
  return {
    ...tokenEntity(root),
    symbol: root.symbol,
    decimals: root.decimals,
    rootOwnerAddress: root.owner_address,
    codeHash: codeHashes.get(root.address) ?? null,
  };
}
