import { DASH, formatDate, formatRelativeTime } from '../format/index.js';
import { useNowSeconds } from '../hooks/use-now-seconds.js';
import styles from './detail-page.module.css';

/** A time written out in the language in use, with how long ago it was beside it ('3 minutes ago') and an optional note. */
export function TimeValue({ unix, note }: { unix: number | null | undefined; note?: string }) {
  const now = useNowSeconds();
  if (unix == null) return DASH;
  const relative = formatRelativeTime(unix, now);
  return (
    <span className={styles.time}>
      <time dateTime={new Date(unix * 1000).toISOString()}>{formatDate(unix)}</time>
      {note === undefined ? ' ' : ` (${note}) `}
      <span className={styles.muted}>{relative}</span>
    </span>
  );
}
