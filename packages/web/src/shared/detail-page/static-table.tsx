import type { TableColumn } from '../cursor-table/table-column.js';
import tableStyles from '../cursor-table/cursor-table.module.css';
import { RowsTable } from '../cursor-table/rows-table.js';

interface Props<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
}

/** A titled panel holding a table of rows the page already holds, all shown at once. */
export function StaticTable<Row>({ caption, ...table }: Props<Row>) {
  return (
    <section className={tableStyles.panel}>
      <h2 className={tableStyles.caption}>{caption}</h2>
      <RowsTable caption={caption} {...table} />
    </section>
  );
}
