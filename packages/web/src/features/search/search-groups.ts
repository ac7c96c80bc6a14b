import type { MessageType, SearchResponse } from '@tvmscan/api/contract';
import { blockLabel } from '../../shared/format/index.js';
import { paths } from '../../shared/routes/paths.js';

export type SearchGroupKind = 'blocks' | 'accounts' | 'transactions' | 'messages';

/** One entry of the dropdown; what it shows depends on its kind. */
export type SearchItem =
  | { kind: 'block'; path: string; label: string; time: number }
  | { kind: 'account'; path: string; address: string; balance: string | null }
  | { kind: 'transaction'; path: string; hash: string; time: number }
  | { kind: 'message'; path: string; hash: string; messageType: MessageType; time: number | null };

export interface SearchGroup {
  kind: SearchGroupKind;
  items: SearchItem[];
}

/** The dropdown's groups in the order Blocks, Accounts, Transactions, Messages, leaving out empty ones. */
export function searchGroups(results: SearchResponse): SearchGroup[] {
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
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** The single group offered when nothing is found but the text is an address. */
export function fallbackGroups(rawAddress: string): SearchGroup[] {
  return [{ kind: 'accounts', items: [{ kind: 'account', path: paths.account(rawAddress), address: rawAddress, balance: null }] }];
}
