import {
  cachedCount,
  listTransactions,
  messageBoc,
  transactionBoc,
  transactionByHash,
  transactionCountQuery,
  type TransactionFilter,
} from '@tvmscan/store';
import { encodeBase64 } from '@tvmscan/tvm';
import type { Kysely } from 'kysely';
import type { ChainSchema } from '@tvmscan/store';
import { notFound, TRANSACTION_NOT_FOUND } from '../http/api-error.js';
import { cacheImmutable, cacheUntilChainMoves, cacheWhenSettled } from '../http/caching.js';
import { blockIdOf } from '../mappers/block.js';
import { messageParts } from '../mappers/message.js';
import { toNumber, toNumberOrNull, toStringOrNull } from '../mappers/numbers.js';
import { calledMethod, messageCalls, withCall } from '../mappers/message-calls.js';
import { feesOf, transactionDetails, transactionEntity } from '../mappers/transaction.js';
import { ByHashBody, CountResponse, Data } from '../schemas/common.js';
import { RawBocResponseSchema } from '../schemas/message.js';
import {
  EventsResponseSchema,
  FeesResponseSchema,
  TransactionCountBody,
  TransactionListBody,
  TransactionListResponseSchema,
  TransactionResponseSchema,
  type TransactionCountRequest,
} from '../schemas/transaction.js';
import type { ApiInstance, RouteContext } from './context.js';
import { COUNT_CACHE, hashOf, pageCursors } from './inputs.js';

function transactionFilter(body: TransactionCountRequest): TransactionFilter {
  return {
    block: body.block,
    includeAccounts: body.includeAccounts,
    excludeAccounts: body.excludeAccounts,
    txTypes: body.txTypes,
    timeGe: body.timeGe,
    timeLe: body.timeLe,
    balanceChangeGe: body.balanceChangeGe,
    balanceChangeLe: body.balanceChangeLe,
  };
}

async function foundTransaction(db: Kysely<ChainSchema>, hash: string) {
  const details = await transactionByHash(db, hash);
  if (!details) throw notFound(TRANSACTION_NOT_FOUND);
  return details;
}

export function transactionRoutes(app: ApiInstance, { db, verifier }: RouteContext): void {
  const tags = ['transactions'];

  app.post('/transactions', { schema: { tags, body: ByHashBody, response: { 200: Data(TransactionResponseSchema) } } }, async (request, reply) => {
    const { transaction, block, inMessage, outMessages } = await foundTransaction(db, hashOf(request.body));
    if (!block) throw notFound(TRANSACTION_NOT_FOUND);
    const settled = outMessages.every((message) => message.message_type !== 'Internal' || message.dst_transaction_hash !== null);
    cacheWhenSettled(reply, settled);
    const details = transactionDetails(transaction, blockIdOf(block), inMessage, outMessages);
    const calls = await messageCalls(verifier, [...(inMessage ? [inMessage.hash] : []), ...outMessages.map((message) => message.hash)]);
    const named = {
      ...details,
      methodName: calledMethod(details.inMessageHash, calls),
      inMessage: details.inMessage && withCall(details.inMessage, calls),
      outMessages: details.outMessages.map((message) => withCall(message, calls)),
    };
    return { data: { transaction: named } };
  });

  app.post('/transactions/raw', { schema: { tags, body: ByHashBody, response: { 200: Data(RawBocResponseSchema) } } }, async (request, reply) => {
    const boc = await transactionBoc(db, hashOf(request.body));
    if (!boc) throw notFound(TRANSACTION_NOT_FOUND);
    cacheImmutable(reply);
    return { data: { boc: encodeBase64(boc) } };
  });

  app.post('/transactions/fees', { schema: { tags, body: ByHashBody, response: { 200: Data(FeesResponseSchema) } } }, async (request, reply) => {
    const { transaction } = await foundTransaction(db, hashOf(request.body));
    cacheImmutable(reply);
    return { data: { fees: feesOf(transaction) } };
  });

  app.post('/transactions/events', { schema: { tags, body: ByHashBody, response: { 200: Data(EventsResponseSchema) } } }, async (request, reply) => {
    const { outMessages } = await foundTransaction(db, hashOf(request.body));
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
    return { data: { events } };
  });

  app.post(
    '/transactions/list',
    { schema: { tags, body: TransactionListBody, response: { 200: Data(TransactionListResponseSchema) } } },
    async (request, reply) => {
      const { limit = 20, cursor, direction, offset, ordering } = request.body;
      const page = await listTransactions(db, transactionFilter(request.body), { limit, cursor, direction, offset }, ordering);
      const transactions = page.items.map(transactionEntity);
      const calls = await messageCalls(
        verifier,
        transactions.flatMap((transaction) => transaction.inMessageHash ?? []),
      );
      cacheUntilChainMoves(reply);
      const named = transactions.map((transaction) => ({ ...transaction, methodName: calledMethod(transaction.inMessageHash, calls) }));
      return { data: { transactions: named, ...pageCursors(cursor, page) } };
    },
  );

  app.post(
    '/transactions/count',
    { schema: { tags, body: TransactionCountBody, response: { 200: Data(CountResponse) } } },
    async (request, reply) => {
      const { count } = await cachedCount(db, transactionCountQuery, transactionFilter(request.body), COUNT_CACHE);
      cacheUntilChainMoves(reply);
      return { data: { count: toNumber(count) } };
    },
  );
}
