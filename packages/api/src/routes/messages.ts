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
import { indexInTransaction, listedMessage, messageDetails, messageEntity } from '../mappers/message.js';
import { messageBodies, messageCalls, withCall, withDecodedBody } from '../mappers/message-calls.js';
import { toNumber, toNumberOrNull } from '../mappers/numbers.js';
import { transactionsAt } from '../mappers/transaction.js';
import type { EXPLORER_ROUTES } from '../schemas/explorer-routes.js';
import type { MessageCountRequest, MessageListResponse, MessageOccurrencesResponse } from '../schemas/message.js';
import type { ExplorerCall, ExplorerHandlers } from './api-handlers.js';
import type { RouteContext } from './context.js';
import { amountText, COUNT_CACHE, orderingInput } from './inputs.js';

/** Everscan's column name of the messages list is the spec's. */
const SAME_COLUMNS = { transactionTime: 'transactionTime' } as const;

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
    messageValueGe: amountText(body.messageValueGe),
    messageValueLe: amountText(body.messageValueLe),
  };
}

/** A message with its BOC, its chain and its occurrences, and the messages list and count. */
export const MESSAGE_HANDLERS: ExplorerHandlers<Extract<keyof typeof EXPLORER_ROUTES, `POST /messages${string}`>> = {
  'POST /messages': async ({ db, verifier }, { body, reply }) => {
    const hash = body.id.toLowerCase();
    const [row, boc] = await Promise.all([messageByHash(db, hash), messageBoc(db, hash)]);
    if (!row || !boc) throw notFound(MESSAGE_NOT_FOUND);
    // An outbound external message is never consumed; any other message is final once its consumer is known.
    cacheWhenSettled(reply, row.dst_transaction_hash !== null || row.message_type === 'ExternalOut');
    const [calls, bodies] = await Promise.all([messageCalls(verifier, [row.hash]), messageBodies(verifier, [row.hash])]);
    return { message: withDecodedBody(withCall(messageDetails(row, boc), calls), bodies) };
  },
  'POST /messages/raw': async ({ db }, { body, reply }) => {
    const boc = await messageBoc(db, body.id.toLowerCase());
    if (!boc) throw notFound(MESSAGE_NOT_FOUND);
    cacheImmutable(reply);
    return { boc: encodeBase64(boc) };
  },
  'POST /messages/tree': async ({ db }, { body, reply }) => {
    const tree = await messageTree(db, body.id.toLowerCase());
    if (!tree) throw notFound(MESSAGE_NOT_FOUND);
    cacheUntilChainMoves(reply);
    return {
      root: tree.root,
      messages: tree.messages.map((message) => messageEntity(message)),
      transactions: transactionsAt(
        tree.transactions,
        await transactionBlocks(
          db,
          tree.transactions.map((row) => row.hash),
        ),
      ),
      truncated: tree.truncated,
    };
  },
  'POST /messages/occurrences': occurrencesOf,
  'POST /messages/list': messageList,
  'POST /messages/count': async ({ db }, { body, reply }) => {
    const { count } = await cachedCount(db, messageCountQuery, messageFilter(body), COUNT_CACHE);
    cacheUntilChainMoves(reply);
    return { count: toNumber(count) };
  },
};

/** The transactions a message appears in, each with its block. */
async function occurrencesOf({ db }: RouteContext, { body, reply }: ExplorerCall<'POST /messages/occurrences'>): Promise<MessageOccurrencesResponse> {
  const occurrences = await messageOccurrences(db, body.id.toLowerCase());
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
    occurrences: occurrences.map((occurrence) => {
      const block = blocks.get(occurrence.transaction_hash);
      return {
        transactionHash: occurrence.transaction_hash,
        isOut: occurrence.is_out,
        transactionTime: toNumberOrNull(occurrence.transaction_time),
        indexInTransaction: indexInTransaction(occurrence.message_created_lt, occurrence.transaction_lt, occurrence.is_out),
        blockRootHash: block?.block_root_hash ?? null,
        workchain: block?.workchain ?? null,
        shard: block?.shard ?? null,
        seqno: block?.seqno ?? null,
        time: toNumberOrNull(occurrence.transaction_time),
      };
    }),
  };
}

/** A page of messages, each named by the call a verified ABI reads in it; its cursors in snake_case, as spec 000 §7 names them. */
async function messageList({ db, verifier }: RouteContext, { body, reply }: ExplorerCall<'POST /messages/list'>): Promise<MessageListResponse> {
  const { limit = 20, cursor, direction, offset, ordering } = body;
  const page = await listMessages(db, messageFilter(body), { limit, cursor, direction, offset }, orderingInput(ordering, SAME_COLUMNS)?.order);
  const messages = page.items.map(listedMessage);
  const calls = await messageCalls(
    verifier,
    messages.map((message) => message.messageHash),
  );
  cacheUntilChainMoves(reply);
  return {
    messages: messages.map((message) => withCall(message, calls)),
    current_cursor: cursor ?? null,
    next_cursor: page.nextCursor,
    prev_cursor: page.prevCursor,
  };
}
