import { Link } from '@tanstack/react-router';
import type { AppLink } from '../routes/links.js';
import styles from './detail-page.module.css';

export interface TabLink {
  id: string;
  label: string;
  link: AppLink;
}

/** The tabs of a detail page as links: each tab is a route, the current one marked. */
export function TabBar({ tabs, current, label }: { tabs: readonly TabLink[]; current: string; label: string }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link {...tab.link} aria-current={tab.id === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
