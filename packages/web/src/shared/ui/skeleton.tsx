import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './skeleton.module.css';

/**
 * A grey placeholder of about the size of the value that is loading; screen readers hear 'Loading…' unless it is
 * `decorative`, one of many inside a `SkeletonGroup`, which announces and animates them together. A decorative one
 * asks for no text: a loading screen shows a hundred of them, and each translation hook is work on the first render.
 */
export function Skeleton({ width = '6em', decorative = false }: { width?: string; decorative?: boolean }) {
  const style = { '--skeleton-width': width } as CSSProperties;
  return decorative ? <span className={styles.skeleton} style={style} /> : <AnnouncedSkeleton style={style} />;
}

function AnnouncedSkeleton({ style }: { style: CSSProperties }) {
  const { t } = useTranslation();
  return <span className={`${styles.skeleton} ${styles.pulse}`} style={style} role="status" aria-label={t('states.loading')} />;
}

/** Decorative skeletons loading as one: a single 'Loading…' status, `label`, pulsing as one. */
export function SkeletonGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={label} className={styles.pulse}>
      {children}
    </div>
  );
}
