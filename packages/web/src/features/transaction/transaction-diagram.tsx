import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import styles from '../../shared/detail-page/detail-page.module.css';
import { links } from '../../shared/routes/links.js';
import { MessageChainGraph } from '../message-diagram/index.js';

/** The graph of the message chain the transaction belongs to, drawn from its message; the message page has its other views. */
export function TransactionDiagram({ messageHash }: { messageHash: string }) {
  const { t } = useTranslation('transaction');
  return (
    <section className={styles.panel} aria-label={t('tabs.diagram')}>
      <h2 className={styles.panelTitle}>{t('tabs.diagram')}</h2>
      <MessageChainGraph messageHash={messageHash} />
      <Link {...links.message(messageHash)} className={styles.toggle}>
        {t('diagram.open')}
      </Link>
    </section>
  );
}
