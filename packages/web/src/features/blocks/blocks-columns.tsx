import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Block } from '@tvmscan/api/contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { formatDate, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';

export function blocksColumns(t: TFunction<'blocks'>): TableColumn<Block>[] {
  return [
    { key: 'seqno', header: t('table.seqno'), cell: (block) => block.seqno, numeric: true },
    { key: 'shard', header: t('table.shard'), cell: (block) => `${block.workchain}:${block.shard}` },
    { key: 'time', header: t('table.time'), cell: (block) => formatDate(block.genUtime) },
    { key: 'transactions', header: t('table.transactions'), cell: (block) => block.transactionCount, numeric: true },
    {
      key: 'rootHash',
      header: t('table.rootHash'),
      cell: (block) => (
        <Link {...links.block(block.rootHash)} title={block.rootHash}>
          {shortenHash(block.rootHash, HASH_LENGTHS.table)}
        </Link>
      ),
    },
  ];
}
