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
import type { MultiToken, MultiTokenCollection, MultiTokenWallet } from '../schemas/nft-multi.js';
import type { NFT_ROUTES } from '../schemas/nft-routes.js';
import type { NftHandlers } from './api-handlers.js';
import { pageCursors } from './inputs.js';

/**
 * Standard-6 multi-tokens (VEP 1155): a collection's counts and a wallet (each null for any other account, as the
 * account page asks them of every account), a collection's multi-tokens, and the wallets of an owner or of one multi-token.
 */
export const NFT_MULTI_TOKEN_HANDLERS: NftHandlers<Extract<keyof typeof NFT_ROUTES, `${string} /nft/multi/${string}`>> = {
  'GET /nft/multi/collections/:address': async ({ db }, { params, reply }) => {
    const collection = await multiTokenCollectionByAddress(db, params.address);
    cacheUntilChainMoves(reply);
    return collection ? multiTokenCollection(collection) : null;
  },
  'POST /nft/multi/tokens/search': async ({ db }, { body, reply }) => {
    const { limit = 20, cursor, direction, collectionAddress } = body;
    const page = await listMultiTokens(db, collectionAddress, { limit, cursor, direction });
    cacheUntilChainMoves(reply);
    return { tokens: page.items.map(multiToken), ...pageCursors(cursor, page) };
  },
  'GET /nft/multi/wallets/:address': async ({ db }, { params, reply }) => {
    const wallet = await multiTokenWalletByAddress(db, params.address);
    cacheUntilChainMoves(reply);
    return wallet ? multiTokenWallet(wallet) : null;
  },
  'POST /nft/multi/wallets/search': async ({ db }, { body, reply }) => {
    const { limit = 20, cursor, direction, ...filter } = body;
    const page = await listMultiTokenWallets(db, filter, { limit, cursor, direction });
    cacheUntilChainMoves(reply);
    return { wallets: page.items.map(multiTokenWallet), ...pageCursors(cursor, page) };
  },
};

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
