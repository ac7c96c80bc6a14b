import type { APIRequestContext } from '@playwright/test';
import { expect } from './test.js';
import { tokenApi } from './token-api.js';

export interface ApiCollection {
  address: string;
  name: string | null;
  standards: string[];
  itemsCount: number;
  ownerAddress: string | null;
}

export interface ApiItem {
  address: string;
  collectionAddress: string;
  id: string;
  name: string | null;
  ownerAddress: string | null;
}

export interface ApiEvent {
  transactionHash: string;
  kind: string;
}

/** The devnet's NFT data the specs visit: collections, one with items, one of its items with events. */
export interface NftSample {
  collections: ApiCollection[];
  collection: ApiCollection;
  item: ApiItem;
  events: ApiEvent[];
}

const SAMPLE_TIMEOUT_MS = 120_000;

/** Waits until the indexer has met a collection with a minted item that has events, and returns them. */
export async function nftSample(request: APIRequestContext): Promise<NftSample> {
  let sample: NftSample | null = null;
  await expect
    .poll(
      async () => {
        const { collections } = await tokenApi<{ collections: ApiCollection[] }>(request, '/nft/collections/search', { limit: 100 });
        // A collection's items without readable metadata are left out of lists (the multi-token collection's): the next one is taken.
        for (const collection of collections.filter((each) => each.itemsCount > 0)) {
          const { items } = await tokenApi<{ items: ApiItem[] }>(request, '/nft/items/search', { collectionAddress: collection.address, limit: 1 });
          const item = items[0];
          if (!item) continue;
          const { events } = await tokenApi<{ events: ApiEvent[] }>(request, '/nft/events/search', { nftAddress: item.address, limit: 10 });
          if (events.length > 0) sample = { collections, collection, item, events };
          return events.length > 0;
        }
        return false;
      },
      { timeout: SAMPLE_TIMEOUT_MS, intervals: [2000] },
    )
    .toBe(true);
  return sample!;
}

/** The devnet's URL collection (TIP-4.2.2) and one of its items whose metadata the fetcher read from the devnet's server. */
export interface UrlCollectionSample {
  collection: ApiCollection;
  item: ApiItem & { name: string };
}

/** Waits until the indexer has met the TIP-4.2.2 collection and the metadata fetcher has read one of its items. */
export async function urlCollectionSample(request: APIRequestContext): Promise<UrlCollectionSample> {
  let sample: UrlCollectionSample | null = null;
  await expect
    .poll(
      async () => {
        const { collections } = await tokenApi<{ collections: ApiCollection[] }>(request, '/nft/collections/search', { limit: 100 });
        const collection = collections.find((each) => each.standards.includes('TIP-4.2.2'));
        if (!collection) return false;
        const { items } = await tokenApi<{ items: ApiItem[] }>(request, '/nft/items/search', { collectionAddress: collection.address, limit: 20 });
        const item = items.find((each) => each.name !== null);
        if (item) sample = { collection, item: { ...item, name: item.name! } };
        return item !== undefined;
      },
      { timeout: SAMPLE_TIMEOUT_MS, intervals: [2000] },
    )
    .toBe(true);
  return sample!;
}

export interface ApiMultiTokenCollection {
  address: string;
  tokenCount: number;
  totalSupply: string;
  lastTokenId: string;
}

export interface ApiMultiToken {
  id: string;
  nftAddress: string | null;
  supply: string;
}

export interface ApiMultiTokenWallet {
  address: string;
  ownerAddress: string;
  nftAddress: string | null;
  balance: string;
}

/** The devnet's multi-token collection (standard 6), one of its multi-tokens and that multi-token's largest wallet. */
export interface MultiCollectionSample {
  collection: ApiMultiTokenCollection;
  token: ApiMultiToken & { nftAddress: string };
  wallet: ApiMultiTokenWallet;
}

/** Waits until the indexer has met the multi-token collection's first mint, and returns it. */
export async function multiCollectionSample(request: APIRequestContext): Promise<MultiCollectionSample> {
  let sample: MultiCollectionSample | null = null;
  await expect
    .poll(
      async () => {
        const { collections } = await tokenApi<{ collections: ApiCollection[] }>(request, '/nft/collections/search', { limit: 100 });
        for (const { address } of collections) {
          const collection = await tokenApi<ApiMultiTokenCollection | null>(request, `/nft/multi/collections/${address}`);
          if (collection === null) continue;
          const { tokens } = await tokenApi<{ tokens: ApiMultiToken[] }>(request, '/nft/multi/tokens/search', { collectionAddress: address });
          const token = tokens.find((each) => each.nftAddress !== null);
          if (!token?.nftAddress) return false;
          const { wallets } = await tokenApi<{ wallets: ApiMultiTokenWallet[] }>(request, '/nft/multi/wallets/search', {
            nftAddress: token.nftAddress,
          });
          if (wallets[0]) sample = { collection, token: { ...token, nftAddress: token.nftAddress }, wallet: wallets[0] };
          return wallets[0] !== undefined;
        }
        return false;
      },
      { timeout: SAMPLE_TIMEOUT_MS, intervals: [2000] },
    )
    .toBe(true);
  return sample!;
}
