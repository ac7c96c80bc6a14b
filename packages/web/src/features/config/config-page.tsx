import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/config/network-context.js';
import { formatDate } from '../../shared/format/index.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { links } from '../../shared/routes/links.js';
import { CONFIG_PAGES, DEFAULT_CONFIG_PAGE, readConfigPage, type ConfigPageName } from './config-pages.js';
import type { KeyBlockConfigResponse } from '@tvmscan/api/contract';
import { BlockPage } from './pages/block-page.js';
import { CatchainPage } from './pages/catchain-page.js';
import { ConsensusPage } from './pages/consensus-page.js';
import { ElectionPage } from './pages/election-page.js';
import { GasPage } from './pages/gas-page.js';
import { MessagesPage } from './pages/messages-page.js';
import { StakePage } from './pages/stake-page.js';
import { StoragePage } from './pages/storage-page.js';
import { VotingPage } from './pages/voting-page.js';
import { WorkchainsPage } from './pages/workchains-page.js';
import styles from './config.module.css';

const PAGES: { readonly [Page in ConfigPageName]: ComponentType<{ data: KeyBlockConfigResponse }> } = {
  voting: VotingPage,
  workchains: WorkchainsPage,
  election: ElectionPage,
  stake: StakePage,
  storage: StoragePage,
  block: BlockPage,
  catchain: CatchainPage,
  consensus: ConsensusPage,
  gas: GasPage,
  messages: MessagesPage,
};

const CONFIG_REFRESH_MS = 60_000;

function useKeyBlockConfig() {
  const api = useApi();
  return useQuery({
    queryKey: ['key-block-config'],
    queryFn: () => api.post('/blocks/key-block-config', {}),
    refetchInterval: CONFIG_REFRESH_MS,
  });
}

/** The network config (spec 000 §2): a page per group of the latest key block's parameters. */
export function ConfigPage() {
  const { t } = useTranslation('config');
  const { t: tCommon } = useTranslation();
  const { _splat } = useParams({ from: '/config/$' });
  const page = readConfigPage(_splat) ?? DEFAULT_CONFIG_PAGE;
  const config = useKeyBlockConfig();
  const Page = PAGES[page];
  return (
    <ListPage title={t('title')}>
      <div className={styles.layout}>
        <nav aria-label={t('nav')} className={styles.nav}>
          <ul>
            {CONFIG_PAGES.map((name) => (
              <li key={name}>
                <Link {...links.configPage(name)} aria-current={name === page ? 'page' : undefined}>
                  {t(`pages.${name}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {config.status === 'pending' ? (
            <p className={styles.state}>{tCommon('states.loading')}</p>
          ) : config.status === 'error' ? (
            <p className={styles.state}>{t('failed')}</p>
          ) : (
            <>
              <p className={styles.source}>
                {config.data.blockRootHash ? (
                  <Link {...links.block(config.data.blockRootHash)}>
                    {t('source', { seqno: config.data.mcSeqno, time: formatDate(config.data.genUtime) })}
                  </Link>
                ) : (
                  t('source', { seqno: config.data.mcSeqno, time: formatDate(config.data.genUtime) })
                )}
              </p>
              <h2 className={styles.pageTitle}>{t(`pages.${page}`)}</h2>
              <Page data={config.data} />
            </>
          )}
        </div>
      </div>
    </ListPage>
  );
}
