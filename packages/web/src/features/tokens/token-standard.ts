import type { Token } from '@tvmscan/api/token-contract';

const STANDARD_LABELS: Record<Token['tokenStandard'], string> = { Tip3: 'TIP-3', Jetton: 'Jetton' };

/** A token standard as its documents write it: 'TIP-3', 'Jetton'. */
export function tokenStandardLabel(standard: Token['tokenStandard']): string {
  return STANDARD_LABELS[standard];
}
