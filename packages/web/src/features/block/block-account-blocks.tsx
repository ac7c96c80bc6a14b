import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AccountBlock } from '@tvmscan/api/contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { useLocalPages } from '../../shared/detail-page/local-pages.js';
import { HASH_LENGTHS, shortenAddress, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';

/** Spec 000 §9: the account-blocks table shows 10 rows a page. */
export const ACCOUNT_BLOCKS_PAGE_SIZE = 10;
const ACCOUNT_BLOCKS_CSV_FILE = 'account-blocks.csv';

const csvColumns: CsvColumn<AccountBlock>[] = [
  { header: 'Account', value: (row) => row.address },
  { header: 'Transactions', value: (row) => row.transactionCount },
  { header: 'Old hash', value: (row) => row.oldHash },
  { header: 'New hash', value: (row) => row.newHash },
];

function accountBlockColumns(t: TFunction<'block'>): TableColumn<AccountBlock>[] {
  const hash = (value: string) => <span title={value}>{shortenHash(value, HASH_LENGTHS.table)}</span>;
  return [
    {
      key: 'account',
      header: t('accountBlocks.account'),
      cell: (row) => (
        <Link {...links.account(row.address)} title={row.address}>
          {shortenAddress(row.address, HASH_LENGTHS.table)}
        </Link>
      ),
    },
    { key: 'transactions', header: t('accountBlocks.transactions'), cell: (row) => row.transactionCount, numeric: true },
    { key: 'oldHash', header: t('accountBlocks.oldHash'), cell: (row) => hash(row.oldHash) },
    { key: 'newHash', header: t('accountBlocks.newHash'), cell: (row) => hash(row.newHash) },
  ];
}

/** The accounts the block changed, with their transaction counts and state hashes. */
export function BlockAccountBlocks({ accountBlocks }: { accountBlocks: readonly AccountBlock[] }) {
  const { t } = useTranslation('block');
  const list = useLocalPages(accountBlocks, ACCOUNT_BLOCKS_PAGE_SIZE);
  const columns = useMemo(() => accountBlockColumns(t), [t]);
  return (
    <CursorTable
      caption={t('accountBlocks.caption')}
      columns={columns}
      rowKey={(row) => row.address}
      list={list}
      csv={{ fileName: ACCOUNT_BLOCKS_CSV_FILE, columns: csvColumns }}
    />
  );
}
