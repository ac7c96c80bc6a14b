import { Link } from '@tanstack/react-router';
import { DASH, HASH_LENGTHS, shortenAddress, shortenHash } from '../format/index.js';
import { links } from '../routes/links.js';
import styles from './detail-page.module.css';

interface Props {
  /** Show the whole value (detail rows) or a shortened one (tables). */
  full?: boolean;
}

export function AccountLink({ address, full = false }: Props & { address: string | null }) {
  if (!address) return DASH;
  // An external address (`extern:hex`, packages/api/API.md) names no account to open.
  if (address.startsWith('extern:')) return <span className={styles.mono}>{address}</span>;
  return (
    <Link {...links.account(address)} title={address} className={styles.mono}>
      {full ? address : shortenAddress(address, HASH_LENGTHS.table)}
    </Link>
  );
}

export function TransactionLink({ hash, full = false }: Props & { hash: string | null }) {
  if (!hash) return DASH;
  return (
    <Link {...links.transaction(hash)} title={hash} className={styles.mono}>
      {full ? hash : shortenHash(hash, HASH_LENGTHS.table)}
    </Link>
  );
}

export function MessageLink({ hash, full = false }: Props & { hash: string | null }) {
  if (!hash) return DASH;
  return (
    <Link {...links.message(hash)} title={hash} className={styles.mono}>
      {full ? hash : shortenHash(hash, HASH_LENGTHS.table)}
    </Link>
  );
}
