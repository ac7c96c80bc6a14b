import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ShardInfo } from '@tvmscan/api/contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { StaticTable } from '../../shared/detail-page/static-table.js';
import { formatDate, HASH_LENGTHS, shardPrefix, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';

function shardColumns(t: TFunction<'block'>): TableColumn<ShardInfo>[] {
  return [
    {
      key: 'shard',
      header: t('shardHashes.shard'),
      cell: (shard) => `${shard.shardIdent.workchain}:${shardPrefix(shard.shardIdent.shardPrefix)}`,
    },
    {
      key: 'seqno',
      header: t('shardHashes.seqno'),
      cell: (shard) => <Link {...links.block(shard.rootHash)}>{shard.info.seqNo}</Link>,
      numeric: true,
    },
    { key: 'time', header: t('shardHashes.time'), cell: (shard) => formatDate(shard.genUtime) },
    { key: 'startLt', header: t('shardHashes.startLt'), cell: (shard) => shard.startLt, numeric: true },
    { key: 'endLt', header: t('shardHashes.endLt'), cell: (shard) => shard.endLt, numeric: true },
    { key: 'minRefMcSeqno', header: t('shardHashes.minRefMcSeqno'), cell: (shard) => shard.minRefMcSeqno, numeric: true },
    {
      key: 'rootHash',
      header: t('shardHashes.rootHash'),
      cell: (shard) => (
        <Link {...links.block(shard.rootHash)} title={shard.rootHash}>
          {shortenHash(shard.rootHash, HASH_LENGTHS.table)}
        </Link>
      ),
    },
  ];
}

/** The shard blocks a masterchain block describes. */
export function BlockShardHashes({ shards }: { shards: readonly ShardInfo[] }) {
  const { t } = useTranslation('block');
  const { t: tCommon } = useTranslation();
  const columns = useMemo(() => shardColumns(t), [t]);
  return (
    <StaticTable
      caption={t('shardHashes.caption')}
      columns={columns}
      rows={shards}
      rowKey={(shard) => shard.rootHash}
      emptyText={tCommon('states.noData')}
    />
  );
}
