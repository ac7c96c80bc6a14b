import { Type, type Static } from 'typebox';
import {
  Amount,
  AmountInput,
  AnyAddressInput,
  Base64,
  closed,
  everscan,
  Hash,
  HashInput,
  Lt,
  Nullable,
  orderingOf,
  PageFields,
  UnixTimeInput,
} from './common.js';
import { AccountStateNameSchema } from './transaction.js';

/**
 * What an account is, so that a page can choose its header and tabs at once: a token root, a token wallet, an NFT or
 * multi-token collection, an NFT (as the token and NFT indexes know them), else a wallet (its code is a known wallet
 * contract's), a verified contract, a contract of code nobody verified, or no contract at all (no code: never
 * deployed, or frozen).
 */
export const AccountKindSchema = Type.Union([
  Type.Literal('TokenRoot'),
  Type.Literal('TokenWallet'),
  Type.Literal('NftCollection'),
  Type.Literal('NftItem'),
  Type.Literal('Wallet'),
  Type.Literal('VerifiedContract'),
  Type.Literal('UnknownContract'),
  Type.Literal('NoCode'),
]);
export type AccountKind = Static<typeof AccountKindSchema>;

export const AccountSchema = Type.Object(
  {
    workchain: Type.Integer(),
    address: Type.String(),
    balance: Amount,
    state: AccountStateNameSchema,
    creatorWc: Nullable(Type.Integer()),
    creatorAddress: Nullable(Type.String()),
    createdAt: Nullable(Type.Integer()),
    updatedAt: Nullable(Type.Integer()),
    codeHash: Nullable(Hash),
    lastTransLt: Nullable(Lt),
    lastTransHash: Nullable(Hash),
    updatedLt: Nullable(Type.String(everscan("the logical time of the account's last transaction, as lastTransLt"))),
    kind: AccountKindSchema,
    /** A wallet's standard (EverWallet, SafeMultisig, …), else the name of the verified contract its code is; null for neither. */
    contractName: Nullable(Type.String()),
    balancePartial: Type.Optional(
      Type.Boolean({
        description:
          'True when the account was first met mid-chain, already existing, with no state to tell its values before: its balance is not known (given as 0) and its creation is before this explorer’s history',
      }),
    ),
  },
  closed,
);
export type Account = Static<typeof AccountSchema>;

export const AccountStateSchema = Type.Object(
  {
    storageStat: Type.Object(
      {
        lastPaid: Type.Integer(),
        duePayment: Nullable(Amount),
        used: Type.Object({ bits: Type.Integer(), cells: Type.Integer(), publicCells: Type.Integer() }, closed),
      },
      closed,
    ),
    codeBoc: Nullable(Base64),
    dataBoc: Nullable(Base64),
    lastTransLt: Nullable(Lt),
    fetchedAt: Type.Integer(),
  },
  closed,
);
export type AccountState = Static<typeof AccountStateSchema>;

export const AccountBody = Type.Object({ id: AnyAddressInput }, closed);
export const AccountResponseSchema = Type.Object({ account: AccountSchema }, closed);
export type AccountResponse = Static<typeof AccountResponseSchema>;
export const AccountStateResponseSchema = Type.Object({ state: Nullable(AccountStateSchema) }, closed);
export type AccountStateResponse = Static<typeof AccountStateResponseSchema>;

export const AccountFilterFields = {
  balanceGe: Type.Optional(AmountInput),
  balanceLe: Type.Optional(AmountInput),
  createdAtGe: Type.Optional(UnixTimeInput),
  createdAtLe: Type.Optional(UnixTimeInput),
  codeHash: Type.Optional(HashInput),
};

const ACCOUNT_SORTS = ['createdAt', 'updatedAt', 'balance'] as const;

export const AccountListBody = Type.Object(
  { ...PageFields, ...AccountFilterFields, ordering: Type.Optional(orderingOf(ACCOUNT_SORTS, ACCOUNT_SORTS)) },
  closed,
);
export type AccountListRequest = Static<typeof AccountListBody>;
/** The filters of /accounts/list; its paging and ordering fields are taken too (Everscan's clients send them) and change nothing. */
export const AccountCountBody = AccountListBody;
export type AccountCountRequest = Static<typeof AccountCountBody>;

export const AccountListResponseSchema = Type.Object(
  {
    accounts: Type.Array(AccountSchema),
    currentCursor: Nullable(Type.String()),
    nextCursor: Nullable(Type.String()),
    prevCursor: Nullable(Type.String()),
  },
  closed,
);
export type AccountListResponse = Static<typeof AccountListResponseSchema>;
