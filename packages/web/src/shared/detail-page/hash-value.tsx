import { DASH } from '../format/index.js';
import { PathLink } from '../ui/path-link.js';
import styles from './detail-page.module.css';

/** A whole hash or address in monospace, a link when `to` is given; a dash when there is none. */
export function HashValue({ value, to }: { value: string | null | undefined; to?: string }) {
  if (!value) return DASH;
  if (to) {
    return (
      <PathLink to={to} className={styles.hash}>
        {value}
      </PathLink>
    );
  }
  return <span className={styles.hash}>{value}</span>;
}
