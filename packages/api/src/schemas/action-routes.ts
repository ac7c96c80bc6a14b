import { MAX_FILTER_ITEMS } from '@tvmscan/store';
import { Type, type Static } from 'typebox';
import { ActionSchema, ActionTypeSchema } from './action.js';
import { AnyAddressInput, ByHashBody, closed, Hash, HashInput, Lt, Nullable, PageCursors, PageFields, RawAddress } from './common.js';
import { MessageSchema } from './message.js';
import { tagged } from './route-entry.js';
import { TransactionSchema } from './transaction.js';

/** A trace: the transactions one root caused, named by its root transaction's hash. */
export const TraceSchema = Type.Object(
  {
    id: Hash,
    rootMessageHash: Nullable(Hash),
    rootAccount: RawAddress,
    startLt: Lt,
    endLt: Lt,
    startTime: Type.Integer(),
    endTime: Type.Integer(),
    transactionCount: Type.Integer({ minimum: 0 }),
    actionCount: Type.Integer({ minimum: 0 }),
    pendingMessages: Type.Integer({
      minimum: 0,
      description: 'internal messages its transactions sent that no indexed transaction has consumed yet',
    }),
    complete: Type.Boolean({ description: 'no message of the trace is still in flight: it will not grow' }),
  },
  closed,
);
export type Trace = Static<typeof TraceSchema>;

/** A transaction of a trace, with the transaction whose message caused it (null for the root). */
export const TraceTransactionSchema = Type.Object({ ...TransactionSchema.properties, parentHash: Nullable(Hash) }, closed);
export type TraceTransaction = Static<typeof TraceTransactionSchema>;

export const TraceResponseSchema = Type.Object(
  {
    trace: Nullable(TraceSchema),
    transactions: Type.Array(TraceTransactionSchema, { description: "the trace's transactions by logical time; parentHash links them into a tree" }),
    messages: Type.Array(MessageSchema, { description: 'the messages the transactions consumed or created (the tree’s edges)' }),
    actions: Type.Array(ActionSchema, { description: "the trace's actions, by logical time" }),
    truncated: Type.Boolean({ description: 'the trace has more transactions than the 500 answered' }),
  },
  closed,
);
export type TraceResponse = Static<typeof TraceResponseSchema>;

export const ActionsResponseSchema = Type.Object({ actions: Type.Array(ActionSchema) }, closed);
export type ActionsResponse = Static<typeof ActionsResponseSchema>;

export const TransactionActionsListBody = Type.Object(
  { hashes: Type.Array(HashInput, { minItems: 1, maxItems: MAX_FILTER_ITEMS, description: 'the transactions, at most 100' }) },
  closed,
);
export type TransactionActionsListRequest = Static<typeof TransactionActionsListBody>;

export const AccountActionsBody = Type.Object(
  {
    id: AnyAddressInput,
    types: Type.Optional(Type.Array(ActionTypeSchema, { maxItems: MAX_FILTER_ITEMS, description: 'only actions of these types' })),
    ...PageFields,
  },
  closed,
);
export type AccountActionsRequest = Static<typeof AccountActionsBody>;

export const AccountActionsResponseSchema = Type.Object({ actions: Type.Array(ActionSchema), ...PageCursors }, closed);
export type AccountActionsResponse = Static<typeof AccountActionsResponseSchema>;

/**
 * The explorer's calls of traces and actions (what a transaction and its trace did), part of the explorer API's
 * route table (explorer-routes.ts), in the document's group `actions`.
 */
export const ACTION_ROUTES = tagged('actions', {
  'POST /traces/by_transaction': { body: ByHashBody, response: TraceResponseSchema },
  'POST /actions/by_transaction': { body: ByHashBody, response: ActionsResponseSchema },
  'POST /actions/by_transactions': { body: TransactionActionsListBody, response: ActionsResponseSchema },
  'POST /actions/by_account': { body: AccountActionsBody, response: AccountActionsResponseSchema },
});
