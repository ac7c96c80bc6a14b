import type { APIRequestContext } from '@playwright/test';
import { explorerApi } from './explorer-api.js';

export interface TreeAnswer {
  root: string;
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

/** A nano amount as the app shows it: whole tokens with 2 decimals (rounded half up), thousands grouped. */
export function shownAmount(nano: string, symbol: string): string {
  const cents = (BigInt(nano) + 5_000_000n) / 10_000_000n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(cents % 100n).toString().padStart(2, '0')} ${symbol}`;
}
