import { DASH, formatAmount } from '../../shared/format/index.js';

/** A token amount in whole tokens with its symbol ('1,234.5 DUSD'); in smallest units while the root's decimals are unknown. */
export function formatTokenAmount(amount: string, scale: number | null, symbol: string | null): string {
  if (scale === null) return amount;
  const text = formatAmount(amount, scale);
  return symbol && text !== DASH ? `${text} ${symbol}` : text;
}
