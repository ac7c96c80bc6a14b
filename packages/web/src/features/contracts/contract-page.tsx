import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import listStyles from '../../shared/list-page/list-page.module.css';
import { contractShortName, readContractId } from './contract-id.js';
import styles from './contracts.module.css';
import { ContractDetails } from './contract-details.js';
import { useContractInfo } from './use-contracts.js';
import { VerificationForm } from './verification-form.js';
import { ContractsTrail } from './verification-page.js';

/** Verification by id (spec 001 §2): the verified contract a code hash or an address names, else the form. */
export function ContractPage() {
  const { id } = useParams({ from: '/contracts/$id' });
  const { t } = useTranslation('contracts');
  const { t: tCommon } = useTranslation();
  const short = shortenHash(id, HASH_LENGTHS.breadcrumbs);
  usePageTitle(t('contract.title', { id: short }));
  const info = useContractInfo(readContractId(id));
  return (
    <div className={listStyles.page}>
      <ContractsTrail current={short} />
      <h1 className={listStyles.title}>{info.data ? contractShortName(info.data.contract_name) : t('contract.title', { id: short })}</h1>
      {info.status === 'pending' && info.fetchStatus !== 'idle' ? (
        <p className={styles.notice}>{tCommon('states.loading')}</p>
      ) : info.status === 'error' ? (
        <p className={styles.notice}>{t('verification.errors.failed')}</p>
      ) : info.data ? (
        <ContractDetails contract={info.data} />
      ) : (
        <>
          <p className={styles.notice}>{t('contract.unknown')}</p>
          <VerificationForm presetId={id} />
        </>
      )}
    </div>
  );
}
