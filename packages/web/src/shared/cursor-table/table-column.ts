import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers read best aligned to the end. */
  numeric?: boolean;
}
