import { useTranslation } from 'react-i18next';
import type { Block } from '@tvmscan/api/contract';
import { AmountValue } from '../../shared/detail-page/amount-value.js';
import styles from '../../shared/detail-page/detail-page.module.css';
import { DetailsList } from '../../shared/detail-page/details-list.js';

const VALUE_FLOW_FIELDS = [
  'fromPrevBlk',
  'toNextBlk',
  'imported',
  'exported',
  'feesCollected',
  'feesImported',
  'recovered',
  'created',
  'minted',
  'burned',
] as const satisfies readonly (keyof Block['valueFlow'])[];

/** Every field of the block's value flow, in the network's token. */
export function BlockValueFlow({ valueFlow }: { valueFlow: Block['valueFlow'] }) {
  const { t } = useTranslation('block');
  return (
    <section className={styles.panel} aria-label={t('valueFlow.label')}>
      <h2 className={styles.panelTitle}>{t('valueFlow.label')}</h2>
      <DetailsList
        items={VALUE_FLOW_FIELDS.map((field) => ({
          key: field,
          label: t(`valueFlow.${field}`),
          value: <AmountValue nano={valueFlow[field]} />,
        }))}
      />
    </section>
  );
}
