import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNetworkConfig } from '../../shared/config/load-network-config.js';
import { NetworkProvider } from '../../shared/config/network-provider.js';
import styles from './network-gate.module.css';

/** The query holding the network of /config.json; the app's start may fill it before the first render. */
export const NETWORK_CONFIG_QUERY_KEY = ['network-config'] as const;

/** Renders the app once /config.json has said which network it shows; until then a loading or error screen. */
export function NetworkGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: NETWORK_CONFIG_QUERY_KEY,
    queryFn: loadNetworkConfig,
    staleTime: Infinity,
    retry: 1,
  });
  if (config.data) return <NetworkProvider config={config.data}>{children}</NetworkProvider>;
  if (config.isError) {
    return (
      <div className={styles.screen} role="alert">
        <h1 className={styles.title}>{t('networkConfig.failed')}</h1>
        <p className={styles.detail}>{config.error.message}</p>
        <button type="button" className={styles.button} onClick={() => void config.refetch()}>
          {t('networkConfig.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.screen} role="status">
      <div className={styles.spinner} aria-hidden="true" />
      <p>{t('networkConfig.loading')}</p>
    </div>
  );
}
