import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLink } from '../../shared/routes/links.js';
import { Skeleton, SkeletonGroup } from '../../shared/ui/skeleton.js';
import { MAIN_PANEL_ROWS } from './main-queries.js';
import styles from './main-page.module.css';

export interface PanelRow {
  key: string;
  main: ReactNode;
  sub: ReactNode;
  aside: ReactNode;
  asideSub: ReactNode;
}

interface Props {
  id: string;
  title: string;
  /** Where 'view all' leads; none while the list has no page of its own. */
  viewAll?: AppLink;
  rows: PanelRow[] | undefined;
}

/** One of the main page's 'latest' panels: up to 6 rows and a 'view all' link; 'no data' when it has none. */
export function Panel({ id, title, viewAll, rows }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.panelHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {viewAll && (
          <Link {...viewAll} className={styles.viewAll}>
            {t('actions.viewAll')}
          </Link>
        )}
      </div>
      {rows === undefined ? (
        <SkeletonRows label={t('states.loading')} />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{t('states.noData')}</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.key} className={styles.row}>
              <div className={styles.rowMain}>
                <div>{row.main}</div>
                <div className={styles.muted}>{row.sub}</div>
              </div>
              <div className={styles.rowAside}>
                <div>{row.aside}</div>
                <div className={styles.muted}>{row.asideSub}</div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The rows' places while they load, of the rows' height, so that the panel keeps its size when they arrive. */
function SkeletonRows({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <ul className={styles.rows} aria-hidden="true">
        {Array.from({ length: MAIN_PANEL_ROWS }, (_, row) => (
          <li key={row} className={styles.row}>
            <div className={styles.rowMain}>
              <div>
                <Skeleton width="9em" decorative />
              </div>
              <div className={styles.muted}>
                <Skeleton width="12em" decorative />
              </div>
            </div>
            <div className={styles.rowAside}>
              <div>
                <Skeleton width="5em" decorative />
              </div>
              <div className={styles.muted}>
                <Skeleton width="8em" decorative />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}
