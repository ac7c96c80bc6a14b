import { useTranslation } from 'react-i18next';
import styles from '../../shared/detail-page/detail-page.module.css';

/** What a token screen shows on a network whose /config.json names no token API. */
export function TokensUnavailable() {
  const { t } = useTranslation('tokens');
  return <p className={styles.noData}>{t('unavailable')}</p>;
}
