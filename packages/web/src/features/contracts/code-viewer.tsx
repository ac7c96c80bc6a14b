import styles from './contracts.module.css';

/** A read-only view of a source or the ABI: monospace, 10 to 30 lines high, scrolling beyond. */
export function CodeViewer({ text, label }: { text: string; label: string }) {
  return (
    <pre className={styles.code} aria-label={label} tabIndex={0}>
      {text}
    </pre>
  );
}
