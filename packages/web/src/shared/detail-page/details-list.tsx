import type { ReactNode } from 'react';
import styles from './detail-page.module.css';

export interface DetailItem {
  /** Stable across languages. */
  key: string;
  label: string;
  value: ReactNode;
}

/** Label and value pairs of an entity, as a description list. */
export function DetailsList({ items, label }: { items: readonly DetailItem[]; label?: string }) {
  return (
    <dl className={styles.details} aria-label={label}>
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
