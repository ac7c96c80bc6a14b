import { links, type AppLink } from '../../shared/routes/links.js';

/** The account page's tabs (spec 000 §2, spec 001 §2), messages first as the default. */
export const ACCOUNT_TABS = ['messages', 'transactions', 'token-transactions', 'token-balances', 'holders', 'source-code'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
/** The tabs only a network with a token API has. */
export const TOKEN_TABS: readonly AccountTab[] = ['token-transactions', 'token-balances', 'holders'];

/** What decides the token tabs: whether the network has a token API, and whether the account is a token root (unknown while it loads). */
export interface TokenFacts {
  tokensIndexed: boolean;
  isRoot: boolean | undefined;
}

/**
 * The tabs an account has: token transactions wherever tokens are indexed, token balances for accounts that are
 * not token roots, holders for token roots only (spec 001 §2); neither of the last two while that is unknown.
 */
export function accountTabs({ tokensIndexed, isRoot }: TokenFacts): AccountTab[] {
  const present: Record<AccountTab, boolean> = {
    messages: true,
    transactions: true,
    'token-transactions': tokensIndexed,
    'token-balances': tokensIndexed && isRoot === false,
    holders: tokensIndexed && isRoot === true,
    'source-code': true,
  };
  return ACCOUNT_TABS.filter((tab) => present[tab]);
}

/** The tab a path segment names; none means the default; anything else is no tab. */
export function accountTabOf(segment: string | undefined): AccountTab | null {
  if (segment === undefined || segment === '') return 'messages';
  return (ACCOUNT_TABS as readonly string[]).includes(segment) ? (segment as AccountTab) : null;
}

/** A tab's view: the source-code tab has the Executor (by default) and Contract code (`/contract`, spec 001 §2); no other tab has views. */
export type TabView = 'default' | 'contract';

/** The view a path segment after the tab names; null for a view the tab does not have. */
export function tabViewOf(tab: AccountTab, segment: string | undefined): TabView | null {
  if (segment === undefined || segment === '') return 'default';
  return tab === 'source-code' && segment === 'contract' ? 'contract' : null;
}

export function accountTabLink(address: string, tab: AccountTab): AppLink {
  return links.account(address, tab === 'messages' ? undefined : tab);
}

/** Rows per page of the account's messages and transactions (spec 000 §9). */
export const ACCOUNT_PAGE_SIZE = 10;
/** Rows per page of an account's token balances and of a root's holders (spec 001 §9). */
export const TOKEN_HOLDINGS_PAGE_SIZE = 10;
