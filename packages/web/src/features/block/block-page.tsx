import { Navigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BlockResponse } from '@tvmscan/api/contract';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import styles from '../../shared/detail-page/detail-page.module.css';
import { LoadingState, MissingState } from '../../shared/detail-page/page-state.js';
import { TabBar } from '../../shared/detail-page/tab-bar.js';
import { Trail } from '../../shared/detail-page/trail.js';
import { blockLabel } from '../../shared/format/index.js';
import { paths } from '../../shared/routes/paths.js';
import { BlockDetails } from './block-details.js';
import { BlockNeighbours } from './block-neighbours.js';
import { blockKeyFromHash, blockKeyFromSeqno, type BlockKey } from './block-key.js';
import { BlockTabPanel } from './block-tab-panel.js';
import { blockTabs, chosenBlockTab, DEFAULT_BLOCK_TAB } from './block-tabs.js';
import { useBlock } from './use-block.js';

/** `/blocks/{rootHash}/{tab?}` */
export function BlockByHashPage() {
  const { id, tab } = useParams({ from: '/blocks/$id/{-$tab}' });
  return <BlockScreen blockKey={blockKeyFromHash(id)} asked={id} base={`/blocks/${id}`} tab={tab} />;
}

/** `/blocks/{workchain}/{shard}/{seqno}/{tab?}` */
export function BlockBySeqnoPage() {
  const { workchain, shard, seqno, tab } = useParams({ from: '/blocks/$workchain/$shard/$seqno/{-$tab}' });
  const base = `/blocks/${workchain}/${shard}/${seqno}`;
  return <BlockScreen blockKey={blockKeyFromSeqno(workchain, shard, seqno)} asked={`${workchain}:${shard}:${seqno}`} base={base} tab={tab} />;
}

interface ScreenProps {
  /** Null when the path cannot name a block. */
  blockKey: BlockKey | null;
  /** The block as the path names it, for the 'not found' text. */
  asked: string;
  /** The path of the block's default tab, in the shape the visitor used. */
  base: string;
  tab: string | undefined;
}

function BlockScreen({ blockKey, asked, base, tab }: ScreenProps) {
  if (blockKey === null) return <BlockMissing asked={asked} />;
  return <BlockLoader blockKey={blockKey} asked={asked} base={base} tab={tab} />;
}

function BlockMissing({ asked }: { asked: string }) {
  const { t } = useTranslation('block');
  return <MissingState title={t('notFound.title')} text={t('notFound.text', { id: asked })} />;
}

function BlockLoader({ blockKey, asked, base, tab }: ScreenProps & { blockKey: BlockKey }) {
  const { t } = useTranslation('block');
  const { t: tCommon } = useTranslation();
  const query = useBlock(blockKey);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <MissingState title={tCommon('errors.unknown')} text={t('failed')} />;
  if (query.data === null) return <BlockMissing asked={asked} />;
  return <BlockView answer={query.data} base={base} tab={tab} />;
}

function BlockView({ answer, base, tab }: { answer: BlockResponse; base: string; tab: string | undefined }) {
  const { t } = useTranslation('block');
  const { t: tDetails } = useTranslation('details');
  const { t: tCommon } = useTranslation();
  const { block } = answer;
  const label = blockLabel(block);
  const title = t('title', { label });
  usePageTitle(title);
  const available = blockTabs(answer);
  const current = chosenBlockTab(tab, available);
  if (current === null) return <Navigate to={base} replace />;
  const tabLink = (id: string) => (id === DEFAULT_BLOCK_TAB ? base : `${base}/${id}`);
  return (
    <div className={styles.page}>
      <Trail list={{ label: tCommon('nav.blocks'), to: paths.blocks }} current={label} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <BlockNeighbours previous={answer.prevBlock} next={answer.nextBlock} />
      </div>
      <BlockDetails block={block} />
      <TabBar
        label={tDetails('tabs')}
        current={current}
        tabs={available.map((id) => ({ id, label: t(`tabs.${id}`), to: tabLink(id) }))}
      />
      <BlockTabPanel tab={current} answer={answer} />
    </div>
  );
}
