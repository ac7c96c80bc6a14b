import {
  cachedCount,
  listTransactions,
  messageBoc,
  transactionBoc,
  transactionBlocks,
  transactionByHash,
  transactionCountQuery,
  type ChainSchema,
  type TransactionFilter,
} from '@tvmscan/store';
import { encodeBase64 } from '@tvmscan/tvm';
import type { Kysely } from 'kysely';
import { notFound, TRANSACTION_NOT_FOUND } from '../http/api-error.js';
import { cacheImmutable, cacheUntilChainMoves, cacheWhenSettled } from '../http/caching.js';
import { blockIdOf } from '../mappers/block.js';
import { messageParts } from '../mappers/message.js';
import { toNumber, toNumberOrNull, toStringOrNull } from '../mappers/numbers.js';
import { calledMethod, messageBodies, messageCalls, withCall, withDecodedBody } from '../mappers/message-calls.js';
import { feesOf, transactionDetails, transactionsAt } from '../mappers/transaction.js';
import type { EXPLORER_ROUTES } from '../schemas/explorer-routes.js';
import type { EventsResponse, TransactionCountRequest, TransactionListResponse, TransactionResponse } from '../schemas/transaction.js';
import type { ExplorerCall, ExplorerHandlers } from './api-handlers.js';
import type { RouteContext } from './context.js';
import { amountText, COUNT_CACHE, hashOf, orderingInput, pageCursors } from './inputs.js';

/** Everscan's columns of the transactions list: the time, or the balance change. */
const EVERSCAN_COLUMNS = { time: 'transactionTime', balanceChange: 'balanceChange' } as const;

function transactionFilter(body: TransactionCountRequest): TransactionFilter {
  return {
    block: body.block,
    includeAccounts: body.includeAccounts,
    excludeAccounts: body.excludeAccounts,
    txTypes: body.txTypes,
    timeGe: body.timeGe,
    timeLe: body.timeLe,
    balanceChangeGe: amountText(body.balanceChangeGe),
    balanceChangeLe: amountText(body.balanceChangeLe),
  };
}

async function foundTransaction(db: Kysely<ChainSchema>, hash: string) {
  const details = await transactionByHash(db, hash);
  if (!details) throw notFound(TRANSACTION_NOT_FOUND);
  return details;
}

/** A transaction with its messages, its BOC, fees and events, and the transactions list and count. */
export const TRANSACTION_HANDLERS: ExplorerHandlers<Extract<keyof typeof EXPLORER_ROUTES, `POST /transactions${string}`>> = {
  'POST /transactions': transactionWithCalls,
  'POST /transactions/raw': async ({ db }, { body, reply }) => {
    const boc = await transactionBoc(db, hashOf(body));
    if (!boc) throw notFound(TRANSACTION_NOT_FOUND);
    cacheImmutable(reply);
    return { boc: encodeBase64(boc) };
  },
  'POST /transactions/fees': async ({ db }, { body, reply }) => {
    const { transaction } = await foundTransaction(db, hashOf(body));
    cacheImmutable(reply);
    return { fees: feesOf(transaction) };
  },
  'POST /transactions/events': transactionEvents,
  'POST /transactions/list': transactionList,
  'POST /transactions/count': async ({ db }, { body, reply }) => {
    const { count } = await cachedCount(db, transactionCountQuery, transactionFilter(body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { count: toNumber(count) };
  },
};

/** The transaction with its block and messages, each message named by the call a verified ABI reads in it. */
async function transactionWithCalls(
  { db, verifier }: RouteContext,
  { body, reply }: ExplorerCall<'POST /transactions'>,
): Promise<TransactionResponse> {
  const { transaction, block, inMessage, outMessages } = await foundTransaction(db, hashOf(body));
  if (!block) throw notFound(TRANSACTION_NOT_FOUND);
  const settled = outMessages.every((message) => message.message_type !== 'Internal' || message.dst_transaction_hash !== null);
  cacheWhenSettled(reply, settled);
  const details = transactionDetails(transaction, blockIdOf(block), inMessage, outMessages);
  const hashes = [...(inMessage ? [inMessage.hash] : []), ...outMessages.map((message) => message.hash)];
  const [calls, bodies] = await Promise.all([messageCalls(verifier, hashes), messageBodies(verifier, hashes)]);
  const named = {
    ...details,
    methodName: calledMethod(details.inMessageHash, calls) ?? details.methodName,
    inMessage: details.inMessage && withDecodedBody(withCall(details.inMessage, calls), bodies),
    outMessages: details.outMessages.map((message) => withDecodedBody(withCall(message, calls), bodies)),
  };
  return { transaction: named };
}

/** The transaction's external outbound messages, named by the events a verified ABI reads in them. */
async function transactionEvents(
  { db, verifier }: RouteContext,
  { body, reply }: ExplorerCall<'POST /transactions/events'>,
): Promise<EventsResponse> {
  const { outMessages } = await foundTransaction(db, hashOf(body));
  const external = outMessages.filter((message) => message.message_type === 'ExternalOut');
  const calls = await messageCalls(
    verifier,
    external.map((message) => message.hash),
  );
  const events = await Promise.all(
    external.map(async (message) => {
      const boc = await messageBoc(db, message.hash);
      return {
        messageHash: message.hash,
        bodyHash: message.body_hash,
        body: boc ? messageParts(boc).body : null,
        createdLt: toStringOrNull(message.created_lt),
        createdAt: toNumberOrNull(message.created_at),
        name: calls.get(message.hash)?.type === 'Event' ? calls.get(message.hash)!.name : null,
      };
    }),
  );
  cacheImmutable(reply);
  return { events };
}

async function transactionList(
  { db, verifier }: RouteContext,
  { body, reply }: ExplorerCall<'POST /transactions/list'>,
): Promise<TransactionListResponse> {
  const { limit = 20, cursor, direction, offset, ordering } = body;
  const page = await listTransactions(db, transactionFilter(body), { limit, cursor, direction, offset }, orderingInput(ordering, EVERSCAN_COLUMNS));
  const blocks = await transactionBlocks(
    db,
    page.items.map((row) => row.hash),
  );
  const transactions = transactionsAt(page.items, blocks);
  const calls = await messageCalls(
    verifier,
    transactions.flatMap((transaction) => transaction.inMessageHash ?? []),
  );
  cacheUntilChainMoves(reply);
  const named = transactions.map((transaction) => ({
    ...transaction,
    methodName: calledMethod(transaction.inMessageHash, calls) ?? transaction.methodName,
  }));
  return { transactions: named, ...pageCursors(cursor, page) };
}
