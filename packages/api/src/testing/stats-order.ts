import type { Stats } from '../schemas/stats.js';

/** The figures of GET /stats that API.md orders: each total holds its 24 h figure, each 24 h figure its 1 h one. */
export const STATS_ORDER = [
  ['transactionTotal', 'transactions24h'],
  ['transactions24h', 'transactions1h'],
  ['messagesTotal', 'messages24h'],
  ['messages24h', 'messages1h'],
  ['accountsActiveTotal', 'accountsCreated24h'],
  ['accountsCreated24h', 'accountsCreated1h'],
  ['accountsActiveTotal', 'accountsActive24h'],
  ['accountsActive24h', 'accountsActive1h'],
] as const satisfies readonly (readonly [keyof Stats, keyof Stats])[];

/** Each pair of STATS_ORDER the answer breaks, as `larger 320 < smaller 528`. */
export function statsOutOfOrder(stats: Pick<Stats, (typeof STATS_ORDER)[number][number]>): string[] {
  return STATS_ORDER.filter(([larger, smaller]) => stats[larger] < stats[smaller]).map(
    ([larger, smaller]) => `${larger} ${stats[larger]} < ${smaller} ${stats[smaller]}`,
  );
}
