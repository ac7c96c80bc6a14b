import type { AccountKind } from '@tvmscan/api/contract';
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

/** An account's NFT role as its kind tells it (an NFT or multi-token collection is a collection). */
export function nftRoleOf(kind: AccountKind): NftRole {
  return kind === 'NftItem' ? 'nft' : kind === 'NftCollection' ? 'collection' : 'other';
}

/** A token root's tabs lead with what a visitor of a token comes for (issue 37). */
const ROOT_TAB_ORDER: readonly AccountTab[] = ['token-transactions', 'holders', 'messages', 'transactions', 'source-code'];

/**
 * The tabs an account has, known from its kind alone (so the tab bar is whole before any tab's data arrives): a token
 * root's token transactions and holders first, then its chain tabs; a token wallet's chain tabs only; for any other
 * account token transactions wherever tokens are indexed and token balances (spec 001 §2), items and multi-tokens
 * for collections and accounts that are no NFT (their own items and multi-token wallets), NFT transactions for NFTs,
 * collections and those accounts.
 */
export function accountTabs(tokensIndexed: boolean, kind: AccountKind): AccountTab[] {
  if (kind === 'TokenRoot') return ROOT_TAB_ORDER.filter((tab) => tokensIndexed || !TOKEN_TABS.includes(tab));
  if (kind === 'TokenWallet') return ['messages', 'transactions', 'source-code'];
  const role = nftRoleOf(kind);
  const holdsItems = tokensIndexed && role !== 'nft';
  const present: Record<AccountTab, boolean> = {
    messages: true,
    transactions: true,
    history: true,
    'token-transactions': tokensIndexed,
    'token-balances': tokensIndexed,
    holders: false,
    items: holdsItems,
    multi: holdsItems,
    'nft-transactions': tokensIndexed,
    'source-code': true,
  };
  return ACCOUNT_TABS.filter((tab) => present[tab]);
}

/** The tab each kind opens on where it has it (spec 001 §2, issues 36 and 37): what a visitor of such an account comes for. */
const PREFERRED_TABS: Partial<Record<AccountKind, AccountTab>> = {
  TokenRoot: 'token-transactions',
  NftItem: 'nft-transactions',
  NftCollection: 'items',
  Wallet: 'history',
};

/**
 * The default tab: a token root's token transactions, an NFT's NFT transactions, a collection's items, a wallet's
 * history in actions, else the messages; the messages where the network has no such tab.
 */
export function defaultAccountTab(tabs: readonly AccountTab[], kind: AccountKind): AccountTab {
  const preferred = PREFERRED_TABS[kind] ?? 'messages';
  return tabs.includes(preferred) ? preferred : 'messages';
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
