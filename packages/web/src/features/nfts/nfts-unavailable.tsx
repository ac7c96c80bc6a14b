import { useTranslation } from 'react-i18next';
import styles from '../../shared/detail-page/detail-page.module.css';

/** What an NFT screen shows on a network whose /config.json names no token API, which serves the NFT calls. */
export function NftsUnavailable() {
  const { t } = useTranslation('nfts');
  return <p className={styles.noData}>{t('unavailable')}</p>;
}
