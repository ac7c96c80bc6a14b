import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

/**
 * A grey placeholder of about the size of the value that is loading; screen readers hear 'Loading…' unless it is
 * `decorative`, one of many inside a single announced status.
 */
export function Skeleton({ width = '6em', decorative = false }: { width?: string; decorative?: boolean }) {
  const { t } = useTranslation();
  const style = { '--skeleton-width': width } as CSSProperties;
  if (decorative) return <span className={styles.skeleton} style={style} />;
  return <span className={styles.skeleton} style={style} role="status" aria-label={t('states.loading')} />;
}
