import type { AccountListRequest, MessageType, SortOrder, Timeframe, TransactionType } from '@tvmscan/api/contract';

/** The fields an accounts list can be ordered by. */
export type AccountsOrderBy = Extract<NonNullable<AccountListRequest['ordering']>, { by: unknown }>['by'];

/**
 * Every member of an enumeration of the API's contract, in the order written: a record over the contract's type
 * must name each member once and nothing else, so that a value the API adds or drops fails to compile here.
 */
function membersOf<Member extends string>(members: Record<Member, true>): readonly Member[] {
  return Object.keys(members) as Member[];
}

/** The runtime lists the filters and switches offer, each checked against the contract. */
export const TRANSACTION_TYPES = membersOf<TransactionType>({
  Ordinary: true,
  Storage: true,
  TickTock: true,
  SplitPrepare: true,
  SplitInstall: true,
  MergePrepare: true,
  MergeInstall: true,
});
export const MESSAGE_TYPES = membersOf<MessageType>({ Internal: true, ExternalIn: true, ExternalOut: true });
export const SORT_ORDERS = membersOf<SortOrder>({ DESC: true, ASC: true });
export const TIMEFRAMES = membersOf<Timeframe>({ D1: true, H1: true });
export const ACCOUNTS_ORDER_BY = membersOf<AccountsOrderBy>({ balance: true, createdAt: true, updatedAt: true });
