import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { paths } from '../../shared/routes/paths.js';
import { PathLink } from '../../shared/ui/path-link.js';
import styles from './detail-parts.module.css';

interface Props {
  /** The page title's thing: '{title} | {network}'. */
  title: string;
  /** The list the entity belongs to, for the breadcrumbs. */
  list: { label: string; path: string };
  /** The entity's breadcrumb (a shortened hash or address). */
  crumb: string;
  heading: ReactNode;
  children: ReactNode;
}

/** The frame of a detail page: title, breadcrumbs (main › list › entity), heading and the page's panels. */
export function DetailPage({ title, list, crumb, heading, children }: Props) {
  const { t } = useTranslation('detailParts');
  const { t: tCommon } = useTranslation();
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <ol>
          <li>
            <PathLink to={paths.main}>{tCommon('nav.main')}</PathLink>
          </li>
          <li>
            <PathLink to={list.path}>{list.label}</PathLink>
          </li>
          <li aria-current="page">{crumb}</li>
        </ol>
      </nav>
      {heading}
      {children}
    </div>
  );
}

/** A bordered panel with an optional heading. */
export function DetailPanel({ title, children, labelledBy }: { title?: string; children: ReactNode; labelledBy?: string }) {
  return (
    <section className={styles.panel} aria-labelledby={labelledBy}>
      {title !== undefined && (
        <h2 id={labelledBy} className={styles.panelTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** The text shown in place of an empty list or diagram. */
export function NoData() {
  const { t } = useTranslation();
  return <p className={styles.noData}>{t('states.noData')}</p>;
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className={styles.noData} role="status">
      {t('states.loading')}
    </p>
  );
}
