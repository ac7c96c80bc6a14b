import { links } from '../../shared/routes/links.js';

/**
 * Every area of both specifications, in the header's three menus (a menu each on wide screens, a section each in the
 * ☰ menu): any area is two clicks from any page at any width. The signed-in user's settings are in the account menu.
 */
export const NAV_GROUPS = [
  {
    key: 'blockchain',
    items: [
      { key: 'blocks', link: links.blocks },
      { key: 'transactions', link: links.transactions },
      { key: 'messages', link: links.messages },
      { key: 'accounts', link: links.accounts },
      { key: 'validators', link: links.validators },
      { key: 'config', link: links.config },
    ],
  },
  {
    key: 'tokens',
    items: [
      { key: 'tokens', link: links.tokens },
      { key: 'tokensTransactions', link: links.tokensTransactions },
      { key: 'collections', link: links.collections },
      { key: 'tokenLists', link: links.tokenLists },
    ],
  },
  {
    key: 'contracts',
    items: [
      { key: 'contracts', link: links.contracts },
      { key: 'contractVerification', link: links.contractVerification },
    ],
  },
] as const;

export type NavGroup = (typeof NAV_GROUPS)[number];

/** The area the page at `pathname` belongs to: the item whose path is the longest start of it (`/contracts/verification` is not `/contracts`). */
export function currentNavItem(pathname: string): string | undefined {
  let current: { key: string; length: number } | undefined;
  for (const { items } of NAV_GROUPS)
    for (const { key, link } of items) {
      const inside = pathname === link.to || pathname.startsWith(`${link.to}/`);
      if (inside && link.to.length > (current?.length ?? 0)) current = { key, length: link.to.length };
    }
  return current?.key;
}
