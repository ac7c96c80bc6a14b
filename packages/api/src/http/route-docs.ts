import type { FastifyInstance, RouteOptions } from 'fastify';
import { ErrorBody } from '../schemas/error-body.js';

/** What each call of the explorer API does, as the OpenAPI document's summary (spec 000 §7; details in API.md). */
const SUMMARIES: Record<string, string> = {
  'GET /stats': 'The global statistics: totals, the last hour and day, the latest masterchain block and the total supply',
  'GET /history':
    'Where this explorer’s history starts: the first masterchain block it indexes (blocks before it answer 404 with kind BeforeHistory)',
  'POST /stats/transactions': 'Transactions per day or hour over a range',
  'POST /stats/messages': 'Messages per day or hour over a range',
  'POST /stats/accounts': 'New accounts per day or hour over a range, with the accounts existing at each bar’s end',
  'POST /stats/accounts/active': 'Active accounts per day or hour over a range',
  'POST /stats/total_supply': 'The total supply per day or hour over a range',
  'POST /stats/transactions_10m': 'Transactions in the last 10 minutes, in 10-second buckets',
  'POST /accounts': 'One account by address (an address never seen is NonExist)',
  'POST /accounts/state': 'The full state of an account: storage stat, code and data',
  'POST /accounts/list': 'Accounts, filtered and ordered, paged by cursor',
  'POST /accounts/count': 'The number of accounts under the filters of /accounts/list',
  'POST /transactions': 'One transaction by hash, with its messages, phases and fees',
  'POST /transactions/raw': 'The raw BOC of a transaction',
  'POST /transactions/fees': 'The fees of a transaction, by kind',
  'POST /transactions/events': 'The events (external outbound messages) of a transaction',
  'POST /transactions/list': 'Transactions, filtered and ordered, paged by cursor',
  'POST /transactions/count': 'The number of transactions under the filters of /transactions/list',
  'POST /traces/by_transaction':
    'The trace a transaction belongs to: its transactions (linked into a tree by parentHash), their messages and actions, and whether it is complete',
  'POST /actions/by_transaction': 'What a transaction did, as actions',
  'POST /actions/by_transactions': 'The actions of each of up to 100 transactions (a list page’s one-line summaries)',
  'POST /actions/by_account': 'The actions that name an account, newest first, filtered by type, paged by cursor',
  'POST /traces/emulate':
    'What a message would do if it were sent now: its trace run on the current state (transactions, actions, balance changes), or why the account refuses it; nothing is sent',
  'POST /traces/emulate_send':
    'What a send from a wallet would do, before its owner signs it: the message its app would sign run on the current state, as /traces/emulate answers',
  'POST /traces/emulate_external':
    "What an external call of a contract's function would do, before its caller signs it (or unsent without a signature), as /traces/emulate answers",
  'POST /messages': 'One message by hash',
  'POST /messages/raw': 'The raw BOC of a message',
  'POST /messages/tree': 'The whole chain a message belongs to: every message and transaction linked to it, from the chain’s root',
  'POST /messages/occurrences': 'The transactions a message appears in, outbound and inbound',
  'POST /messages/list': 'Messages, filtered, newest first, paged by cursor',
  'POST /messages/count': 'The number of messages under the filters of /messages/list',
  'POST /blocks': 'One block by hash or by workchain, shard and seqno',
  'POST /blocks/list': 'Blocks, filtered and ordered, paged by cursor',
  'POST /blocks/count': 'The number of blocks under the filters of /blocks/list',
  'POST /blocks/key-block-config': 'The network config of the latest key block',
  'GET /elections/config': 'The election timings and stake limits of the config',
  'GET /elections/state': 'The current elections: status, times, participants',
  'GET /elections/bonuses': 'The bonuses of the current validator set',
  'GET /elections/current-validators-top': 'The current validators ranked by weight',
  'POST /search': 'Blocks, accounts, transactions and messages matching a query',
  'GET /time': 'The server’s time (unix seconds)',
  'POST /convert_address': 'An address in its raw and friendly forms',
  'GET /elections/current_validators_top':
    'The current validators with the largest weights, as /elections/current-validators-top (Everscan’s older path)',
};

/** Calls that look one thing up and answer 404 when it is not indexed. */
const LOOKUPS = new Set([
  'POST /transactions',
  'POST /transactions/raw',
  'POST /transactions/fees',
  'POST /transactions/events',
  'POST /traces/by_transaction',
  'POST /actions/by_transaction',
  'POST /traces/emulate',
  'POST /traces/emulate_send',
  'POST /traces/emulate_external',
  'POST /messages',
  'POST /messages/raw',
  'POST /messages/tree',
  'POST /blocks',
  'POST /blocks/key-block-config',
  'GET /history',
]);

const error = (description: string) => ({ description, ...ErrorBody });

/** What an API's calls do (`METHOD path` under its prefix → summary), and which of them answer 404 for what they look up. */
export interface RouteDocs {
  readonly summaries: Readonly<Record<string, string>>;
  readonly lookups: ReadonlySet<string>;
}

const EXPLORER_ROUTE_DOCS: RouteDocs = { summaries: SUMMARIES, lookups: LOOKUPS };

/**
 * Gives every call of an API (the explorer's by default) its summary and documents the error answers it can give,
 * each with the error body; registered before the routes, it sees each as it is added.
 */
export function installRouteDocs(api: FastifyInstance, prefix: string, { summaries, lookups }: RouteDocs = EXPLORER_ROUTE_DOCS): void {
  api.addHook('onRoute', (route: RouteOptions) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const call = `${method} ${route.url.slice(prefix.length)}`;
    const summary = summaries[call];
    if (summary === undefined || !route.schema) return;
    const errors: Record<number, ReturnType<typeof error>> = {
      400: error('BadRequest: a field is missing, malformed or out of range; the message names it'),
      405: error('MethodNotAllowed: the call was sent with another method'),
      429: error('TooManyRequests: the client sent more requests than the rate limit allows in its window'),
      500: error('Internal: the server failed; the body carries the request id'),
      503: error('Internal: the database did not answer in time; try again'),
    };
    if (method === 'POST' || method === 'PUT' || method === 'DELETE') {
      errors[413] = error('BadRequest: the body is larger than the limit');
      errors[415] = error('BadRequest: the body is not JSON');
    }
    const security = (route.schema.security ?? []) as readonly Record<string, unknown>[];
    if (security.some((scheme) => 'bearer' in scheme)) {
      errors[401] = error('Unauthorized (kind Auth): no access token, or one the server does not accept; checked before the body');
    }
    if (security.length > 0 && security.every((scheme) => 'apiKey' in scheme)) {
      errors[401] = error(
        'Unauthorized (kind Auth): no API key, nonce or signature, a nonce used before or over 5 minutes from the server’s clock, or a signature that does not match; checked before the body',
      );
    }
    if (security.length > 0 && security.every((scheme) => 'bearer' in scheme)) {
      errors[403] = error('Forbidden: the caller is signed in but may not do this (an admin call, or a list role it lacks)');
    }
    if (lookups.has(call)) errors[404] = error('NotFound: nothing with that id is indexed');
    route.schema = { ...route.schema, summary, response: { ...errors, ...(route.schema.response as object) } };
  });
}
