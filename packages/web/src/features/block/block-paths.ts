import type { BlockId } from '@tvmscan/api/contract';

/** The block page by workchain, shard and seqno (spec 000 §2), the shape its previous and next links take. */
export function blockBySeqnoPath(block: Pick<BlockId, 'workchain' | 'shard' | 'seqno'>): string {
  return `/blocks/${block.workchain}/${block.shard}/${block.seqno}`;
}
