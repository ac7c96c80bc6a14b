import { useTranslation } from 'react-i18next';
import styles from '../../shared/detail-page/detail-page.module.css';

/** Token operations of the transaction; tokens are not indexed yet, so there is 'no data' (spec 000 §8). */
export function TokenOperations() {
  const { t } = useTranslation('transaction');
  const { t: tCommon } = useTranslation();
  return (
    <section className={styles.panel} aria-label={t('tabs.token-operations')}>
      <h2 className={styles.panelTitle}>{t('tabs.token-operations')}</h2>
      <p className={styles.state}>{tCommon('states.noData')}</p>
    </section>
  );
}
