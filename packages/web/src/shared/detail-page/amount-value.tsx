import { formatAmount } from '../format/index.js';
import { useNetworkConfig } from '../config/network-context.js';
import styles from './detail-page.module.css';

/** An amount in the network's token with its symbol; a change (`signed`) is coloured by its sign. */
export function AmountValue({ nano, signed = false }: { nano: string | null | undefined; signed?: boolean }) {
  const { decimals, tokenSymbol } = useNetworkConfig();
  const text = formatAmount(nano, decimals);
  if (nano == null || nano === '') return text;
  const value = BigInt(nano);
  const tone = !signed || value === 0n ? undefined : value > 0n ? styles.positive : styles.negative;
  const sign = signed && value > 0n ? '+' : '';
  return (
    <span className={tone}>
      {sign}
      {text} {tokenSymbol}
    </span>
  );
}
