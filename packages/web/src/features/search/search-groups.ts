import type { MessageType, SearchResults } from '../../shared/api/types.js';
import { blockLabel } from '../../shared/format/index.js';
import { paths } from '../../shared/routes/paths.js';

export type SearchGroupKind = 'blocks' | 'accounts' | 'transactions' | 'messages' | 'tokens';

/** One entry of the dropdown; what it shows depends on its kind. */
export type SearchItem =
  | { kind: 'block'; path: string; label: string; time: number }
  | { kind: 'account'; path: string; address: string; balance: string | null }
  | { kind: 'transaction'; path: string; hash: string; time: number }
  | { kind: 'message'; path: string; hash: string; messageType: MessageType; time: number | null }
  | { kind: 'token'; path: string; name: string; symbol: string; rootAddress: string };

export interface SearchGroup {
  kind: SearchGroupKind;
  items: SearchItem[];
}

/** The dropdown's groups in the order Blocks, Accounts, Transactions, Messages, Tokens, leaving out empty ones. */
export function searchGroups(results: SearchResults): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      kind: 'blocks',
      items: results.blocks.map((block) => ({
        kind: 'block',
        path: paths.block(block.rootHash),
        label: blockLabel(block),
        time: block.genUtime,
      })),
    },
    {
      kind: 'accounts',
      items: results.accounts.map((account) => ({
        kind: 'account',
        path: paths.account(account.address),
        address: account.address,
        balance: account.balance,
      })),
    },
    {
      kind: 'transactions',
      items: results.transactions.map((transaction) => ({
        kind: 'transaction',
        path: paths.transaction(transaction.hash),
        hash: transaction.hash,
        time: transaction.time,
      })),
    },
    {
      kind: 'messages',
      items: results.messages.map((message) => ({
        kind: 'message',
        path: paths.message(message.messageHash),
        hash: message.messageHash,
        messageType: message.messageType,
        time: message.createdAt,
      })),
    },
    {
      kind: 'tokens',
      items: (results.tokens ?? []).map((token) => ({
        kind: 'token',
        path: paths.token(token.rootAddress),
        name: token.name,
        symbol: token.symbol,
        rootAddress: token.rootAddress,
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** The single group offered when nothing is found but the text is an address. */
export function fallbackGroups(rawAddress: string): SearchGroup[] {
  return [{ kind: 'accounts', items: [{ kind: 'account', path: paths.account(rawAddress), address: rawAddress, balance: null }] }];
}
