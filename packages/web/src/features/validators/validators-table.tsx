import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCsv } from '../../shared/csv/build-csv.js';
import { downloadCsv } from '../../shared/csv/download-csv.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { RowsTable } from '../../shared/cursor-table/rows-table.js';
import type { Participant } from '@tvmscan/api/contract';
import { validatorsColumns } from './validators-columns.js';
import { VALIDATORS_CSV_FILE, validatorsCsvColumns } from './validators-csv.js';
import styles from './validators.module.css';

export const VALIDATORS_PAGE_SIZE = 20;

interface Props {
  participants: readonly Participant[];
  /** 1-based; pages past the last show the last. */
  page: number;
  onPage: (page: number) => void;
}

/** One set's participants, 20 a page, with Validators.csv holding the whole set. */
export function ValidatorsTable({ participants, page, onPage }: Props) {
  const { t } = useTranslation('validators');
  const { t: tLists } = useTranslation('lists');
  const { decimals, tokenSymbol } = useNetworkConfig();
  const columns = useMemo(() => validatorsColumns(t, decimals, tokenSymbol), [t, decimals, tokenSymbol]);
  const pages = Math.max(1, Math.ceil(participants.length / VALIDATORS_PAGE_SIZE));
  const shown = Math.min(Math.max(page, 1), pages);
  const rows = participants.slice((shown - 1) * VALIDATORS_PAGE_SIZE, shown * VALIDATORS_PAGE_SIZE);
  return (
    <section className={tableStyles.panel} aria-label={t('table.caption')}>
      <div className={tableStyles.toolbar}>
        <h2 className={tableStyles.caption}>{t('table.caption')}</h2>
        <button
          type="button"
          className={tableStyles.button}
          disabled={participants.length === 0}
          onClick={() => downloadCsv(VALIDATORS_CSV_FILE, buildCsv(validatorsCsvColumns(decimals), participants))}
        >
          {tLists('table.downloadCsv', { fileName: VALIDATORS_CSV_FILE })}
        </button>
      </div>
      <RowsTable caption={t('table.caption')} columns={columns} rows={rows} rowKey={(row) => row.publicKey} emptyText={tLists('table.empty')} />
      <nav className={tableStyles.pager} aria-label={tLists('table.paging')}>
        <span className={styles.pageOf}>{t('table.pageOf', { page: shown, pages })}</span>
        <button type="button" className={tableStyles.button} disabled={shown <= 1} onClick={() => onPage(shown - 1)}>
          {tLists('table.prev')}
        </button>
        <button type="button" className={tableStyles.button} disabled={shown >= pages} onClick={() => onPage(shown + 1)}>
          {tLists('table.next')}
        </button>
      </nav>
    </section>
  );
}
