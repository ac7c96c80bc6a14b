import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DASH, HASH_LENGTHS, shortenHash } from '../format/index.js';
import type { AppLink } from '../routes/links.js';
import { CopyButton } from './copy-button.js';
import styles from './detail-page.module.css';

/** A whole hash or address in monospace, a link when `link` is given, with a button copying it; a dash when there is none. */
export function HashValue({ value, link }: { value: string | null | undefined; link?: AppLink }) {
  const { t } = useTranslation('detailParts');
  if (!value) return DASH;
  return (
    <span className={styles.copyable}>
      {link ? (
        <Link {...link} className={styles.hash}>
          {value}
        </Link>
      ) : (
        <span className={styles.hash}>{value}</span>
      )}
      <CopyButton text={value} label={t('copyNamed', { name: shortenHash(value, HASH_LENGTHS.breadcrumbs) })} icon />
    </span>
  );
}
