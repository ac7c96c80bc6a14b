import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { blockLabel, formatDate, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { useLatestBlocks } from './main-queries.js';
import { Panel } from './panel.js';
import styles from './main-page.module.css';

export function LatestBlocks() {
  const { t } = useTranslation('main');
  const { data, isError } = useLatestBlocks();
  const rows = (isError ? [] : data?.blocks)?.map((block) => ({
    key: block.rootHash,
    main: (
      <Link {...links.block(block.rootHash)} className={styles.mono}>
        {blockLabel(block)}
      </Link>
    ),
    sub: <span className={styles.mono}>{shortenHash(block.rootHash, HASH_LENGTHS.table)}</span>,
    aside: `${t('columns.transactions')}: ${block.transactionCount}`,
    asideSub: formatDate(block.genUtime),
  }));
  return <Panel id="latest-blocks" title={t('panels.latestBlocks')} viewAll={links.blocks} rows={rows} />;
}
