import { Link } from '@tanstack/react-router';
import { DASH } from '../format/index.js';
import type { AppLink } from '../routes/links.js';
import styles from './detail-page.module.css';

/** A whole hash or address in monospace, a link when `link` is given; a dash when there is none. */
export function HashValue({ value, link }: { value: string | null | undefined; link?: AppLink }) {
  if (!value) return DASH;
  if (link) {
    return (
      <Link {...link} className={styles.hash}>
        {value}
      </Link>
    );
  }
  return <span className={styles.hash}>{value}</span>;
}
