import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

/** A grey placeholder of about the size of the value that is loading; screen readers hear 'Loading…'. */
export function Skeleton({ width = '6em' }: { width?: string }) {
  const { t } = useTranslation();
  return <span className={styles.skeleton} style={{ '--skeleton-width': width } as CSSProperties} role="status" aria-label={t('states.loading')} />;
}
