import type { NftStandard } from '@tvmscan/api/contract';

/** A standard as the page names it: standard 6, the multi-token one, is shown as "VEP 1155" (spec 001 §3). */
export function standardName(standard: NftStandard): string {
  return standard === 'VEP-1155' ? 'VEP 1155' : standard;
}

/** The standards a collection or an item supports, most specific last, as one text. */
export function standardsText(standards: readonly NftStandard[]): string {
  return standards.map(standardName).join(', ');
}
