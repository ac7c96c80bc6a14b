import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from '../../shared/detail-page/page-state.js';
import styles from './token-lists.module.css';

/** The part of a page a registry query fills: loading, its failure told as `failed`, then `children` of its data. */
export function QueryState<Data>({ query, failed, children }: { query: UseQueryResult<Data>; failed: string; children: (data: Data) => ReactNode }) {
  if (query.status === 'pending') return <Loading />;
  if (query.status === 'error') {
    return (
      <p className={styles.formError} role="alert">
        {failed}
      </p>
    );
  }
  return children(query.data);
}
