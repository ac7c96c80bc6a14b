import { Navigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BlockResponse } from '@tvmscan/api/contract';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import styles from '../../shared/detail-page/detail-page.module.css';
import { LoadingState, MissingState } from '../../shared/detail-page/page-state.js';
import { TabBar } from '../../shared/detail-page/tab-bar.js';
import { Trail } from '../../shared/detail-page/trail.js';
import { blockLabel } from '../../shared/format/index.js';
import { links, type AppLink } from '../../shared/routes/links.js';
import { BlockDetails } from './block-details.js';
import { BlockNeighbours } from './block-neighbours.js';
import { blockKeyFromHash, blockKeyFromSeqno, type BlockKey } from './block-key.js';
import { BlockTabPanel } from './block-tab-panel.js';
import { blockTabs, chosenBlockTab, DEFAULT_BLOCK_TAB } from './block-tabs.js';
import { BEFORE_HISTORY, useBlock } from './use-block.js';

/** `/blocks/{rootHash}/{tab?}` */
export function BlockByHashPage() {
  const { id, tab } = useParams({ from: '/blocks/$id/{-$tab}' });
  return <BlockScreen blockKey={blockKeyFromHash(id)} asked={id} linkTo={(chosen) => links.block(id, chosen)} tab={tab} />;
}

/** `/blocks/{workchain}/{shard}/{seqno}/{tab?}` */
export function BlockBySeqnoPage() {
  const { workchain, shard, seqno, tab } = useParams({ from: '/blocks/$workchain/$shard/$seqno/{-$tab}' });
  const linkTo = (chosen?: string) => links.blockBySeqno({ workchain, shard, seqno }, chosen);
  return <BlockScreen blockKey={blockKeyFromSeqno(workchain, shard, seqno)} asked={`${workchain}:${shard}:${seqno}`} linkTo={linkTo} tab={tab} />;
}

interface ScreenProps {
  /** Null when the path cannot name a block. */
  blockKey: BlockKey | null;
  /** The block as the path names it, for the 'not found' text. */
  asked: string;
  /** The link to one of the block's tabs (none: the default one), in the shape the visitor used. */
  linkTo: (tab?: string) => AppLink;
  tab: string | undefined;
}

function BlockScreen({ blockKey, asked, linkTo, tab }: ScreenProps) {
  if (blockKey === null) return <BlockMissing asked={asked} />;
  return <BlockLoader blockKey={blockKey} asked={asked} linkTo={linkTo} tab={tab} />;
}

function BlockMissing({ asked }: { asked: string }) {
  const { t } = useTranslation('block');
  return <MissingState title={t('notFound.title')} text={t('notFound.text', { id: asked })} />;
}

function BlockLoader({ blockKey, asked, linkTo, tab }: ScreenProps & { blockKey: BlockKey }) {
  const { t } = useTranslation('block');
  const { t: tCommon } = useTranslation();
  const query = useBlock(blockKey);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <MissingState title={tCommon('errors.unknown')} text={t('failed')} />;
  if (query.data === null) return <BlockMissing asked={asked} />;
  if (query.data === BEFORE_HISTORY) return <MissingState title={t('beforeHistory.title')} text={t('beforeHistory.text', { id: asked })} />;
  return <BlockView answer={query.data} linkTo={linkTo} tab={tab} />;
}

function BlockView({ answer, linkTo, tab }: { answer: BlockResponse; linkTo: ScreenProps['linkTo']; tab: string | undefined }) {
  const { t } = useTranslation('block');
  const { t: tDetails } = useTranslation('details');
  const { t: tCommon } = useTranslation();
  const { block } = answer;
  const label = blockLabel(block);
  const title = t('title', { label });
  usePageTitle(title);
  const available = blockTabs(answer);
  const current = chosenBlockTab(tab, available);
  if (current === null) return <Navigate {...linkTo()} replace />;
  const tabLink = (id: string) => linkTo(id === DEFAULT_BLOCK_TAB ? undefined : id);
  return (
    <div className={styles.page}>
      <Trail list={{ label: tCommon('nav.blocks'), link: links.blocks }} current={label} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        <BlockNeighbours previous={answer.prevBlock} next={answer.nextBlock} />
      </div>
      <BlockDetails block={block} />
      <TabBar label={tDetails('tabs')} current={current} tabs={available.map((id) => ({ id, label: t(`tabs.${id}`), link: tabLink(id) }))} />
      <BlockTabPanel tab={current} answer={answer} />
    </div>
  );
}
