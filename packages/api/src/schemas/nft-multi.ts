import { Type, type Static } from 'typebox';
import { closed, Nullable, PageCursors, pageFieldsOf, RawAddress, RawAddressInput } from './common.js';

/** A 256-bit unsigned number as decimal digits (a token id). */
const Uint256 = Type.String({ pattern: '^[0-9]{1,78}$', description: 'a 256-bit unsigned number, as decimal digits' });
/** An amount of a multi-token (uint128) as decimal digits. */
const Amount = Type.String({ pattern: '^[0-9]{1,39}$', description: 'a 128-bit unsigned amount, as decimal digits' });

/**
 * A standard-6 multi-token collection (spec 001 §3 Multi-token collection: total supply, last token id), shown as
 * "VEP 1155". Its counts come from its events: the multi-tokens it minted, those whose supply is not all burned
 * (what its totalSupply getter counts of them), the supply of all of them, and the id it minted last.
 */
export const MultiTokenCollectionSchema = Type.Object(
  {
    address: RawAddress,
    tokenCount: Type.Integer({ minimum: 0 }),
    liveTokenCount: Type.Integer({ minimum: 0 }),
    totalSupply: Amount,
    lastTokenId: Uint256,
    /** When the indexer met its first mint (block time, unix seconds). */
    createdAt: Type.Integer(),
  },
  closed,
);
export type MultiTokenCollection = Static<typeof MultiTokenCollectionSchema>;

/** A multi-token of a collection: its NFT (whose metadata names it) and its supply, minted less burned. */
export const MultiTokenSchema = Type.Object(
  {
    collectionAddress: RawAddress,
    id: Uint256,
    nftAddress: Nullable(RawAddress),
    /** The NFT's name, when its metadata gives one. */
    name: Nullable(Type.String()),
    minted: Amount,
    supply: Amount,
    createdAt: Type.Integer(),
  },
  closed,
);
export type MultiToken = Static<typeof MultiTokenSchema>;

/** A multi-token wallet (spec 001 §3 Multi-token wallet: id, owner, collection, nft address, balance). */
export const MultiTokenWalletSchema = Type.Object(
  {
    address: RawAddress,
    id: Uint256,
    ownerAddress: RawAddress,
    collectionAddress: RawAddress,
    nftAddress: Nullable(RawAddress),
    /** The NFT's name, when its metadata gives one. */
    name: Nullable(Type.String()),
    balance: Amount,
    createdAt: Type.Integer(),
  },
  closed,
);
export type MultiTokenWallet = Static<typeof MultiTokenWalletSchema>;

/** A collection's multi-tokens (the collection's multi tab), in id order, 20 a page. */
export const MultiTokenSearchBody = Type.Object({ collectionAddress: RawAddressInput, ...pageFieldsOf(20) }, closed);
export type MultiTokenSearchRequest = Static<typeof MultiTokenSearchBody>;
export const MultiTokenSearchResponseSchema = Type.Object({ tokens: Type.Array(MultiTokenSchema), ...PageCursors }, closed);
export type MultiTokenSearchResponse = Static<typeof MultiTokenSearchResponseSchema>;

/**
 * Wallets holding a multi-token, 20 a page: an owner's (the account's multi tab), newest first, or those of one
 * multi-token by its NFT, largest balance first; one of ownerAddress and nftAddress. Emptied wallets are left out.
 */
export const MultiTokenWalletSearchBody = Type.Object(
  { ownerAddress: Type.Optional(RawAddressInput), nftAddress: Type.Optional(RawAddressInput), ...pageFieldsOf(20) },
  closed,
);
export type MultiTokenWalletSearchRequest = Static<typeof MultiTokenWalletSearchBody>;
export const MultiTokenWalletSearchResponseSchema = Type.Object({ wallets: Type.Array(MultiTokenWalletSchema), ...PageCursors }, closed);
export type MultiTokenWalletSearchResponse = Static<typeof MultiTokenWalletSearchResponseSchema>;
