import type { NftStandard } from '@tvmscan/api/nft-contract';

/** How a standard is written: standard 6 (multi-tokens) as "VEP 1155" (spec 001 §3), the TIP-4 ones by their names. */
const SHOWN_AS: Partial<Record<NftStandard, string>> = { 'VEP-1155': 'VEP 1155' };

/** The standards a collection or an item supports, as one text. */
export function standardsText(standards: readonly NftStandard[]): string {
  return standards.map((standard) => SHOWN_AS[standard] ?? standard).join(', ');
}
