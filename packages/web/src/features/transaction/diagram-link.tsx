import { useTranslation } from 'react-i18next';
import styles from '../../shared/detail-page/detail-page.module.css';
import { paths } from '../../shared/routes/paths.js';
import { PathLink } from '../../shared/ui/path-link.js';

/** The message chain of the transaction: its diagram lives on the message page's graph view. */
export function DiagramLink({ messageHash }: { messageHash: string }) {
  const { t } = useTranslation('transaction');
  return (
    <section className={styles.panel} aria-label={t('tabs.diagram')}>
      <h2 className={styles.panelTitle}>{t('tabs.diagram')}</h2>
      <p>{t('diagram.text')}</p>
      <PathLink to={paths.message(messageHash)} className={styles.toggle}>
        {t('diagram.open')}
      </PathLink>
    </section>
  );
}
