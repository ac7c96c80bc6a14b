import {
  cachedCount,
  listMessages,
  messageBoc,
  messageByHash,
  messageCountQuery,
  messageOccurrences,
  messageTree,
  transactionBlocks,
  type MessageFilter,
} from '@tvmscan/store';
import { encodeBase64 } from '@tvmscan/tvm';
import { notFound } from '../http/api-error.js';
import { cacheImmutable, cacheUntilChainMoves, cacheWhenSettled } from '../http/caching.js';
import { listedMessage, messageDetails, messageEntity } from '../mappers/message.js';
import { messageCalls, withCall } from '../mappers/message-calls.js';
import { toNumber, toNumberOrNull } from '../mappers/numbers.js';
import { transactionEntity } from '../mappers/transaction.js';
import { ByIdBody, CountResponse, Data } from '../schemas/common.js';
import {
  MessageCountBody,
  MessageListBody,
  MessageListResponseSchema,
  MessageOccurrencesResponseSchema,
  MessageResponseSchema,
  RawBocResponseSchema,
  type MessageCountRequest,
} from '../schemas/message.js';
import { MessageTreeResponseSchema } from '../schemas/message-tree.js';
import type { ApiInstance, RouteContext } from './context.js';
import { COUNT_CACHE } from './inputs.js';

const MESSAGE_NOT_FOUND = 'message not found';

function messageFilter(body: MessageCountRequest): MessageFilter {
  return {
    isOut: body.isOut,
    block: body.block,
    messageTypes: body.messageTypes,
    includeAccounts: body.includeAccounts,
    excludeAccounts: body.excludeAccounts,
    includeSrcAccounts: body.includeSrcAccounts,
    excludeSrcAccounts: body.excludeSrcAccounts,
    includeDstAccounts: body.includeDstAccounts,
    excludeDstAccounts: body.excludeDstAccounts,
    transactionTimeGe: body.transactionTimeGe,
    transactionTimeLe: body.transactionTimeLe,
    messageValueGe: body.messageValueGe,
    messageValueLe: body.messageValueLe,
  };
}

export function messageRoutes(app: ApiInstance, { db, verifier }: RouteContext): void {
  const tags = ['messages'];

  app.post('/messages', { schema: { tags, body: ByIdBody, response: { 200: Data(MessageResponseSchema) } } }, async (request, reply) => {
    const hash = request.body.id.toLowerCase();
    const [row, boc] = await Promise.all([messageByHash(db, hash), messageBoc(db, hash)]);
    if (!row || !boc) throw notFound(MESSAGE_NOT_FOUND);
    // An outbound external message is never consumed; any other message is final once its consumer is known.
    cacheWhenSettled(reply, row.dst_transaction_hash !== null || row.message_type === 'ExternalOut');
    return { data: { message: withCall(messageDetails(row, boc), await messageCalls(verifier, [row.hash])) } };
  });

  app.post('/messages/raw', { schema: { tags, body: ByIdBody, response: { 200: Data(RawBocResponseSchema) } } }, async (request, reply) => {
    const boc = await messageBoc(db, request.body.id.toLowerCase());
    if (!boc) throw notFound(MESSAGE_NOT_FOUND);
    cacheImmutable(reply);
    return { data: { boc: encodeBase64(boc) } };
  });

  app.post('/messages/tree', { schema: { tags, body: ByIdBody, response: { 200: Data(MessageTreeResponseSchema) } } }, async (request, reply) => {
    const tree = await messageTree(db, request.body.id.toLowerCase());
    if (!tree) throw notFound(MESSAGE_NOT_FOUND);
    cacheUntilChainMoves(reply);
    return {
      data: {
        root: tree.root,
        messages: tree.messages.map((message) => messageEntity(message)),
        transactions: tree.transactions.map(transactionEntity),
        truncated: tree.truncated,
      },
    };
  });

  app.post(
    '/messages/occurrences',
    { schema: { tags, body: ByIdBody, response: { 200: Data(MessageOccurrencesResponseSchema) } } },
    async (request, reply) => {
      const occurrences = await messageOccurrences(db, request.body.id.toLowerCase());
      const blocks = new Map(
        (
          await transactionBlocks(
            db,
            occurrences.map((o) => o.transaction_hash),
          )
        ).map((row) => [row.hash, row]),
      );
      cacheUntilChainMoves(reply);
      return {
        data: {
          occurrences: occurrences.map((occurrence) => {
            const block = blocks.get(occurrence.transaction_hash);
            return {
              transactionHash: occurrence.transaction_hash,
              isOut: occurrence.is_out,
              blockRootHash: block?.block_root_hash ?? null,
              workchain: block?.workchain ?? null,
              shard: block?.shard ?? null,
              seqno: block?.seqno ?? null,
              time: toNumberOrNull(occurrence.transaction_time),
            };
          }),
        },
      };
    },
  );

  app.post(
    '/messages/list',
    { schema: { tags, body: MessageListBody, response: { 200: Data(MessageListResponseSchema) } } },
    async (request, reply) => {
      const { limit = 20, cursor, direction } = request.body;
      const page = await listMessages(db, messageFilter(request.body), { limit, cursor, direction });
      const messages = page.items.map(listedMessage);
      const calls = await messageCalls(
        verifier,
        messages.map((message) => message.messageHash),
      );
      cacheUntilChainMoves(reply);
      return {
        data: {
          messages: messages.map((message) => withCall(message, calls)),
          current_cursor: cursor ?? null,
          next_cursor: page.nextCursor,
          prev_cursor: page.prevCursor,
        },
      };
    },
  );

  app.post('/messages/count', { schema: { tags, body: MessageCountBody, response: { 200: Data(CountResponse) } } }, async (request, reply) => {
    const { count } = await cachedCount(db, messageCountQuery, messageFilter(request.body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { data: { count: toNumber(count) } };
  });
}
