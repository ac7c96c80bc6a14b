import { useTranslation } from 'react-i18next';
import type { Stats } from '@tvmscan/api/contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { DASH, formatAmount, groupThousands, shortenAmount } from '../../shared/format/index.js';
import { StatValue } from '../../shared/ui/stat-value.js';
import { useHistoryStart } from '../../shared/api/use-history-start.js';
import { useStats } from './main-queries.js';
import { perSecondOverHour } from './rates.js';
import styles from './main-page.module.css';

const count = (value: number) => groupThousands(String(value));

export function NetworkStats() {
  const { t } = useTranslation('main');
  const { decimals, tokenSymbol } = useNetworkConfig();
  const { data: stats, isPending } = useStats();
  const { data: history } = useHistoryStart();
  const entries: [label: string, value: (stats: Stats) => string][] = [
    [t('stats.transactionsTotal'), (stats) => count(stats.transactionTotal)],
    [t('stats.transactions24h'), (stats) => count(stats.transactions24h)],
    [t('stats.transactionsPerSecond'), (stats) => perSecondOverHour(stats.transactions1h)],
    [t('stats.messagesTotal'), (stats) => count(stats.messagesTotal)],
    [t('stats.messages24h'), (stats) => count(stats.messages24h)],
    [t('stats.messagesPerSecond'), (stats) => perSecondOverHour(stats.messages1h)],
    [t('stats.volume24h'), (stats) => `${shortenAmount(stats.volume24h, decimals)} ${tokenSymbol}`],
    [t('stats.accountsActiveTotal'), (stats) => count(stats.accountsActiveTotal)],
    [t('stats.accountsCreated24h'), (stats) => count(stats.accountsCreated24h)],
    [t('stats.accountsActive24h'), (stats) => count(stats.accountsActive24h)],
    [t('stats.accountsActive1h'), (stats) => count(stats.accountsActive1h)],
    [t('stats.latestMcSeqno'), (stats) => count(stats.latestMcSeqno)],
    [t('stats.shardchainCount'), (stats) => count(stats.shardchainCount)],
  ];
  return (
    <section className={styles.card} aria-labelledby="network-stats-title">
      <h2 id="network-stats-title" className={styles.cardTitle}>
        {t('stats.title')}
      </h2>
      {history && !history.fromGenesis && <p className={styles.historyNote}>{t('stats.historyFrom', { seqno: count(history.startMcSeqno) })}</p>}
      <dl className={styles.stats}>
        {entries.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <dt>{label}</dt>
            <dd>
              <StatValue
                value={stats ? value(stats) : DASH}
                loading={isPending}
                exact={stats && label === t('stats.volume24h') ? `${formatAmount(stats.volume24h, decimals)} ${tokenSymbol}` : undefined}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
