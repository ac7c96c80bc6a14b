import type { Kysely } from 'kysely';
import {
  blockDetails,
  listAccounts,
  listMessages,
  listTokenBalances,
  listTokenRoots,
  listTokenTransactions,
  listTransactions,
  search,
  transactionByHash,
  type ChainSchema,
} from '@tvmscan/store';
import type { ApiSamples, TokenSamples } from './api-samples.js';

/** One API call measured, and the store calls its route makes for the response (their SQL is the direct baseline). */
export interface ApiScenario {
  readonly name: string;
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly storeCalls: (db: Kysely<ChainSchema>) => Promise<unknown>;
}

const API = '/api/explorer/v1';
const TOKEN_API = '/api/tokens/v1';
const PAGE = 20;
/** The holders and balances page size (spec 001 §9). */
const BALANCE_PAGE = 10;
/** The tokens page's size and its default order in the web (spec 001 §9; issue 37's market view). */
const TOKENS_PAGE = 10;
const MARKET_ORDER = { by: 'market', order: 'DESC' } as const;

/** The calls of issue 5's benchmark, each with the store calls of its route in packages/api. */
export function apiScenarios(samples: ApiSamples): ApiScenario[] {
  const { transactionHash, block, busyAccount, messageHash } = samples;
  return [
    {
      name: 'transaction by hash',
      path: `${API}/transactions`,
      body: { hash: transactionHash },
      storeCalls: (db) => transactionByHash(db, transactionHash),
    },
    {
      name: 'block by seqno',
      path: `${API}/blocks`,
      body: block,
      storeCalls: (db) => blockDetails(db, block),
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

/**
 * The token calls of issues 19 and 37's benchmark (held to the explorer calls' goals), with the store calls of their
 * routes: the tokens page in market order beside issue 19's three.
 */
export function tokenApiScenarios({ busyRoot, busyOwner }: TokenSamples): ApiScenario[] {
  return [
    {
      name: 'token balances by owner',
      path: `${TOKEN_API}/balances/search`,
      body: { ownerAddress: busyOwner },
      storeCalls: (db) => listTokenBalances(db, { ownerAddress: busyOwner }, { limit: BALANCE_PAGE }),
    },
    {
      name: 'token transactions by root',
      path: `${TOKEN_API}/transactions/search`,
      body: { rootAddress: busyRoot },
      storeCalls: (db) => listTokenTransactions(db, { rootAddress: busyRoot }, { limit: PAGE }),
    },
    {
      name: 'token holders',
      path: `${TOKEN_API}/balances/search`,
      body: { rootAddress: busyRoot },
      storeCalls: (db) => listTokenBalances(db, { rootAddress: busyRoot }, { limit: BALANCE_PAGE }),
    },
    {
      name: 'tokens in market order',
      path: `${TOKEN_API}/root_contract/search`,
      body: { ordering: MARKET_ORDER },
      storeCalls: (db) => listTokenRoots(db, {}, { limit: TOKENS_PAGE }, MARKET_ORDER),
    },
  ];
}
