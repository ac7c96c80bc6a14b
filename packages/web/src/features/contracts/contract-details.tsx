import { useTranslation } from 'react-i18next';
import type { ContractInfo } from '@tvmscan/api/contract';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import detailStyles from '../../shared/detail-page/detail-page.module.css';
import { DASH } from '../../shared/format/index.js';
import styles from './contracts.module.css';
import { InitialDataForm } from './initial-data-form.js';
import { languageOfPath } from './code-language.js';
import { LazyViewer } from './lazy-viewer.js';

/** A verified contract: its versions, licence and links, then its ABI and sources, each drawn when opened, and the initial-data form. */
export function ContractDetails({ contract }: { contract: ContractInfo }) {
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
      <section className={`${detailStyles.panel} ${styles.block}`} aria-label={t('contract.details')}>
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
      <section className={`${detailStyles.panel} ${styles.block}`} aria-label={t('contract.abi')}>
        <LazyViewer title={t('contract.abi')} text={() => JSON.stringify(contract.abi, null, 2)} language="json" />
      </section>
      <section className={`${detailStyles.panel} ${styles.sources} ${styles.block}`} aria-label={t('contract.sources')}>
        <h2>{t('contract.sources')}</h2>
        {contract.sources.map((source) => (
          <LazyViewer key={source.path} title={source.path} text={() => source.content} language={languageOfPath(source.path)} />
        ))}
      </section>
      <InitialDataForm contract={contract} />
    </>
  );
}
