import type { QueryClient } from '@tanstack/react-query';
import type { NetworkConfig } from '@tvmscan/api/contract';
import { isValidAddress } from '@tvmscan/tvm/address';
import { accountQuery } from '../features/account/account-queries.js';
import { statsQuery } from '../features/main/main-queries.js';
import { transactionHashOf, transactionQuery } from '../features/transaction/use-transaction.js';
import { accountRoute } from '../routes/account.js';
import { indexRoute } from '../routes/index.js';
import { transactionRoute } from '../routes/transaction.js';
import { createApiClient } from '../shared/api/client.js';
import { historyStartQuery } from '../shared/api/use-history-start.js';
import { NETWORK_CONFIG_QUERY_KEY } from './network-gate/network-gate.js';
import type { AppRouter } from './router.js';

/**
 * Puts the network of /config.json in the query cache and asks for the data the opening screen shows first (the main
 * page's statistics, a transaction, an account), so that it travels beside the screen's code rather than after it: the screen, once its
 * code has run, finds the answer in the cache. Resolves once every answer is in the cache, or has failed.
 */
export function startOpeningData(router: AppRouter, queryClient: QueryClient, config: NetworkConfig): Promise<void> {
  queryClient.setQueryData(NETWORK_CONFIG_QUERY_KEY, config);
  const api = createApiClient(config.api.explorer);
  const answers: Promise<void>[] = [];
  for (const match of router.matchRoutes(router.state.location)) {
    if (match.routeId === indexRoute.id) answers.push(queryClient.prefetchQuery(statsQuery(api)), queryClient.prefetchQuery(historyStartQuery(api)));
    const { id } = match.params as { id?: string };
    if (id === undefined) continue;
    const hash = transactionHashOf(id);
    if (match.routeId === transactionRoute.id && hash !== null) answers.push(queryClient.prefetchQuery(transactionQuery(api, hash)));
    if (match.routeId === accountRoute.id && isValidAddress(id)) answers.push(queryClient.prefetchQuery(accountQuery(api, id)));
  }
  return Promise.all(answers).then(() => undefined);
}
