import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PathLink } from '../../shared/ui/path-link.js';
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
  viewAllPath: string;
  rows: PanelRow[] | undefined;
}

/** One of the main page's 'latest' panels: up to 6 rows and a 'view all' link; 'no data' when it has none. */
export function Panel({ id, title, viewAllPath, rows }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.panelHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        <PathLink to={viewAllPath} className={styles.viewAll}>
          {t('actions.viewAll')}
        </PathLink>
      </div>
      {rows === undefined ? (
        <p className={styles.empty}>{t('states.loading')}</p>
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
