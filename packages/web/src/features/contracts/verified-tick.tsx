import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePaintedSinceMount } from '../../shared/hooks/use-painted-since-mount.js';
import { contractLinks } from './contract-links.js';
import styles from './contracts.module.css';
import { useVerifiedCode } from './use-contracts.js';

/**
 * A tick beside an account's heading when the code it runs is a verified contract's, linking to that contract. It asks
 * once the heading has painted, which on a slow phone it would otherwise hold up.
 */
export function VerifiedTick({ codeHash }: { codeHash: string | null }) {
  const { t } = useTranslation('contracts');
  const info = useVerifiedCode(usePaintedSinceMount() ? codeHash : null);
  if (!info.data) return null;
  return (
    <Link {...contractLinks.byId(info.data.code_hash)} className={styles.tick} title={info.data.contract_name}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('account.verified')}
    </Link>
  );
}
