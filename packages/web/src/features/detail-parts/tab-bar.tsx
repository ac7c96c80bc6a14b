import { PathLink } from '../../shared/ui/path-link.js';
import styles from './detail-parts.module.css';

export interface TabLink {
  key: string;
  label: string;
  to: string;
}

/** The tabs of a detail page as links; the current one is marked for assistive technology too. */
export function TabBar({ tabs, current, label }: { tabs: readonly TabLink[]; current: string; label: string }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <PathLink
              to={tab.to}
              className={tab.key === current ? styles.tabCurrent : styles.tab}
              aria-current={tab.key === current ? 'page' : undefined}
            >
              {tab.label}
            </PathLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
