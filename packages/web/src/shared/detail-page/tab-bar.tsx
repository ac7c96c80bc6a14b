import { PathLink } from '../ui/path-link.js';
import styles from './detail-page.module.css';

export interface TabLink {
  id: string;
  label: string;
  to: string;
}

/** The tabs of a detail page as links: each tab is a path, the current one marked. */
export function TabBar({ tabs, current, label }: { tabs: readonly TabLink[]; current: string; label: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <PathLink to={tab.to} aria-current={tab.id === current ? 'page' : undefined}>
              {tab.label}
            </PathLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
