import { links, type AppLink } from '../../shared/routes/links.js';

/** The account page's tabs (spec 000 §2, 001 §2), messages first as the default. */
export const ACCOUNT_TABS = ['messages', 'transactions', 'source-code'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab a path segment names; none means the default; anything else is no tab. */
export function accountTabOf(segment: string | undefined): AccountTab | null {
  if (segment === undefined || segment === '') return 'messages';
  return (ACCOUNT_TABS as readonly string[]).includes(segment) ? (segment as AccountTab) : null;
}

export function accountTabLink(address: string, tab: AccountTab): AppLink {
  return links.account(address, tab === 'messages' ? undefined : tab);
}

/** Rows per page of the account's messages and transactions (spec 000 §9). */
export const ACCOUNT_PAGE_SIZE = 10;
