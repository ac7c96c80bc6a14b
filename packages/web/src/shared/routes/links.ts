import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import type { BlockId } from '@tvmscan/api/contract';

/** A link to a screen of the app, as the route tree types it: spread into `<Link>` or given to `navigate`. */
export type AppLink = LinkOptions;

/** A block named by workchain, shard and seqno, as numbers (an answer) or as the path's text. */
type BlockBySeqno = { [Field in 'workchain' | 'shard' | 'seqno']: BlockId[Field] | string };

/** A link is the current page (`aria-current`) only on the very path it names, not on the paths below it. */
const activeOptions = { exact: true } as const;

/** Links to the explorer's screens (spec 000 §2); each path is the route tree's own, checked by the router's types. */
export const links = {
  main: linkOptions({ to: '/', activeOptions }),
  blocks: linkOptions({ to: '/blocks', activeOptions }),
  transactions: linkOptions({ to: '/transactions', activeOptions }),
  messages: linkOptions({ to: '/messages', activeOptions }),
  accounts: linkOptions({ to: '/accounts', activeOptions }),
  validators: linkOptions({ to: '/validators', activeOptions }),
  config: linkOptions({ to: '/config', activeOptions }),
  /** The token screens of spec 001 §2. */
  tokens: linkOptions({ to: '/tokens', activeOptions }),
  tokensTransactions: linkOptions({ to: '/tokens-transactions', activeOptions }),
  /** The NFT collections list of spec 001 §2. */
  collections: linkOptions({ to: '/collections', activeOptions }),
  tokenLists: linkOptions({ to: '/token-lists', activeOptions }),
  /** The verified contracts and the verification form of spec 001 §2. */
  contracts: linkOptions({ to: '/contracts', activeOptions }),
  contractVerification: linkOptions({ to: '/contracts/verification', activeOptions }),
  configPage: (page: string) => linkOptions({ to: '/config/$', params: { _splat: page }, activeOptions }),
  /** A block by its root hash; no tab is the default one. */
  block: (rootHash: string, tab?: string) => linkOptions({ to: '/blocks/$id/{-$tab}', params: { id: rootHash, tab }, activeOptions }),
  /** A block by workchain, shard and seqno, the shape its previous and next links take. */
  blockBySeqno: ({ workchain, shard, seqno }: BlockBySeqno, tab?: string) =>
    linkOptions({
      to: '/blocks/$workchain/$shard/$seqno/{-$tab}',
      params: { workchain: String(workchain), shard, seqno: String(seqno), tab },
      activeOptions,
    }),
  account: (address: string, tab?: string, view?: string) =>
    linkOptions({ to: '/accounts/$id/{-$tab}/{-$view}', params: { id: address, tab, view }, activeOptions }),
  transaction: (hash: string, tab?: string) => linkOptions({ to: '/transactions/$id/{-$tab}', params: { id: hash, tab }, activeOptions }),
  message: (hash: string) => linkOptions({ to: '/messages/$id', params: { id: hash }, activeOptions }),
};
