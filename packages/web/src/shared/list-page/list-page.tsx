import type { ReactNode } from 'react';
import { usePageTitle } from '../config/use-page-title.js';
import { Breadcrumbs } from './breadcrumbs.js';
import styles from './list-page.module.css';

interface Props {
  /** The list's name: its heading, its breadcrumb and the first part of the page title. */
  title: string;
  children: ReactNode;
}

/** The frame of a list page: title '{thing} | {network}', breadcrumbs, heading, then the page's panels. */
export function ListPage({ title, children }: Props) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <Breadcrumbs current={title} />
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
