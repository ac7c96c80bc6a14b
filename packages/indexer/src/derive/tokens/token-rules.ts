import type { TokenOperationKind, TokenStandard } from '@tvmscan/contracts/operations';
import type { TokenStandardName } from '@tvmscan/store';

/** How an operation changes its wallet's balance: Send and Burn take the amount, every other kind adds it. */
export function balanceChange(kind: TokenOperationKind, amount: bigint): bigint {
  return kind === 'Send' || kind === 'Burn' ? -amount : amount;
}

/**
 * How an operation changes its root's total supply: a mint adds, a burn takes (when the wallet burns, before the
 * root hears of it), a burn coming back cancelled adds again; transfers and their cancellations move tokens only.
 */
export function supplyChange(kind: TokenOperationKind, amount: bigint): bigint {
  if (kind === 'Mint' || kind === 'BurnCancellation') return amount;
  if (kind === 'Burn') return -amount;
  return 0n;
}

export function standardName(standard: TokenStandard): TokenStandardName {
  return standard === 'tip3' ? 'Tip3' : 'Jetton';
}

const DAY = 86_400;

/** The start of the UTC day of a unix time. */
export function dayOf(time: number): number {
  return time - (time % DAY);
}
