import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { usePaintedSinceMount } from '../../shared/hooks/use-painted-since-mount.js';
import { GlobalSearch } from '../search/global-search.js';
import { LatestBlocks } from './latest-blocks.js';
import { LatestMessages } from './latest-messages.js';
import { LatestTokenTransactions } from './latest-token-transactions.js';
import { LatestTransactions } from './latest-transactions.js';
import { MainStreamContext } from './main-stream-context.js';
import { useMainStream } from './main-stream.js';
import { NetworkStats } from './network-stats.js';
import { TpsChart } from './tps-chart.js';
import styles from './main-page.module.css';

export function MainPage() {
  const { t } = useTranslation('main');
  const { networkName } = useNetworkConfig();
  const title = t('title', { networkName });
  usePageTitle(title, { whole: true });
  // The chart and the panels render, and ask for their data, once the heading, search and statistics a phone's first
  // screen shows have painted: the first commit is then a shorter task on a slow phone, and nothing holds up its paint.
  const restShown = usePaintedSinceMount();
  const streamed = useMainStream();
  return (
    <MainStreamContext.Provider value={streamed}>
      <div className={styles.page}>
        <div className={styles.hero}>
          <h1 className={styles.title}>{title}</h1>
          <GlobalSearch variant="hero" />
        </div>
        <NetworkStats />
        {restShown && (
          <>
            <TpsChart />
            <div className={styles.panels}>
              <LatestBlocks />
              <LatestTransactions />
              <LatestTokenTransactions />
              <LatestMessages />
            </div>
          </>
        )}
      </div>
    </MainStreamContext.Provider>
  );
}
