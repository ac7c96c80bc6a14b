import type { BlockResponse } from '@tvmscan/api/contract';
import { BlockAccountBlocks } from './block-account-blocks.js';
import { BlockMessages } from './block-messages.js';
import { BlockShardHashes } from './block-shard-hashes.js';
import type { BlockTab } from './block-tabs.js';
import { BlockTransactions } from './block-transactions.js';
import { BlockValueFlow } from './block-value-flow.js';

export function BlockTabPanel({ tab, answer }: { tab: BlockTab; answer: BlockResponse }) {
  switch (tab) {
    case 'transactions':
      return <BlockTransactions rootHash={answer.block.rootHash} />;
    case 'value-flow':
      return <BlockValueFlow valueFlow={answer.block.valueFlow} />;
    case 'account-blocks':
      return <BlockAccountBlocks accountBlocks={answer.accountBlocks} />;
    case 'shard-hashes':
      return <BlockShardHashes shards={answer.shardsInfo} />;
    case 'messages':
      return <BlockMessages rootHash={answer.block.rootHash} />;
  }
}
