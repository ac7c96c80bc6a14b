import type { ReactNode } from 'react';
import styles from './detail-parts.module.css';

export interface DetailRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label and value pairs of a detail page, as a description list. */
export function DetailsList({ rows, label }: { rows: readonly DetailRow[]; label?: string }) {
  return (
    <dl className={styles.details} aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} className={styles.detailRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
