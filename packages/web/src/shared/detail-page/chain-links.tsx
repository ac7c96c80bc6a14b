import { DASH, HASH_LENGTHS, shortenAddress, shortenHash } from '../format/index.js';
import { paths } from '../routes/paths.js';
import { PathLink } from '../ui/path-link.js';
import styles from './detail-page.module.css';

interface Props {
  /** Show the whole value (detail rows) or a shortened one (tables). */
  full?: boolean;
}

export function AccountLink({ address, full = false }: Props & { address: string | null }) {
  if (!address) return DASH;
  return (
    <PathLink to={paths.account(address)} title={address} className={styles.mono}>
      {full ? address : shortenAddress(address, HASH_LENGTHS.table)}
    </PathLink>
  );
}

export function TransactionLink({ hash, full = false }: Props & { hash: string | null }) {
  if (!hash) return DASH;
  return (
    <PathLink to={paths.transaction(hash)} title={hash} className={styles.mono}>
      {full ? hash : shortenHash(hash, HASH_LENGTHS.table)}
    </PathLink>
  );
}

export function MessageLink({ hash, full = false }: Props & { hash: string | null }) {
  if (!hash) return DASH;
  return (
    <PathLink to={paths.message(hash)} title={hash} className={styles.mono}>
      {full ? hash : shortenHash(hash, HASH_LENGTHS.table)}
    </PathLink>
  );
}
