import {
  listMultiTokens,
  listMultiTokenWallets,
  multiTokenCollectionByAddress,
  multiTokenWalletByAddress,
  type MultiTokenCollectionRecord,
  type MultiTokenRecord,
  type MultiTokenWalletRecord,
} from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { Data, Nullable } from '../schemas/common.js';
import { NftAddressParams } from '../schemas/nft.js';
import {
  MultiTokenCollectionSchema,
  MultiTokenSearchBody,
  MultiTokenSearchResponseSchema,
  MultiTokenWalletSearchBody,
  MultiTokenWalletSchema,
  MultiTokenWalletSearchResponseSchema,
  type MultiToken,
  type MultiTokenCollection,
  type MultiTokenWallet,
} from '../schemas/nft-multi.js';
import type { ApiInstance, RouteContext } from './context.js';
import { pageCursors } from './inputs.js';

const tags = ['multi-tokens'];

/**
 * Standard-6 multi-tokens (VEP 1155): a collection's counts and a wallet (each null for any other account, as the
 * account page asks them of every account), a collection's multi-tokens, and the wallets of an owner or of one multi-token.
 */
export function nftMultiTokenRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.get(
    '/nft/multi/collections/:address',
    { schema: { tags, params: NftAddressParams, response: { 200: Data(Nullable(MultiTokenCollectionSchema)) } } },
    async (request, reply) => {
      const collection = await multiTokenCollectionByAddress(db, request.params.address);
      cacheUntilChainMoves(reply);
      return { data: collection ? multiTokenCollection(collection) : null };
    },
  );

  app.post(
    '/nft/multi/tokens/search',
    { schema: { tags, body: MultiTokenSearchBody, response: { 200: Data(MultiTokenSearchResponseSchema) } } },
    async (request, reply) => {
      const { limit = 20, cursor, direction, collectionAddress } = request.body;
      const page = await listMultiTokens(db, collectionAddress, { limit, cursor, direction });
      cacheUntilChainMoves(reply);
      return { data: { tokens: page.items.map(multiToken), ...pageCursors(cursor, page) } };
    },
  );

  app.get(
    '/nft/multi/wallets/:address',
    { schema: { tags, params: NftAddressParams, response: { 200: Data(Nullable(MultiTokenWalletSchema)) } } },
    async (request, reply) => {
      const wallet = await multiTokenWalletByAddress(db, request.params.address);
      cacheUntilChainMoves(reply);
      return { data: wallet ? multiTokenWallet(wallet) : null };
    },
  );

  app.post(
    '/nft/multi/wallets/search',
    { schema: { tags, body: MultiTokenWalletSearchBody, response: { 200: Data(MultiTokenWalletSearchResponseSchema) } } },
    async (request, reply) => {
      const { limit = 20, cursor, direction, ...filter } = request.body;
      const page = await listMultiTokenWallets(db, filter, { limit, cursor, direction });
      cacheUntilChainMoves(reply);
      return { data: { wallets: page.items.map(multiTokenWallet), ...pageCursors(cursor, page) } };
    },
  );
}

function multiTokenCollection(record: MultiTokenCollectionRecord): MultiTokenCollection {
  return {
    address: record.address,
    tokenCount: Number(record.token_count),
    liveTokenCount: Number(record.live_token_count),
    totalSupply: record.total_supply,
    lastTokenId: record.last_token_id,
    createdAt: Number(record.created_at),
  };
}

function multiToken(record: MultiTokenRecord): MultiToken {
  return {
    collectionAddress: record.collection_address,
    id: record.token_id,
    nftAddress: record.nft_address,
    name: record.name,
    minted: record.minted,
    supply: record.supply,
    createdAt: Number(record.created_at),
  };
}

function multiTokenWallet(record: MultiTokenWalletRecord): MultiTokenWallet {
  return {
    address: record.address,
    id: record.token_id,
    ownerAddress: record.owner_address,
    collectionAddress: record.collection_address,
    nftAddress: record.nft_address,
    name: record.name,
    balance: record.balance,
    createdAt: Number(record.created_at),
  };
}
