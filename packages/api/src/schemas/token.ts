import { MAX_FILTER_ITEMS } from '@tvmscan/store';
import { Type, type Static } from 'typebox';
import {
  Amount,
  AmountInput,
  closed,
  Hash,
  HashInput,
  Lt,
  Nullable,
  PageCursors,
  pageFieldsOf,
  RawAddress,
  RawAddressInput,
  SortOrder,
  anyCaseChoice,
  TotalCountResponseSchema,
  UnixTimeInput,
} from './common.js';
import { EVERSCAN_ROOT_FIELDS } from './token-compat.js';

/** The token standards (spec 001 §3 tokenStandard). */
export const TokenStandardSchema = Type.Union([Type.Literal('Tip3'), Type.Literal('Jetton')]);
export type TokenStandard = Static<typeof TokenStandardSchema>;

/** The kinds of token transaction (spec 001 §3); the default filter is all six (§9). */
export const TOKEN_TRANSACTION_KINDS = ['Mint', 'Burn', 'Send', 'Receive', 'SendCancellation', 'BurnCancellation'] as const;
export const TokenTransactionKindSchema = Type.Enum(TOKEN_TRANSACTION_KINDS);
export type TokenTransactionKind = (typeof TOKEN_TRANSACTION_KINDS)[number];
/**
 * A kind in a filter: any case (Everscan's clients send `mint`), or `cancellation` for both cancellations (spec 001
 * §3: the filter values also include cancellation).
 */
export const TokenKindInput = anyCaseChoice([...TOKEN_TRANSACTION_KINDS, 'cancellation'], 'a token transaction kind');

/** A USD amount or price as a decimal string (e.g. "1.2345"). */
const UsdDecimal = Type.String({ description: 'US dollars, as a decimal string' });
export { TotalCountResponseSchema };
export type TotalCountResponse = Static<typeof TotalCountResponseSchema>;

/** Path parameters. */
export const RootParams = Type.Object({ root: RawAddressInput }, closed);
export const AddressParams = Type.Object({ address: RawAddressInput }, closed);
export const SubstringParams = Type.Object({ substring: Type.String({ minLength: 1, maxLength: 64 }) }, closed);
export const RootWalletParams = Type.Object({ rootAddress: RawAddressInput, address: RawAddressInput }, closed);

/** A token root (spec 001 §3 Token), with its USD price when the DEX gives one. */
export const TokenSchema = Type.Object(
  {
    rootAddress: RawAddress,
    name: Type.String(),
    token: Type.String({ description: 'the symbol' }),
    totalSupply: Amount,
    scale: Type.Integer({ description: 'decimals' }),
    ownerAddress: Nullable(RawAddress),
    tokenStandard: TokenStandardSchema,
    /** When the indexer first met the root (block time, unix seconds). */
    createdAt: Type.Integer(),
    usdPrice: Nullable(UsdDecimal),
    ...EVERSCAN_ROOT_FIELDS,
    /** usdPrice × totalSupply in whole tokens, to 6 decimals, when the price is known. */
    marketValue: Nullable(UsdDecimal),
    /** The wallets holding a positive amount. */
    holders: Type.Integer({ minimum: 0 }),
    /** The token transactions of the 24 hours up to the newest indexed block, every kind but Receive (a transfer counts once, at its sender). */
    transfers24h: Type.Integer({ minimum: 0 }),
    /** The sum of those transactions' amounts, in the smallest unit. */
    volume24h: Amount,
  },
  closed,
);
export type Token = Static<typeof TokenSchema>;

/** A token root under the spec's names only. */
export type SpecToken = Omit<Token, keyof typeof EVERSCAN_ROOT_FIELDS>;

