import type { TransactionDetails } from '@tvmscan/api/contract';

export const TRANSACTION_TABS = [
  'messages',
  'token-operations',
  'fees',
  'storage-ph',
  'credit-ph',
  'compute-ph',
  'action-ph',
  'bounce-ph',
  'final-ph',
  'diagram',
] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];
export const DEFAULT_TRANSACTION_TAB: TransactionTab = 'messages';

/** The message the diagram starts from: the inbound one, else the first outbound; null when there is none. */
export function diagramMessageHash(transaction: Pick<TransactionDetails, 'inMessageHash' | 'outMessages'>): string | null {
  return transaction.inMessageHash ?? transaction.outMessages[0]?.messageHash ?? null;
}

/** The transaction's tabs (spec 000 §2): a phase tab only when that phase exists, the diagram only with a message. */
export function transactionTabs(transaction: Pick<TransactionDetails, 'description' | 'inMessageHash' | 'outMessages'>): TransactionTab[] {
  const phases = transaction.description;
  const present: Record<TransactionTab, boolean> = {
    messages: true,
    'token-operations': true,
    fees: true,
    'storage-ph': phases.storage !== null,
    'credit-ph': phases.credit !== null,
    'compute-ph': phases.compute !== null,
    'action-ph': phases.action !== null,
    'bounce-ph': phases.bounce !== null,
    'final-ph': phases.destroyed !== null,
    diagram: diagramMessageHash(transaction) !== null,
  };
  return TRANSACTION_TABS.filter((tab) => present[tab]);
}

/** The tab a path names, if the transaction has it; an absent tab is the default one, anything else is null. */
export function chosenTransactionTab(tab: string | undefined, available: readonly TransactionTab[]): TransactionTab | null {
  if (tab === undefined) return DEFAULT_TRANSACTION_TAB;
  return available.find((candidate) => candidate === tab) ?? null;
}
