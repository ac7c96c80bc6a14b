import type { HTMLAttributes } from 'react';
import type { TableColumn } from './table-column.js';
import tableStyles from './cursor-table.module.css';

interface Props<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  /** More attributes of a row (the handlers of a row that can be dragged). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
}

/**
 * The rows given, in a table whose scroller takes the keyboard focus so a wide table can be scrolled without a mouse;
 * below 768 px each row is a card of labelled values instead.
 */
export function RowsTable<Row>({ caption, columns, rows, rowKey, emptyText, rowProps }: Props<Row>) {
  return (
    <div className={tableStyles.scroller} tabIndex={0}>
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
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={tableStyles.state}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? tableStyles.numeric : undefined} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
