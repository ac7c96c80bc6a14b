import type { NftStandard } from '@tvmscan/api/contract';

/** The standards a collection or an item supports, as one text. */
export function standardsText(standards: readonly NftStandard[]): string {
  return standards.join(', ');
}
