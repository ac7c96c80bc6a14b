import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '@tvmscan/api/contract';
import styles from '../../shared/detail-page/detail-page.module.css';
import { DetailsList, type DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { MoreDetailsToggle } from '../../shared/detail-page/more-details-toggle.js';
import { yesNo } from '../../shared/detail-page/yes-no.js';
import { TimeValue } from '../../shared/detail-page/time-value.js';
import { DASH, groupThousands } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';

/** The block's main details and, behind the toggle, every field of its block info (spec 000 §3). */
export function BlockDetails({ block }: { block: Block }) {
  const { t } = useTranslation('block');
  const { t: tDetails } = useTranslation('details');
  const [open, setOpen] = useState(false);
  const extraId = useId();
  const main: DetailItem[] = [
    { key: 'rootHash', label: t('main.rootHash'), value: <HashValue value={block.rootHash} /> },
    { key: 'fileHash', label: t('main.fileHash'), value: <HashValue value={block.fileHash} /> },
    { key: 'workchain', label: t('main.workchain'), value: block.workchain },
    { key: 'shard', label: t('main.shard'), value: <span className={styles.hash}>{block.shard}</span> },
    { key: 'seqno', label: t('main.seqno'), value: groupThousands(String(block.seqno)) },
    {
      key: 'time',
      label: t('main.time'),
      value: <TimeValue unix={block.genUtime} note={t('main.unixTime', { time: block.genUtime })} />,
    },
    { key: 'transactionCount', label: t('main.transactionCount'), value: block.transactionCount },
    { key: 'messages', label: t('main.messages'), value: `${block.inMsgCount} / ${block.outMsgCount}` },
    { key: 'keyBlock', label: t('main.keyBlock'), value: yesNo(tDetails, block.isKeyBlock) },
    { key: 'mcSeqno', label: t('main.mcSeqno'), value: groupThousands(String(block.mcSeqno)) },
  ];
  return (
    <section className={styles.panel} aria-label={t('main.label')}>
      <DetailsList items={main} />
      <MoreDetailsToggle open={open} controls={extraId} onToggle={() => setOpen(!open)} />
      <section id={extraId} hidden={!open} aria-label={t('extra.label')}>
        {open && <DetailsList items={extraItems(block, t, tDetails)} />}
      </section>
    </section>
  );
}

type BlockT = TFunction<'block'>;
type DetailsT = TFunction<'details'>;

function extraItems(block: Block, t: BlockT, tDetails: DetailsT): DetailItem[] {
  const info = block.blockInfo;
  const flag = (value: boolean) => yesNo(tDetails, value);
  return [
    { key: 'startLt', label: t('extra.startLt'), value: info.startLt },
    { key: 'endLt', label: t('extra.endLt'), value: info.endLt },
    { key: 'version', label: t('extra.version'), value: info.version },
    { key: 'afterMerge', label: t('extra.afterMerge'), value: flag(info.afterMerge) },
    { key: 'beforeSplit', label: t('extra.beforeSplit'), value: flag(info.beforeSplit) },
    { key: 'afterSplit', label: t('extra.afterSplit'), value: flag(info.afterSplit) },
    { key: 'wantSplit', label: t('extra.wantSplit'), value: flag(info.wantSplit) },
    { key: 'wantMerge', label: t('extra.wantMerge'), value: flag(info.wantMerge) },
    { key: 'vertSeqNo', label: t('extra.vertSeqNo'), value: info.vertSeqNo },
    { key: 'genValidatorListHashShort', label: t('extra.genValidatorListHashShort'), value: info.genValidatorListHashShort },
    { key: 'genCatchainSeqno', label: t('extra.genCatchainSeqno'), value: info.genCatchainSeqno },
    { key: 'minRefMcSeqno', label: t('extra.minRefMcSeqno'), value: info.minRefMcSeqno },
    { key: 'masterRef', label: t('extra.masterRef'), value: info.masterRef?.seqNo ?? DASH },
    ...previousItems(block, t),
    { key: 'parentShard', label: t('extra.parentShard'), value: shardText(block.workchain, block.shardRelations.parent) },
    { key: 'leftChild', label: t('extra.leftChild'), value: shardText(block.workchain, block.shardRelations.leftChild) },
    { key: 'rightChild', label: t('extra.rightChild'), value: shardText(block.workchain, block.shardRelations.rightChild) },
    { key: 'genSoftwareVersion', label: t('extra.genSoftwareVersion'), value: block.genSoftwareVersion ?? DASH },
    { key: 'prevKeyBlock', label: t('extra.prevKeyBlock'), value: block.prevKeyBlock },
  ];
}

function previousItems(block: Block, t: BlockT): DetailItem[] {
  const { prev } = block;
  if (prev.kind === 'Block') {
    return [{ key: 'prev', label: t('extra.prev'), value: <PreviousLink workchain={block.workchain} shard={block.shard} {...prev} /> }];
  }
  return [
    { key: 'prev1', label: t('extra.prev1'), value: <PreviousLink workchain={block.workchain} {...prev.prev1} /> },
    { key: 'prev2', label: t('extra.prev2'), value: <PreviousLink workchain={block.workchain} {...prev.prev2} /> },
  ];
}

function PreviousLink({ workchain, shard, seqno, rootHash }: { workchain: number; shard: string; seqno: number; rootHash: string }) {
  return (
    <Link {...links.block(rootHash)} title={rootHash}>
      {`${workchain}:${shard}:${seqno}`}
    </Link>
  );
}

function shardText(workchain: number, shard: string | null): string {
  return shard === null ? DASH : `${workchain}:${shard}`;
}
