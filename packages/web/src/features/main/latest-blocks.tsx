import { useTranslation } from 'react-i18next';
import { blockLabel, formatDate, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { paths } from '../../shared/routes/paths.js';
import { PathLink } from '../../shared/ui/path-link.js';
import { useLatestBlocks } from './main-queries.js';
import { Panel } from './panel.js';
import styles from './main-page.module.css';

export function LatestBlocks() {
  const { t } = useTranslation('main');
  const { data, isError } = useLatestBlocks();
  const rows = (isError ? [] : data?.blocks)?.map((block) => ({
    key: block.rootHash,
    main: (
      <PathLink to={paths.block(block.rootHash)} className={styles.mono}>
        {blockLabel(block)}
      </PathLink>
    ),
    sub: <span className={styles.mono}>{shortenHash(block.rootHash, HASH_LENGTHS.table)}</span>,
    aside: `${t('columns.transactions')}: ${block.transactionCount}`,
    asideSub: formatDate(block.genUtime),
  }));
  return <Panel id="latest-blocks" title={t('panels.latestBlocks')} viewAllPath={paths.blocks} rows={rows} />;
}
