import type { Kysely } from 'kysely';
import {
  accountBlocks,
  blockByHash,
  blockById,
  blockNeighbours,
  listAccounts,
  listMessages,
  listTransactions,
  search,
  shardDescriptions,
  transactionByHash,
  type ChainSchema,
} from '@tvmscan/store';
import type { ApiSamples } from './api-samples.js';

/** One API call measured, and the store calls its route makes for the response (their SQL is the direct baseline). */
export interface ApiScenario {
  readonly name: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly storeCalls: (db: Kysely<ChainSchema>) => Promise<unknown>;
}

const API = '/api/explorer/v1';
const PAGE = 20;

/** The calls of issue 5's benchmark, each with the store calls of its route in packages/api. */
export function apiScenarios(samples: ApiSamples): ApiScenario[] {
  const { transactionHash, block, busyAccount, messageHash } = samples;
  return [
    {
      name: 'transaction by hash',
      path: `${API}/transactions`,
      body: { hash: transactionHash },
      storeCalls: async (db) => {
        const details = await transactionByHash(db, transactionHash);
        // The response names the transaction's block by workchain, shard and seqno.
        return details && blockByHash(db, details.transaction.block_root_hash);
      },
    },
    {
      name: 'block by seqno',
      path: `${API}/blocks`,
      body: block,
      storeCalls: async (db) => {
        const found = await blockById(db, block);
        if (!found) return null;
        return Promise.all([
          blockNeighbours(db, block),
          found.workchain === -1 ? shardDescriptions(db, found.seqno) : [],
          accountBlocks(db, found.root_hash),
        ]);
      },
    },
    {
      name: 'transactions/list',
      path: `${API}/transactions/list`,
      body: { limit: PAGE },
      storeCalls: (db) => listTransactions(db, {}, { limit: PAGE }),
    },
    {
      name: 'messages/list include',
      path: `${API}/messages/list`,
      body: { limit: PAGE, includeAccounts: [busyAccount] },
      storeCalls: (db) => listMessages(db, { includeAccounts: [busyAccount] }, { limit: PAGE }),
    },
    {
      name: 'accounts/list balance',
      path: `${API}/accounts/list`,
      body: { limit: PAGE, ordering: { by: 'balance', order: 'DESC' } },
      storeCalls: (db) => listAccounts(db, {}, { limit: PAGE }, { by: 'balance', order: 'DESC' }),
    },
    {
      name: 'search by hash',
      path: `${API}/search`,
      body: { query: messageHash },
      storeCalls: (db) => search(db, messageHash),
    },
  ];
}
