import { links, type AppLink } from '../../shared/routes/links.js';

/** The account page's tabs (spec 000 §2, spec 001 §2), messages first as the default of most accounts. */
export const ACCOUNT_TABS = [
  'messages',
  'transactions',
  'history',
  'token-transactions',
  'token-balances',
  'holders',
  'items',
  'multi',
  'nft-transactions',
  'source-code',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
/** The tabs only a network with a token API has. */
export const TOKEN_TABS: readonly AccountTab[] = ['token-transactions', 'token-balances', 'holders'];
/** The NFT tabs, which the token API serves too. */
export const NFT_TABS: readonly AccountTab[] = ['items', 'multi', 'nft-transactions'];

/** What an account is to the NFT tables: an NFT, a collection, or neither ('other'). */
export type NftRole = 'nft' | 'collection' | 'other';

/**
 * What decides the token and NFT tabs: whether the network has a token API, whether the account is a token root
 * (unknown while it loads), and its NFT role (undefined while it loads, null when it could not be read).
 */
export interface TokenFacts {
  tokensIndexed: boolean;
  isRoot: boolean | undefined;
  nftRole?: NftRole | null | undefined;
}

/**
 * The tabs an account has: token transactions wherever tokens are indexed, token balances for accounts that are
 * not token roots, holders for token roots only (spec 001 §2); neither of the last two while that is unknown.
 * Items and multi-tokens for collections and for accounts that are no NFT (their own items and multi-token wallets),
 * NFT transactions for NFTs, collections and those accounts; none while the NFT role is unknown.
 */
export function accountTabs({ tokensIndexed, isRoot, nftRole }: TokenFacts): AccountTab[] {
  const holdsItems = tokensIndexed && (nftRole === 'collection' || nftRole === 'other');
  const present: Record<AccountTab, boolean> = {
    messages: true,
    transactions: true,
    history: true,
    'token-transactions': tokensIndexed,
    'token-balances': tokensIndexed && isRoot === false,
    holders: tokensIndexed && isRoot === true,
    items: holdsItems,
    multi: holdsItems,
    'nft-transactions': holdsItems || (tokensIndexed && nftRole === 'nft'),
    'source-code': true,
  };
  return ACCOUNT_TABS.filter((tab) => present[tab]);
}

/** The default tab: nft-transactions for an NFT, items for a collection, messages for any other account (spec 001 §2). */
export function defaultAccountTab(nftRole: NftRole | null): AccountTab {
  return nftRole === 'nft' ? 'nft-transactions' : nftRole === 'collection' ? 'items' : 'messages';
}

/** The tab a path segment names; 'default' when it names none (the default tab depends on the account); null for anything else. */
export function accountTabOf(segment: string | undefined): AccountTab | 'default' | null {
  if (segment === undefined || segment === '') return 'default';
  return (ACCOUNT_TABS as readonly string[]).includes(segment) ? (segment as AccountTab) : null;
}

/** A tab's view: the source-code tab has the Executor (by default) and Contract code (`/contract`, spec 001 §2); no other tab has views. */
export type TabView = 'default' | 'contract';

/** The view a path segment after the tab names; null for a view the tab does not have. */
export function tabViewOf(tab: AccountTab, segment: string | undefined): TabView | null {
  if (segment === undefined || segment === '') return 'default';
  return tab === 'source-code' && segment === 'contract' ? 'contract' : null;
}

/** A tab's link: the account's bare address for its default tab, the tab's own path for every other. */
export function accountTabLink(address: string, tab: AccountTab, defaultTab: AccountTab = 'messages'): AppLink {
  return links.account(address, tab === defaultTab ? undefined : tab);
}

/** Rows per page of the account's messages and transactions (spec 000 §9). */
export const ACCOUNT_PAGE_SIZE = 10;
/** Rows per page of an account's token balances and of a root's holders (spec 001 §9). */
export const TOKEN_HOLDINGS_PAGE_SIZE = 10;
/** Rows per page of the NFT lists (spec 001 §9). */
export const NFT_ITEMS_PAGE_SIZE = 20;
/** Events per page of an NFT event list (spec 001 §9). */
export const NFT_EVENTS_PAGE_SIZE = 10;
