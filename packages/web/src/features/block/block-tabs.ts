import type { BlockResponse } from '@tvmscan/api/contract';

export const BLOCK_TABS = ['transactions', 'value-flow', 'account-blocks', 'shard-hashes', 'messages'] as const;
export type BlockTab = (typeof BLOCK_TABS)[number];
export const DEFAULT_BLOCK_TAB: BlockTab = 'transactions';

/** The block's tabs: account blocks only when it has some, shard hashes only when it describes shards. */
export function blockTabs(answer: Pick<BlockResponse, 'accountBlocks' | 'shardsInfo'>): BlockTab[] {
  return BLOCK_TABS.filter((tab) => {
    if (tab === 'account-blocks') return answer.accountBlocks.length > 0;
    if (tab === 'shard-hashes') return answer.shardsInfo.length > 0;
    return true;
  });
}

/** The tab a path names, if the block has it; an absent tab is the default one, anything else is null. */
export function chosenBlockTab(tab: string | undefined, available: readonly BlockTab[]): BlockTab | null {
  if (tab === undefined) return DEFAULT_BLOCK_TAB;
  return available.find((candidate) => candidate === tab) ?? null;
}
