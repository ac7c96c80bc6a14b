import { useTranslation } from 'react-i18next';
import type { Fees } from '@tvmscan/api/contract';
import { AmountValue } from '../../shared/detail-page/amount-value.js';
import styles from '../../shared/detail-page/detail-page.module.css';
import { DetailsList } from '../../shared/detail-page/details-list.js';

const FEE_PARTS = ['storage', 'gas', 'action', 'bounce', 'other', 'fwd', 'total'] as const satisfies readonly (keyof Fees)[];

/** The fee breakdown of spec 000 §2: storage, gas, action, bounce, other, outbound forward fees and total. */
export function TransactionFees({ fees }: { fees: Fees }) {
  const { t } = useTranslation('transaction');
  return (
    <section className={styles.panel} aria-label={t('tabs.fees')}>
      <h2 className={styles.panelTitle}>{t('tabs.fees')}</h2>
      <DetailsList items={FEE_PARTS.map((part) => ({ key: part, label: t(`fees.${part}`), value: <AmountValue nano={fees[part]} /> }))} />
    </section>
  );
}
