import styles from './list-page.module.css';

export interface StatItem {
  label: string;
  /** Already formatted; a dash while unknown. */
  value: string;
}

export function StatsPanel({ label, items }: { label: string; items: readonly StatItem[] }) {
  return (
    <section aria-label={label} className={styles.stats}>
      <dl>
        {items.map((item) => (
          <div key={item.label} className={styles.stat}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
