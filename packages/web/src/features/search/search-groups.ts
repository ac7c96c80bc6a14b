import type { MessageType, SearchResponse } from '@tvmscan/api/contract';
import type { Token } from '@tvmscan/api/token-contract';
import { blockLabel } from '../../shared/format/index.js';
import { links, type AppLink } from '../../shared/routes/links.js';

export type SearchGroupKind = 'blocks' | 'accounts' | 'transactions' | 'messages' | 'tokens';

/** One entry of the dropdown; what it shows depends on its kind. */
export type SearchItem =
  | { kind: 'block'; link: AppLink; label: string; time: number }
  | { kind: 'account'; link: AppLink; address: string; balance: string | null }
  | { kind: 'transaction'; link: AppLink; hash: string; time: number }
  | { kind: 'message'; link: AppLink; hash: string; messageType: MessageType; time: number | null }
  | { kind: 'token'; link: AppLink; name: string; symbol: string; rootAddress: string };

export interface SearchGroup {
  kind: SearchGroupKind;
  items: SearchItem[];
}

/**
 * The dropdown's groups in the order Blocks, Accounts, Transactions, Messages, Tokens (spec 001 §2), leaving out empty
 * ones; a token leads to its root's account page.
 */
export function searchGroups(results: SearchResponse, tokens: readonly Token[] = []): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      kind: 'blocks',
      items: results.blocks.map((block) => ({
        kind: 'block',
        link: links.block(block.rootHash),
        label: blockLabel(block),
        time: block.genUtime,
      })),
    },
    {
      kind: 'accounts',
      items: results.accounts.map((account) => ({
        kind: 'account',
        link: links.account(account.address),
        address: account.address,
        balance: account.balance,
      })),
    },
    {
      kind: 'transactions',
      items: results.transactions.map((transaction) => ({
        kind: 'transaction',
        link: links.transaction(transaction.hash),
        hash: transaction.hash,
        time: transaction.time,
      })),
    },
    {
      kind: 'messages',
      items: results.messages.map((message) => ({
        kind: 'message',
        link: links.message(message.messageHash),
        hash: message.messageHash,
        messageType: message.messageType,
        time: message.createdAt,
      })),
    },
    {
      kind: 'tokens',
      items: tokens.map((token) => ({
        kind: 'token',
        link: links.account(token.rootAddress),
        name: token.name,
        symbol: token.token,
        rootAddress: token.rootAddress,
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** The single group offered when nothing is found but the text is an address. */
export function fallbackGroups(rawAddress: string): SearchGroup[] {
  return [{ kind: 'accounts', items: [{ kind: 'account', link: links.account(rawAddress), address: rawAddress, balance: null }] }];
}
