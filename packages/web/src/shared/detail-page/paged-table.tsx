import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../cursor-table/table-column.js';
import tableStyles from '../cursor-table/cursor-table.module.css';
import { RowsTable } from '../cursor-table/rows-table.js';

interface Props<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows per page; the pager appears only when there are more rows than that. */
  pageSize?: number;
}

/** A table of rows already at hand, paged in the browser when a page size is given; 'no data' when empty. */
export function PagedTable<Row>({ caption, columns, rows, rowKey, pageSize }: Props<Row>) {
  const { t } = useTranslation('detailParts');
  const { t: tCommon } = useTranslation();
  const [page, setPage] = useState(0);
  const size = pageSize ?? Math.max(rows.length, 1);
  const pageCount = Math.max(Math.ceil(rows.length / size), 1);
  const current = Math.min(page, pageCount - 1);
  const shown = rows.slice(current * size, (current + 1) * size);
  return (
    <>
      <RowsTable caption={caption} columns={columns} rows={shown} rowKey={rowKey} emptyText={tCommon('states.noData')} />
      {pageCount > 1 && (
        <nav className={tableStyles.pager} aria-label={t('paging')}>
          <button type="button" className={tableStyles.button} disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('prev')}
          </button>
          <button type="button" className={tableStyles.button} disabled={current === pageCount - 1} onClick={() => setPage(current + 1)}>
            {t('next')}
          </button>
        </nav>
      )}
    </>
  );
}
