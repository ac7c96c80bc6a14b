import { Type, type Static } from 'typebox';
import { BlockIdSchema } from './block.js';
import {
  AccountList,
  Amount,
  AmountInput,
  Base64,
  closed,
  Hash,
  HashInput,
  Lt,
  everscan,
  Nullable,
  orderingOf,
  PageFields,
  UnixTimeInput,
} from './common.js';
import { DecodedMessageSchema } from './message.js';
import { ActionPhaseSchema, BouncePhaseSchema, ComputePhaseSchema, CreditPhaseSchema, StoragePhaseSchema } from './transaction-phases.js';

export const TransactionTypeSchema = Type.Union([
  Type.Literal('Ordinary'),
  Type.Literal('Storage'),
  Type.Literal('TickTock'),
  Type.Literal('SplitPrepare'),
  Type.Literal('SplitInstall'),
  Type.Literal('MergePrepare'),
  Type.Literal('MergeInstall'),
]);
export type TransactionType = Static<typeof TransactionTypeSchema>;

export const AccountStateNameSchema = Type.Union([
  Type.Literal('NonExist'),
  Type.Literal('Uninit'),
  Type.Literal('Active'),
  Type.Literal('Frozen'),
  Type.Literal('Deleted'),
]);
export type AccountStateName = Static<typeof AccountStateNameSchema>;

export const TransactionSchema = Type.Object(
  {
    hash: Hash,
    workchain: Type.Integer(),
    accountId: Type.String(),
    lt: Lt,
    time: Type.Integer(),
    txType: TransactionTypeSchema,
    tickTock: Nullable(Type.Union([Type.Literal('Tick'), Type.Literal('Tock')])),
    aborted: Type.Boolean(),
    origStatus: AccountStateNameSchema,
    endStatus: AccountStateNameSchema,
    exitCode: Nullable(Type.Integer()),
    resultCode: Nullable(Type.Integer()),
    methodName: Nullable(
      Type.String({
        description:
          "the function the inbound message calls: read with the account's verified ABI, else as the indexer named it by a known ABI " +
          "(a wallet standard's, TIP-3's, TIP-4's, standard 6's, TEP-74's); null when none names it",
      }),
    ),
    parsedId: Nullable(Type.String()),
    balanceChange: Amount,
    totalFees: Amount,
    valueReceived: Amount,
    valueSent: Amount,
    blockRootHash: Hash,
    blockHash: Type.String({ pattern: '^[0-9a-f]{64}$', ...everscan("the block's root hash, as blockRootHash") }),
    blockSeqno: Nullable(Type.Integer(everscan("the block's seqno"))),
    blockShard: Nullable(Type.String({ pattern: '^[0-9a-f]{16}$', ...everscan("the block's shard, 16 hex digits") })),
    mcSeqno: Type.Integer(),
    outMsgCount: Type.Integer(),
    inMessageHash: Nullable(Hash),
  },
  closed,
);
export type Transaction = Static<typeof TransactionSchema>;

export const FeesSchema = Type.Object(
  { storage: Amount, gas: Amount, action: Amount, bounce: Amount, other: Amount, fwd: Amount, total: Amount },
  closed,
);
export type Fees = Static<typeof FeesSchema>;

/** A decoded phase as the codec reads it (amounts as decimal strings), or null; its fields follow the TL-B names. */

export const TransactionDetailsSchema = Type.Object(
  {
    ...TransactionSchema.properties,
    inMessage: Nullable(DecodedMessageSchema),
    outMessages: Type.Array(DecodedMessageSchema),
    block: BlockIdSchema,
    prevTransHash: Hash,
    prevTransLt: Lt,
    prevTransactionHash: Type.String({ pattern: '^[0-9a-f]{64}$', ...everscan('as prevTransHash') }),
    prevTransactionLt: Type.String(everscan('as prevTransLt, a logical time as decimal digits')),
    oldHash: Hash,
    newHash: Hash,
    destroyed: Type.Boolean(everscan("whether the transaction destroyed its account (the description's destroyed, false when it has none)")),
    description: Type.Object(
      {
        txType: TransactionTypeSchema,
        creditFirst: Nullable(Type.Boolean()),
        destroyed: Nullable(Type.Boolean()),
        storage: Nullable(StoragePhaseSchema),
        credit: Nullable(CreditPhaseSchema),
        compute: Nullable(ComputePhaseSchema),
        action: Nullable(ActionPhaseSchema),
        bounce: Nullable(BouncePhaseSchema),
      },
      closed,
    ),
    fees: FeesSchema,
  },
  closed,
);
export type TransactionDetails = Static<typeof TransactionDetailsSchema>;

export const TransactionResponseSchema = Type.Object({ transaction: TransactionDetailsSchema }, closed);
export type TransactionResponse = Static<typeof TransactionResponseSchema>;
export const FeesResponseSchema = Type.Object({ fees: FeesSchema }, closed);
export type FeesResponse = Static<typeof FeesResponseSchema>;

export const TransactionEventSchema = Type.Object(
  {
    messageHash: Hash,
    bodyHash: Nullable(Hash),
    body: Nullable(Base64),
    createdLt: Nullable(Lt),
    createdAt: Nullable(Type.Integer()),
    name: Nullable(Type.String()),
  },
  closed,
);
export type TransactionEvent = Static<typeof TransactionEventSchema>;
export const EventsResponseSchema = Type.Object({ events: Type.Array(TransactionEventSchema) }, closed);
export type EventsResponse = Static<typeof EventsResponseSchema>;

export const TransactionFilterFields = {
  block: Type.Optional(HashInput),
  includeAccounts: Type.Optional(AccountList),
  excludeAccounts: Type.Optional(AccountList),
  txTypes: Type.Optional(Type.Array(TransactionTypeSchema, { maxItems: 7 })),
  timeGe: Type.Optional(UnixTimeInput),
  timeLe: Type.Optional(UnixTimeInput),
  balanceChangeGe: Type.Optional(AmountInput),
  balanceChangeLe: Type.Optional(AmountInput),
};

/** The spec's sorts (000 §3: transactionTime, messageValue; balance sort: time, balanceChange), and Everscan's columns. */
export const TRANSACTION_SORTS = ['transactionTime', 'messageValue', 'balanceChange'] as const;
export const TRANSACTION_COLUMNS = ['time', 'balanceChange'] as const;

export const TransactionListBody = Type.Object(
  { ...PageFields, ...TransactionFilterFields, ordering: Type.Optional(orderingOf(TRANSACTION_SORTS, TRANSACTION_COLUMNS)) },
  closed,
);
export type TransactionListRequest = Static<typeof TransactionListBody>;
/** The filters of /transactions/list; its paging and ordering fields are taken too (Everscan's clients count with a list request) and change nothing. */
export const TransactionCountBody = TransactionListBody;
export type TransactionCountRequest = Static<typeof TransactionCountBody>;

export const TransactionListResponseSchema = Type.Object(
  {
    transactions: Type.Array(TransactionSchema),
    currentCursor: Nullable(Type.String()),
    nextCursor: Nullable(Type.String()),
    prevCursor: Nullable(Type.String()),
  },
  closed,
);
export type TransactionListResponse = Static<typeof TransactionListResponseSchema>;
