import { StatValue } from '../ui/stat-value.js';
import styles from './list-page.module.css';

export interface StatItem {
  label: string;
  /** Already formatted; a dash when there is none. */
  value: string;
}

/** A row of statistics: skeletons while `loading`, words in place of the values that are missing. */
export function StatsPanel({ label, items, loading }: { label: string; items: readonly StatItem[]; loading: boolean }) {
  return (
    <section aria-label={label} className={styles.stats}>
      <dl>
        {items.map((item) => (
          <div key={item.label} className={styles.stat}>
            <dt>{item.label}</dt>
            <dd>
              <StatValue value={item.value} loading={loading} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
