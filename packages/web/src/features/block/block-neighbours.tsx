import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BlockId } from '@tvmscan/api/contract';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { blockLabel } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import styles from './block.module.css';

/** Links to the previous and next block of the same workchain and shard, by seqno. */
export function BlockNeighbours({ previous, next }: { previous: BlockId | null; next: BlockId | null }) {
  const { t } = useTranslation('block');
  return (
    <nav aria-label={t('neighbours.label')} className={styles.neighbours}>
      <NeighbourLink block={previous} text={`‹ ${t('neighbours.previous')}`} />
      <NeighbourLink block={next} text={`${t('neighbours.next')} ›`} />
    </nav>
  );
}

function NeighbourLink({ block, text }: { block: BlockId | null; text: string }) {
  if (!block) {
    return (
      <span className={tableStyles.button} aria-disabled="true">
        {text}
      </span>
    );
  }
  return (
    <Link {...links.blockBySeqno(block)} className={tableStyles.button} title={blockLabel(block)}>
      {text}
    </Link>
  );
}
