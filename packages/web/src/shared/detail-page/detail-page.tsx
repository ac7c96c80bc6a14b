import type { ReactNode } from 'react';
import { usePageTitle } from '../config/use-page-title.js';
import type { AppLink } from '../routes/links.js';
import { Trail } from './trail.js';
import styles from './detail-page.module.css';

interface Props {
  /** The page title's thing: '{title} | {network}'. */
  title: string;
  /** The list the entity belongs to, for the breadcrumbs. */
  list: { label: string; link: AppLink };
  /** The entity's breadcrumb (a shortened hash or address). */
  crumb: string;
  heading: ReactNode;
  children: ReactNode;
}

/** The frame of a detail page: title, breadcrumbs (main › list › entity), heading and the page's panels. */
export function DetailPage({ title, list, crumb, heading, children }: Props) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <Trail list={list} current={crumb} />
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
