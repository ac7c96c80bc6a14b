import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { NoData } from './detail-page.js';

interface Props<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows per page; the pager appears only when there are more rows than that. */
  pageSize?: number;
}

/** A table of rows already at hand, paged in the browser when a page size is given; 'no data' when empty. */
export function StaticTable<Row>({ caption, columns, rows, rowKey, pageSize }: Props<Row>) {
  const { t } = useTranslation('detailParts');
  const [page, setPage] = useState(0);
  if (rows.length === 0) return <NoData />;
  const size = pageSize ?? rows.length;
  const pageCount = Math.ceil(rows.length / size);
  const current = Math.min(page, pageCount - 1);
  const shown = rows.slice(current * size, (current + 1) * size);
  return (
    <>
      <div className={tableStyles.scroller}>
        <table className={tableStyles.table} aria-label={caption}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? tableStyles.numeric : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? tableStyles.numeric : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <nav className={tableStyles.pager} aria-label={t('paging')}>
          <button type="button" className={tableStyles.button} disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('prev')}
          </button>
          <button
            type="button"
            className={tableStyles.button}
            disabled={current === pageCount - 1}
            onClick={() => setPage(current + 1)}
          >
            {t('next')}
          </button>
        </nav>
      )}
    </>
  );
}
