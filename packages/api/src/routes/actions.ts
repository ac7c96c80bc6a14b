import {
  actionsOfTransactions,
  listAccountActions,
  traceDetails,
  traceIdOfTransaction,
  transactionActions,
  transactionBlocks,
  type ChainSchema,
  type TraceDetails,
} from '@tvmscan/store';
import type { Kysely } from 'kysely';
import { notFound, TRANSACTION_NOT_FOUND } from '../http/api-error.js';
import { cacheImmutable, cacheUntilChainMoves, cacheWhenSettled } from '../http/caching.js';
import { actionEntity, traceEntity } from '../mappers/action.js';
import { messageEntity } from '../mappers/message.js';
import { transactionsAt } from '../mappers/transaction.js';
import type { ACTION_ROUTES, TraceResponse, TraceTransaction } from '../schemas/action-routes.js';
import type { ExplorerHandlers } from './api-handlers.js';
import { accountInput, hashOf, pageCursors } from './inputs.js';

const NO_TRACE: TraceResponse = { trace: null, transactions: [], messages: [], actions: [], truncated: false };

/** Traces and actions: a transaction's trace, a transaction's actions (one or a list page's), an account's history in actions. */
export const ACTION_HANDLERS: ExplorerHandlers<keyof typeof ACTION_ROUTES> = {
  'POST /traces/by_transaction': async ({ db }, { body, reply }) => {
    const details = await traceOfTransaction(db, hashOf(body));
    cacheWhenSettled(reply, details?.trace.complete ?? true);
    return details === null
      ? NO_TRACE
      : traceAnswer(
          details,
          await transactionBlocks(
            db,
            details.transactions.map((row) => row.hash),
          ),
        );
  },
  'POST /actions/by_transaction': async ({ db }, { body, reply }) => {
    const hash = hashOf(body);
    if ((await traceIdOfTransaction(db, hash)) === undefined) throw notFound(TRANSACTION_NOT_FOUND);
    const actions = await transactionActions(db, hash);
    cacheImmutable(reply);
    return { actions: actions.map(actionEntity) };
  },
  'POST /actions/by_transactions': async ({ db }, { body, reply }) => {
    const byTransaction = await actionsOfTransactions(
      db,
      body.hashes.map((hash) => hash.toLowerCase()),
    );
    cacheUntilChainMoves(reply);
    return { actions: [...byTransaction.values()].flat().map(actionEntity) };
  },
  'POST /actions/by_account': async ({ db }, { body, reply }) => {
    const { id, types, limit = 20, cursor, direction } = body;
    const ref = accountInput('id', id);
    const page = await listAccountActions(db, { account: `${ref.workchain}:${ref.address}`, types }, { limit, cursor, direction });
    cacheUntilChainMoves(reply);
    return { actions: page.items.map(actionEntity), ...pageCursors(cursor, page) };
  },
};

/** The trace the transaction belongs to; null when it was indexed without traces. */
async function traceOfTransaction(db: Kysely<ChainSchema>, hash: string): Promise<TraceDetails | null> {
  const traceId = await traceIdOfTransaction(db, hash);
  if (traceId === undefined) throw notFound(TRANSACTION_NOT_FOUND);
  return traceId === null ? null : ((await traceDetails(db, traceId)) ?? null);
}

/** The trace's answer; `blocks` the places of its transactions' blocks, as the store's `transactionBlocks` reads them. */
function traceAnswer(details: TraceDetails, blocks: Parameters<typeof transactionsAt>[1]): TraceResponse {
  const actions = details.actions.map(actionEntity);
  const creators = new Map(details.messages.map((message) => [message.hash, message.src_transaction_hash]));
  const entities = transactionsAt(details.transactions, blocks);
  const transactions = details.transactions.map((row, index): TraceTransaction => {
    return { ...entities[index]!, parentHash: parentOf(row.in_msg_hash, row.hash, creators) };
  });
  return {
    trace: traceEntity(details.trace),
    transactions,
    messages: details.messages.map((message) => messageEntity(message)),
    actions,
    truncated: details.truncated,
  };
}

function parentOf(inMessageHash: string | null, hash: string, creators: ReadonlyMap<string, string | null>): string | null {
  if (inMessageHash === null) return null;
  const creator = creators.get(inMessageHash) ?? null;
  return creator === hash ? null : creator;
}
