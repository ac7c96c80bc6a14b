import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import styles from './main-page.module.css';

export function MainPage() {
  const { t } = useTranslation('main');
  const { networkName } = useNetworkConfig();
  const title = t('title', { networkName });
  usePageTitle(title, { whole: true });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}
