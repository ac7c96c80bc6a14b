import type { RouteDocs } from './route-docs.js';

/** What each NFT call of the token API does, as the OpenAPI document's summary (spec 001 §2–§4; details in TOKENS.md). */
export const NFT_ROUTE_DOCS: RouteDocs = {
  summaries: {
    'POST /nft/collections/search': 'NFT collections, newest first, 10 a page, paged by cursor',
    'POST /nft/collections/count': 'The number of collections under the filters of /nft/collections/search',
    'POST /nft/collections/export': 'Every collection under the filters, for collections.csv',
    'GET /nft/collections/:address': 'One NFT collection with its metadata, counts and getters',
    'POST /nft/items/search': 'NFTs of a collection, an owner or a manager, paged by cursor; those whose metadata cannot be read are left out',
    'POST /nft/items/count': 'The number of NFTs under the filters of /nft/items/search',
    'POST /nft/items/by_id': 'One NFT by its collection and id',
    'GET /nft/items/:address': 'One NFT by address, with its owner, manager, collection and metadata',
    'POST /nft/events/search': 'NFT events, newest first, in batches continued by the last event loaded, ending at NftCreated',
    'POST /nft/events/count': 'The number of NFT events under the filters of /nft/events/search',
    'GET /nft/accounts/:address': 'Whether an address is a collection or an NFT, and how many NFTs it owns',
    'GET /nft/indexes/:address':
      'A TIP-4.3 Index (collection, owner, NFT) or IndexBasis (collection) contract, live or destroyed; null for any other account',
    'GET /nft/multi/collections/:address':
      'A standard-6 (VEP 1155) multi-token collection: its multi-tokens, live ones, total supply and last token id; null for any other account',
    'POST /nft/multi/tokens/search': 'The multi-tokens of a collection in id order, with their NFT and supply, 20 a page, paged by cursor',
    'POST /nft/multi/wallets/search':
      "Multi-token wallets holding a balance: an owner's, newest first, or one multi-token's by its NFT, largest first; 20 a page, paged by cursor",
    'GET /nft/multi/wallets/:address': 'A standard-6 multi-token wallet: its id, owner, collection, NFT and balance; null for any other account',
  },
  lookups: new Set(['GET /nft/collections/:address', 'POST /nft/items/by_id', 'GET /nft/items/:address']),
};