/** A token balance (spec 001 §3): the wallet of an owner under a root. */
export const TokenBalanceSchema = Type.Object(
  {
    walletAddress: RawAddress,
    ownerAddress: RawAddress,
    rootAddress: RawAddress,
    token: Nullable(Type.String({ description: 'the symbol; null while the root is not indexed' })),
    scale: Nullable(Type.Integer()),
    tokenStandard: Nullable(TokenStandardSchema),
    amount: Amount,
    /** The block time of the wallet's last change (unix seconds). */
    updatedAt: Type.Integer(),
    usdPrice: Nullable(UsdDecimal),
    /** amount / 10^scale × usdPrice, when the price is known. */
    usdValue: Nullable(UsdDecimal),
  },
  closed,
);
export type TokenBalance = Static<typeof TokenBalanceSchema>;

/** The wallet of an owner under a root with the token's fields (GET /root_contract/{rootAddress}/address/{address}). */
export const TokenWalletSchema = Type.Object(
  {
    ...TokenBalanceSchema.properties,
    name: Nullable(Type.String()),
    totalSupply: Nullable(Amount),
  },
  closed,
);
export type TokenWallet = Static<typeof TokenWalletSchema>;

export const TokenPartySchema = Type.Object({ ownerAddress: Nullable(RawAddress), walletAddress: Nullable(RawAddress) }, closed);
export type TokenParty = Static<typeof TokenPartySchema>;

/** A token transaction (spec 001 §3): one token operation of a chain transaction. */
export const TokenTransactionSchema = Type.Object(
  {
    transactionHash: Hash,
    /** Orders the token operations of one chain transaction. */
    position: Type.Integer(),
    messageHash: Hash,
    kind: TokenTransactionKindSchema,
    /** The wallet whose balance the operation changes, and its owner. */
    walletAddress: RawAddress,
    ownerAddress: RawAddress,
    sender: TokenPartySchema,
    receiver: TokenPartySchema,
    rootAddress: RawAddress,
    token: Nullable(Type.String({ description: 'the symbol; null while the root is not indexed' })),
    scale: Nullable(Type.Integer()),
    tokenStandard: TokenStandardSchema,
    amount: Amount,
    blockTime: Type.Integer(),
    lt: Lt,
  },
  closed,
);
export type TokenTransaction = Static<typeof TokenTransactionSchema>;

/** GET /address/active/{root}: whether a root is in use, i.e. has holders. */
export const ActiveRootResponseSchema = Type.Object(
  {
    rootAddress: RawAddress,
    active: Type.Boolean({ description: 'true when at least one wallet holds a positive amount' }),
    lastTransactionTime: Nullable(Type.Integer({ description: 'block time of the latest token transaction' })),
  },
  closed,
);
export type ActiveRootResponse = Static<typeof ActiveRootResponseSchema>;

const BalanceFilterFields = {
  rootAddress: Type.Optional(RawAddressInput),
  ownerAddress: Type.Optional(RawAddressInput),
  amountGe: Type.Optional(AmountInput),
  amountLe: Type.Optional(AmountInput),
};
/** Balances of a root (its holders) or of an owner; at least one of rootAddress and ownerAddress. Largest amount first. */
export const BalanceSearchBody = Type.Object({ ...BalanceFilterFields, ...pageFieldsOf(10) }, closed);
export type BalanceSearchRequest = Static<typeof BalanceSearchBody>;
/** The filters of /balances/search; its paging fields are taken too and change nothing. */
export const BalanceCountBody = BalanceSearchBody;
export type BalanceCountRequest = Static<typeof BalanceCountBody>;
export const BalanceSearchResponseSchema = Type.Object({ balances: Type.Array(TokenBalanceSchema), ...PageCursors }, closed);
export type BalanceSearchResponse = Static<typeof BalanceSearchResponseSchema>;

