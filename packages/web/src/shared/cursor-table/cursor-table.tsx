import { useTranslation } from 'react-i18next';
import { buildCsv } from '../csv/build-csv.js';
import type { CsvColumn } from '../csv/csv-column.js';
import { downloadCsv } from '../csv/download-csv.js';
import { HistoryStartNote } from './history-start-note.js';
import { RowsTable } from './rows-table.js';
import type { TableColumn } from './table-column.js';
import type { CursorList } from './use-cursor-list.js';
import styles from './cursor-table.module.css';

interface Props<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  list: CursorList<Row>;
  csv: { fileName: string; columns: readonly CsvColumn<Row>[] };
  /** The rows stop where the index starts (blocks, transactions, messages): the last page says where that is. */
  endsAtHistoryStart?: boolean;
  /** What an empty list says, when it can say why it is empty (an account's tabs); else 'There is nothing to show.' */
  emptyText?: string;
}

/** A cursor-paged table with its loading, empty and failed states, Prev and Next, and CSV export of its rows. */
export function CursorTable<Row>({ caption, columns, rowKey, list, csv, endsAtHistoryStart = false, emptyText }: Props<Row>) {
  const { t } = useTranslation('lists');
  const { t: tCommon } = useTranslation();
  const stateText =
    list.status === 'loading'
      ? tCommon('states.loading')
      : list.status === 'failed'
        ? t('table.failed')
        : list.rows.length === 0
          ? (emptyText ?? t('table.empty'))
          : null;
  return (
    <section className={styles.panel} aria-busy={list.status === 'loading' || list.turning}>
      <div className={styles.toolbar}>
        <h2 className={styles.caption}>{caption}</h2>
        <button
          type="button"
          className={styles.button}
          disabled={list.rows.length === 0}
          onClick={() => downloadCsv(csv.fileName, buildCsv(csv.columns, list.rows))}
        >
          {t('table.downloadCsv', { fileName: csv.fileName })}
        </button>
      </div>
      <RowsTable caption={caption} columns={columns} rows={stateText === null ? list.rows : []} rowKey={rowKey} emptyText={stateText ?? ''} />
      <nav className={styles.pager} aria-label={t('table.paging')}>
        <button type="button" className={styles.button} disabled={!list.hasPrev || list.turning} onClick={() => list.turn('Prev')}>
          {t('table.prev')}
        </button>
        <button type="button" className={styles.button} disabled={!list.hasNext || list.turning} onClick={() => list.turn('Next')}>
          {t('table.next')}
        </button>
      </nav>
      {endsAtHistoryStart && list.status === 'ready' && !list.hasNext && <HistoryStartNote />}
    </section>
  );
}
