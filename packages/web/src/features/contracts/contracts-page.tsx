import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ContractSummary } from '@tvmscan/api/contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { RowsTable } from '../../shared/cursor-table/rows-table.js';
import { CopyButton } from '../../shared/detail-page/copy-button.js';
import detailStyles from '../../shared/detail-page/detail-page.module.css';
import { HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { contractShortName } from './contract-id.js';
import { contractLinks } from './contract-links.js';
import styles from './contracts.module.css';
import { CONTRACTS_PAGE_SIZE, useContractList } from './use-contracts.js';
import { useVerifyClient } from './verify-client.js';

/** Contracts (spec 001 §2): the verified contracts, 20 a page, and the way to verify one. */
export function ContractsPage() {
  const { t } = useTranslation('contracts');
  const { t: tCommon } = useTranslation();
  const { t: tParts } = useTranslation('detailParts');
  const { page = 1 } = useSearch({ from: '/contracts' });
  const navigate = useNavigate({ from: '/contracts' });
  const service = useVerifyClient();
  const list = useContractList(page);
  const total = list.data?.total_count ?? 0;
  const pageCount = Math.max(Math.ceil(total / CONTRACTS_PAGE_SIZE), 1);
  const turn = (next: number) => void navigate({ search: next > 1 ? { page: next } : {} });
  const columns: TableColumn<ContractSummary>[] = [
    {
      key: 'codeHash',
      header: t('table.codeHash'),
      cell: (row) => (
        <span className={detailStyles.copyable}>
          <Link {...contractLinks.byId(row.code_hash)} className={detailStyles.hash} title={row.code_hash}>
            {shortenHash(row.code_hash, HASH_LENGTHS.breadcrumbs)}
          </Link>
          <CopyButton text={row.code_hash} label={tParts('copyNamed', { name: shortenHash(row.code_hash, HASH_LENGTHS.breadcrumbs) })} icon />
        </span>
      ),
    },
    { key: 'name', header: t('table.name'), cell: (row) => <span title={row.contract_name}>{contractShortName(row.contract_name)}</span> },
    { key: 'compiler', header: t('table.compiler'), cell: (row) => row.compiler_version },
    { key: 'linker', header: t('table.linker'), cell: (row) => row.linker_version },
  ];
  return (
    <ListPage title={t('title')}>
      <div className={styles.toolbar}>
        <Link {...contractLinks.verification} className={styles.action}>
          {t('verifyButton')}
        </Link>
      </div>
      {service === null ? (
        <p className={styles.notice}>{t('noService')}</p>
      ) : list.status === 'error' ? (
        <p className={styles.notice}>{t('failed')}</p>
      ) : list.status === 'pending' ? (
        <p className={styles.notice}>{tCommon('states.loading')}</p>
      ) : (
        <div className={tableStyles.panel}>
          <RowsTable
            caption={t('table.caption')}
            columns={columns}
            rows={list.data.data}
            rowKey={(row) => row.code_hash}
            emptyText={tCommon('states.noData')}
          />
          {pageCount > 1 && (
            <nav className={tableStyles.pager} aria-label={tParts('paging')}>
              <button type="button" className={tableStyles.button} disabled={page <= 1} onClick={() => turn(page - 1)}>
                {tParts('prev')}
              </button>
              <button type="button" className={tableStyles.button} disabled={page >= pageCount} onClick={() => turn(page + 1)}>
                {tParts('next')}
              </button>
            </nav>
          )}
        </div>
      )}
    </ListPage>
  );
}