/** The holders of a root as of a block time (default: now), replayed back from the current balances. */
export const BalanceSnapshotBody = Type.Object(
  {
    rootAddress: RawAddressInput,
    blockTime: Type.Optional(UnixTimeInput),
    ownerAddresses: Type.Optional(Type.Array(RawAddressInput, { maxItems: MAX_FILTER_ITEMS })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  },
  closed,
);
export type BalanceSnapshotRequest = Static<typeof BalanceSnapshotBody>;
export const SnapshotBalanceSchema = Type.Object({ ownerAddress: RawAddress, walletAddress: RawAddress, amount: Amount }, closed);
export type SnapshotBalance = Static<typeof SnapshotBalanceSchema>;
export const BalanceSnapshotResponseSchema = Type.Object(
  {
    rootAddress: RawAddress,
    blockTime: Type.Integer(),
    token: Nullable(Type.String()),
    scale: Nullable(Type.Integer()),
    balances: Type.Array(SnapshotBalanceSchema),
  },
  closed,
);
export type BalanceSnapshotResponse = Static<typeof BalanceSnapshotResponseSchema>;

const TokenKinds = Type.Array(TokenKindInput, { minItems: 1, maxItems: 7 });
const TransactionFilterFields = {
  ownerAddress: Type.Optional(RawAddressInput),
  rootAddress: Type.Optional(RawAddressInput),
  /** Only roots of the trusted list (TOKENS.md); the web's root filter "trusted". */
  trustedOnly: Type.Optional(Type.Boolean()),
  blockTimeGe: Type.Optional(UnixTimeInput),
  blockTimeLe: Type.Optional(UnixTimeInput),
  txKinds: Type.Optional(TokenKinds),
  amountGe: Type.Optional(AmountInput),
  amountLe: Type.Optional(AmountInput),
  /** The hashes of the messages the operations were read from: a Send the outbound transfer, the other kinds the inbound message (spelled as the spec spells it). */
  messageHases: Type.Optional(Type.Array(HashInput, { minItems: 1, maxItems: MAX_FILTER_ITEMS })),
};
/** Token transactions, newest first. */
export const TokenTransactionSearchBody = Type.Object(
  { ...TransactionFilterFields, ...pageFieldsOf(20), format: Type.Optional(Type.Literal('json')) },
  closed,
);
export type TokenTransactionSearchRequest = Static<typeof TokenTransactionSearchBody>;
/** The filters of /transactions/search; its paging fields are taken too and change nothing. */
export const TokenTransactionCountBody = TokenTransactionSearchBody;
export type TokenTransactionCountRequest = Static<typeof TokenTransactionCountBody>;
export const TokenTransactionSearchResponseSchema = Type.Object({ transactions: Type.Array(TokenTransactionSchema), ...PageCursors }, closed);
export type TokenTransactionSearchResponse = Static<typeof TokenTransactionSearchResponseSchema>;

export const TokenResponseSchema = TokenSchema;
export const TokenListResponseSchema = Type.Object({ tokens: Type.Array(TokenSchema) }, closed);
export type TokenListResponse = Static<typeof TokenListResponseSchema>;

/**
 * The tokens page's orders: when a root was met (the default), the market order (the system list's tokens first, then
 * the larger market value, then the more holders), or one column; volume24h compares whole tokens, and roots without a
 * price come after the others by price or market value either way.
 */
export const TokenSortSchema = Type.Union([
  Type.Literal('createdAt'),
  Type.Literal('market'),
  Type.Literal('holders'),
  Type.Literal('transfers24h'),
  Type.Literal('volume24h'),
  Type.Literal('price'),
  Type.Literal('marketValue'),
  Type.Literal('name'),
  Type.Literal('symbol'),
  Type.Literal('standard'),
]);
export type TokenSort = Static<typeof TokenSortSchema>;
export const TokenOrderingSchema = Type.Object({ by: TokenSortSchema, order: SortOrder }, closed);
export type TokenOrdering = Static<typeof TokenOrderingSchema>;
/** The tokens page: every root, filtered and ordered, in cursor pages. */
export const RootSearchBody = Type.Object(
  {
    ...pageFieldsOf(10),
    /** Case-insensitive part of the symbol or the name. */
    substring: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    tokenStandard: Type.Optional(TokenStandardSchema),
    rootAddresses: Type.Optional(Type.Array(RawAddressInput, { minItems: 1, maxItems: MAX_FILTER_ITEMS })),
    trustedOnly: Type.Optional(Type.Boolean()),
    ordering: Type.Optional(TokenOrderingSchema),
  },
  closed,
);
export type RootSearchRequest = Static<typeof RootSearchBody>;
export const RootSearchResponseSchema = Type.Object({ tokens: Type.Array(TokenSchema), ...PageCursors }, closed);
export type RootSearchResponse = Static<typeof RootSearchResponseSchema>;

export const SupplyResponseSchema = Type.Object(
  { rootAddress: RawAddress, token: Type.String(), scale: Type.Integer(), totalSupply: Amount },
  closed,
);
export type SupplyResponse = Static<typeof SupplyResponseSchema>;

/** An owner's token holdings in US dollars: the sum of the values of its balances that have a price. */
export const OwnerValueBody = Type.Object({ ownerAddress: RawAddressInput }, closed);
export type OwnerValueRequest = Static<typeof OwnerValueBody>;
export const OwnerValueResponseSchema = Type.Object(
  {
    ownerAddress: RawAddress,
    /** Null when none of its balances has a price. */
    usdValue: Nullable(UsdDecimal),
    /** Its balances (wallets holding a positive amount), and how many of them have a price. */
    balances: Type.Integer({ minimum: 0 }),
    pricedBalances: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type OwnerValueResponse = Static<typeof OwnerValueResponseSchema>;

/** A root's activity by day: its transfers and their volume, and its holders at each day's end. */
export const RootDaysBody = Type.Object(
  {
    rootAddress: RawAddressInput,
    /** The range of days, unix seconds; default the 30 days up to now. At most 3 660 days. */
    fromDate: Type.Optional(UnixTimeInput),
    toDate: Type.Optional(UnixTimeInput),
  },
  closed,
);
export type RootDaysRequest = Static<typeof RootDaysBody>;
export const RootDaySchema = Type.Object(
  {
    /** Start of the UTC day, unix seconds. */
    date: Type.Integer(),
    /** Token transactions of every kind but Receive, and the sum of their amounts in the smallest unit. */
    transfers: Type.Integer({ minimum: 0 }),
    volume: Amount,
    /** The holders at the end of the day. */
    holders: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type RootDay = Static<typeof RootDaySchema>;
export const RootDaysResponseSchema = Type.Object(
  {
    rootAddress: RawAddress,
    /** The holders before the first day of the range. */
    holdersBefore: Type.Integer({ minimum: 0 }),
    /** Every day of the range, oldest first: the day holding fromDate to the last day starting by toDate; a quiet day with zeros. */
    days: Type.Array(RootDaySchema),
  },
  closed,
);
export type RootDaysResponse = Static<typeof RootDaysResponseSchema>;

/** Per-day token operations: their count, or the sum of their amounts (Sum needs a root: amounts of two roots do not add). */
export const TokenStatsBody = Type.Object(
  {
    aggregationType: Type.Union([Type.Literal('Count'), Type.Literal('Sum')]),
    rootAddress: Type.Optional(RawAddressInput),
    txTypes: Type.Optional(TokenKinds),
    /** The range of days, unix seconds; default the 30 days up to now (§9 chart range). At most 3 660 days. */
    fromDate: Type.Optional(UnixTimeInput),
    toDate: Type.Optional(UnixTimeInput),
  },
  closed,
);
export type TokenStatsRequest = Static<typeof TokenStatsBody>;
export const TokenStatsPointSchema = Type.Object(
  {
    /** Start of the UTC day, unix seconds. */
    date: Type.Integer(),
    type: TokenTransactionKindSchema,
    count: Type.Optional(Type.Integer({ minimum: 0 })),
    sum: Type.Optional(Amount),
  },
  closed,
);
export type TokenStatsPoint = Static<typeof TokenStatsPointSchema>;
export const TokenStatsResponseSchema = Type.Array(TokenStatsPointSchema);
export type TokenStatsResponse = Static<typeof TokenStatsResponseSchema>;
