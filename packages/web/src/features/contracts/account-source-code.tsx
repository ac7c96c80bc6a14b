import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { contractLinks } from './contract-links.js';
import { ContractDetails } from './contract-details.js';
import styles from './contracts.module.css';
import { useVerifiedCode } from './use-contracts.js';

/** The account page's source-code tab: the verified contract the account runs, or the way to verify it. */
export function AccountSourceCode({ codeHash }: { codeHash: string | null }) {
  const { t } = useTranslation('contracts');
  const { t: tCommon } = useTranslation();
  const info = useVerifiedCode(codeHash);
  if (info.status === 'pending' && info.fetchStatus !== 'idle') return <p className={styles.notice}>{tCommon('states.loading')}</p>;
  if (info.data) return <ContractDetails contract={info.data} />;
  return (
    <p className={styles.notice}>
      {t('account.notVerified')} <Link {...contractLinks.verification}>{t('verifyButton')}</Link>
    </p>
  );
}
