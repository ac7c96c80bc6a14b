import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount, formatDate, HASH_LENGTHS, shortenAddress, shortenHash } from '../../shared/format/index.js';
import type { SearchItem } from './search-groups.js';
import styles from './search.module.css';

export function SearchItemView({ item }: { item: SearchItem }) {
  const { t } = useTranslation('entities');
  const { decimals, tokenSymbol } = useNetworkConfig();
  switch (item.kind) {
    case 'block':
      return (
        <>
          <span className={styles.primary}>{item.label}</span>
          <span className={styles.secondary}>{formatDate(item.time)}</span>
        </>
      );
    case 'account':
      return (
        <>
          <span className={styles.primary} title={item.address}>
            {shortenAddress(item.address, HASH_LENGTHS.search)}
          </span>
          {item.balance !== null && <span className={styles.secondary}>{`${formatAmount(item.balance, decimals)} ${tokenSymbol}`}</span>}
        </>
      );
    case 'transaction':
      return (
        <>
          <span className={styles.primary} title={item.hash}>
            {shortenHash(item.hash, HASH_LENGTHS.search)}
          </span>
          <span className={styles.secondary}>{formatDate(item.time)}</span>
        </>
      );
    case 'message':
      return (
        <>
          <span className={styles.primary} title={item.hash}>
            {shortenHash(item.hash, HASH_LENGTHS.search)}
          </span>
          <span className={styles.secondary}>{t(`messageTypes.${item.messageType}`)}</span>
          <span className={styles.secondary}>{formatDate(item.time)}</span>
        </>
      );
    case 'token':
      return (
        <>
          <span className={styles.primary}>{`${item.name} (${item.symbol})`}</span>
          <span className={styles.secondary} title={item.rootAddress}>
            {shortenAddress(item.rootAddress, HASH_LENGTHS.search)}
          </span>
        </>
      );
  }
}
