import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { TabBar } from '../../shared/detail-page/tab-bar.js';
import { links } from '../../shared/routes/links.js';
import { Executor } from '../executor/executor.js';
import { contractLinks } from './contract-links.js';
import { ContractDetails } from './contract-details.js';
import styles from './contracts.module.css';
import { useVerifiedCode } from './use-contracts.js';

/**
 * The account page's source-code tab (spec 001 §2): the Executor by default, reading and calling the contract with the
 * verified ABI or a pasted one, and Contract code (`/contract`): the verified contract's details and sources, or the
 * way to verify it.
 */
export function AccountSourceCode({ address, codeHash, view }: { address: string; codeHash: string | null; view: 'default' | 'contract' }) {
  const { t } = useTranslation('contracts');
  const { t: tExecutor } = useTranslation('executor');
  const { t: tCommon } = useTranslation();
  const info = useVerifiedCode(codeHash);
  const loading = info.status === 'pending' && info.fetchStatus !== 'idle';
  return (
    <div className={styles.sourceCode}>
      <TabBar
        label={tExecutor('views.label')}
        current={view}
        tabs={[
          { id: 'default', label: tExecutor('views.executor'), link: links.account(address, 'source-code') },
          { id: 'contract', label: tExecutor('views.contract'), link: links.account(address, 'source-code', 'contract') },
        ]}
      />
      {loading ? (
        <p className={styles.notice}>{tCommon('states.loading')}</p>
      ) : view === 'default' ? (
        <Executor address={address} verified={info.data ?? null} />
      ) : info.data ? (
        <ContractDetails contract={info.data} />
      ) : (
        <p className={styles.notice}>
          {t('account.notVerified')} <Link {...contractLinks.verification}>{t('verifyButton')}</Link>
        </p>
      )}
    </div>
  );
}
