import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ContractInfo } from '@tvmscan/api/contract';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import detailStyles from '../../shared/detail-page/detail-page.module.css';
import { DASH, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import listStyles from '../../shared/list-page/list-page.module.css';
import { contractShortName, readContractId } from './contract-id.js';
import styles from './contracts.module.css';
import { LazyViewer } from './lazy-viewer.js';
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

function ContractDetails({ contract }: { contract: ContractInfo }) {
  const { t } = useTranslation('contracts');
  const link = (url: string | null) =>
    url ? (
      <a href={url} rel="noreferrer noopener" target="_blank">
        {url}
      </a>
    ) : (
      DASH
    );
  return (
    <>
      <section className={detailStyles.panel} aria-label={t('contract.details')}>
        <DetailsList
          items={[
            { key: 'codeHash', label: t('contract.codeHash'), value: <HashValue value={contract.code_hash} /> },
            { key: 'name', label: t('contract.name'), value: contract.contract_name },
            { key: 'compiler', label: t('contract.compiler'), value: contract.compiler_version },
            { key: 'linker', label: t('contract.linker'), value: contract.linker_version },
            { key: 'license', label: t('contract.license'), value: contract.license ?? DASH },
            { key: 'projectLink', label: t('contract.projectLink'), value: link(contract.project_link) },
            { key: 'auditUrl', label: t('contract.auditUrl'), value: link(contract.audit_url) },
          ]}
        />
      </section>
      <section className={detailStyles.panel} aria-label={t('contract.abi')}>
        <LazyViewer title={t('contract.abi')} text={() => JSON.stringify(contract.abi, null, 2)} />
      </section>
      <section className={`${detailStyles.panel} ${styles.sources}`} aria-label={t('contract.sources')}>
        <h2>{t('contract.sources')}</h2>
        {contract.sources.map((source) => (
          <LazyViewer key={source.path} title={source.path} text={() => source.content} />
        ))}
      </section>
    </>
  );
}
