import styles from './status-badge.module.css';

export type BadgeTone = 'success' | 'failure' | 'warning' | 'info' | 'neutral';

/** A status as a coloured pill; `data-tone` names its colour for tests and styles. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-tone={tone}>
      {children}
    </span>
  );
}
