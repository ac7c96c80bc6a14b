import type { APIRequestContext } from '@playwright/test';
import { explorerApi } from './explorer-api.js';
import { tokensText } from './expected-text.js';

export interface TreeAnswer {
  root: { kind: 'Message' | 'Transaction'; hash: string };
  messages: { messageHash: string; messageType: string }[];
  transactions: { hash: string; accountId: string; totalFees: string; aborted: boolean }[];
}

/** The message (among `messageHashes`) whose chain holds the most transactions, with that chain. */
export async function richestChain(request: APIRequestContext, messageHashes: string[]): Promise<TreeAnswer> {
  let best: TreeAnswer | null = null;
  for (const id of messageHashes) {
    const tree = await explorerApi<TreeAnswer>(request, '/messages/tree', { id });
    if (!best || tree.transactions.length > best.transactions.length) best = tree;
  }
  if (!best) throw new Error('no message to draw');
  return best;
}

/** A nano amount as the app shows it in English: whole tokens, exact, trailing zeros trimmed, thousands grouped. */
export function shownAmount(nano: string, symbol: string): string {
  return `${tokensText(nano)} ${symbol}`;
}
