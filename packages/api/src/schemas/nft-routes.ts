import {
  CollectionCountBody,
  CollectionExportBody,
  CollectionExportResponseSchema,
  CollectionSearchBody,
  CollectionSearchResponseSchema,
  EventCountBody,
  EventSearchBody,
  EventSearchResponseSchema,
  ItemByIdBody,
  ItemCountBody,
  ItemSearchBody,
  ItemSearchResponseSchema,
  NftAccountResponseSchema,
  NftAddressParams,
  NftCollectionSchema,
  NftCountResponseSchema,
  NftItemSchema,
} from './nft.js';
import { NftIndexSchema } from './nft-index.js';
import {
  MultiTokenCollectionSchema,
  MultiTokenSearchBody,
  MultiTokenSearchResponseSchema,
  MultiTokenWalletSchema,
  MultiTokenWalletSearchBody,
  MultiTokenWalletSearchResponseSchema,
} from './nft-multi.js';
import { Nullable } from './common.js';
import { tagged, type RouteTable } from './route-entry.js';

/**
 * Every NFT call (spec 001 §2 NFT collections and account tabs, §3 NFT entities, §4 event paging), served with the
 * token API under /api/tokens/v1, keyed `METHOD path` with path parameters as `:name`, in the document's groups. The
 * spec's chain reads of collections and items are answered from the tables the indexer derives, so a browser never
 * needs a node. The routes are registered from this table and the NFT contract (nft-contract.ts) is read from it;
 * TOKENS.md says more.
 */
export const NFT_ROUTES = {
  ...tagged('nft collections', {
    'POST /nft/collections/search': { body: CollectionSearchBody, response: CollectionSearchResponseSchema },
    'POST /nft/collections/count': { body: CollectionCountBody, response: NftCountResponseSchema },
    'POST /nft/collections/export': { body: CollectionExportBody, response: CollectionExportResponseSchema },
    'GET /nft/collections/:address': { params: NftAddressParams, response: NftCollectionSchema },
  }),
  ...tagged('nft items', {
    'POST /nft/items/search': { body: ItemSearchBody, response: ItemSearchResponseSchema },
    'POST /nft/items/count': { body: ItemCountBody, response: NftCountResponseSchema },
    'POST /nft/items/by_id': { body: ItemByIdBody, response: NftItemSchema },
    'GET /nft/items/:address': { params: NftAddressParams, response: NftItemSchema },
    'GET /nft/accounts/:address': { params: NftAddressParams, response: NftAccountResponseSchema },
  }),
  ...tagged('nft events', {
    'POST /nft/events/search': { body: EventSearchBody, response: EventSearchResponseSchema },
    'POST /nft/events/count': { body: EventCountBody, response: NftCountResponseSchema },
  }),
  ...tagged('nft indexes', {
    'GET /nft/indexes/:address': { params: NftAddressParams, response: Nullable(NftIndexSchema) },
  }),
  ...tagged('multi-tokens', {
    'GET /nft/multi/collections/:address': { params: NftAddressParams, response: Nullable(MultiTokenCollectionSchema) },
    'POST /nft/multi/tokens/search': { body: MultiTokenSearchBody, response: MultiTokenSearchResponseSchema },
    'POST /nft/multi/wallets/search': { body: MultiTokenWalletSearchBody, response: MultiTokenWalletSearchResponseSchema },
    'GET /nft/multi/wallets/:address': { params: NftAddressParams, response: Nullable(MultiTokenWalletSchema) },
  }),
} as const satisfies RouteTable;
