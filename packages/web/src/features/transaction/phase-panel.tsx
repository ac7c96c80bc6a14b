import styles from '../../shared/detail-page/detail-page.module.css';
import { DetailsList, type DetailItem } from '../../shared/detail-page/details-list.js';

/** One phase of the transaction as a titled list of its fields. */
export function PhasePanel({ title, items }: { title: string; items: readonly DetailItem[] }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <DetailsList items={items} />
    </section>
  );
}
