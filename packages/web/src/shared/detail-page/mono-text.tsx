import type { ReactNode } from 'react';
import styles from './detail-page.module.css';

/** Hashes, addresses and other machine text, in the monospace font and wrapping anywhere. */
export function MonoText({ children }: { children: ReactNode }) {
  return <span className={styles.mono}>{children}</span>;
}
