import { Type, type Static } from 'typebox';
import { closed, Hash, HashInput, Lt, Nullable, PageCursors, pageFieldsOf, RawAddress, RawAddressInput, TotalCountResponseSchema } from './common.js';

/**
 * The NFT standards (spec 001 §3 Collection), each recognised by the interface ids a contract says it supports:
 * TIP-4.1 (NFT and collection), TIP-4.2 (JSON metadata on chain), TIP-4.2.2 (metadata from a URL) and TIP-4.3 (Index
 * contracts), and standard 6 (multi-tokens, shown as "VEP 1155").
 */
export const NftStandardSchema = Type.Union([
  Type.Literal('TIP-4.1'),
  Type.Literal('TIP-4.2'),
  Type.Literal('TIP-4.2.2'),
  Type.Literal('TIP-4.3'),
  Type.Literal('VEP-1155'),
]);
export type NftStandard = Static<typeof NftStandardSchema>;

/** The NFT events (spec 001 §3 NFT events), NftBurned added for an item's destruction. */
export const NftEventKindSchema = Type.Union([
  Type.Literal('NftCreated'),
  Type.Literal('OwnerChanged'),
  Type.Literal('ManagerChanged'),
  Type.Literal('NftBurned'),
]);
export type NftEventKind = Static<typeof NftEventKindSchema>;

/**
 * Where an item's or a collection's metadata stands: `Inline` read from the contract's getJson (TIP-4.2), `Fetched`
 * from its URL (TIP-4.2.2), `Pending` while the URL is not yet fetched, `Failed` when it cannot be read (no answer, not
 * JSON, too large, a refused address); `None` when the contract has no metadata. Lists leave out items not Inline or Fetched.
 */
export const MetadataStatusSchema = Type.Union([
  Type.Literal('Inline'),
  Type.Literal('Fetched'),
  Type.Literal('Pending'),
  Type.Literal('Failed'),
  Type.Literal('None'),
]);
export type MetadataStatus = Static<typeof MetadataStatusSchema>;

/** A 256-bit unsigned number as decimal digits (an NFT id, a supply). */
const Uint256 = Type.String({ pattern: '^[0-9]{1,78}$', description: 'a 256-bit unsigned number, as decimal digits' });
const Uint256Input = Type.String({ pattern: '^[0-9]{1,78}$', description: 'a 256-bit unsigned number, as decimal digits' });
/** The metadata JSON object as the contract or the URL gave it (spec 001 §3 NFT json metadata); the fields below are read from it. */
const MetadataJson = Type.Unknown({ description: 'the metadata JSON object as read, or null' });

/** The fields of the metadata every screen shows, read from the JSON ('Basic NFT' and 'metaverse.region' types alike). */
const MetadataFields = {
  /** The metadata's `type` ('Basic NFT', 'metaverse.region', …), as written. */
  metadataType: Nullable(Type.String()),
  name: Nullable(Type.String()),
  description: Nullable(Type.String()),
  /** `preview.source` and `preview.mimetype`. */
  previewUrl: Nullable(Type.String()),
  previewMimeType: Nullable(Type.String()),
  externalUrl: Nullable(Type.String()),
  metadata: MetadataJson,
  /** The URL the metadata was or will be fetched from (TIP-4.2.2), else null. */
  metadataUrl: Nullable(Type.String()),
  metadataStatus: MetadataStatusSchema,
};

export const NftCountResponseSchema = TotalCountResponseSchema;
export type NftCountResponse = Static<typeof NftCountResponseSchema>;

export const NftAddressParams = Type.Object({ address: RawAddressInput }, closed);

/** A collection (spec 001 §3 Collection). */
export const NftCollectionSchema = Type.Object(
  {
    address: RawAddress,
    standards: Type.Array(NftStandardSchema),
    /** The interface ids (supportsInterface, as unsigned 32-bit numbers) the collection answered true to. */
    interfaceIds: Type.Array(Type.Integer({ minimum: 0 })),
    ...MetadataFields,
    ownerAddress: Nullable(RawAddress),
    /** Items alive now (not burned) whose metadata can be read: what the items list shows. */
    itemsCount: Type.Integer({ minimum: 0 }),
    /** The owners of the items alive now, each counted once. */
    ownersCount: Type.Integer({ minimum: 0 }),
    /** Items alive now (minted less burned), counted from the NFTs' events: the totalSupply getter's value. */
    totalSupply: Nullable(Uint256),
    /** Items ever minted, counted from the NftCreated events: the totalMinted getter's value. */
    totalMinted: Nullable(Uint256),
    nftCodeHash: Nullable(Hash),
    /** TIP-4.2.2: the collection's own metadata URL (getCollectionUrl); its items' URLs come from getNftUrl. */
    collectionUrl: Nullable(Type.String()),
    /** When the indexer first met the collection (block time, unix seconds). */
    createdAt: Type.Integer(),
  },
  closed,
);
export type NftCollection = Static<typeof NftCollectionSchema>;

/** An NFT (spec 001 §3 NFT): a TIP-4 item. */
export const NftItemSchema = Type.Object(
  {
    address: RawAddress,
    collectionAddress: RawAddress,
    /** The collection's name, when its metadata gives one. */
    collectionName: Nullable(Type.String()),
    id: Uint256,
    standards: Type.Array(NftStandardSchema),
    ownerAddress: Nullable(RawAddress),
    managerAddress: Nullable(RawAddress),
    ...MetadataFields,
    burned: Type.Boolean(),
    /** A standard-6 multi-token's NFT: the multi-token's supply, minted less burned (spec 001 §3 NFT tCounter); else null. */
    supply: Nullable(Type.String({ pattern: '^[0-9]{1,39}$', description: 'a 128-bit unsigned amount, as decimal digits' })),
    /** Block times (unix seconds) of the NftCreated event and of the last event. */
    createdAt: Type.Integer(),
    updatedAt: Type.Integer(),
  },
  closed,
);
export type NftItem = Static<typeof NftItemSchema>;

/** An NFT event (spec 001 §3): from and to derived, creation from the zero address of workchain 0. */
export const NftEventSchema = Type.Object(
  {
    transactionHash: Hash,
    /** Orders the events of one transaction. */
    eventIndex: Type.Integer({ minimum: 0 }),
    lt: Lt,
    blockTime: Type.Integer(),
    kind: NftEventKindSchema,
    nftAddress: RawAddress,
    collectionAddress: RawAddress,
    nftId: Uint256,
    /** NftCreated: the zero address and the first owner; OwnerChanged and ManagerChanged: old and new; NftBurned: the last owner and the zero address. */
    from: RawAddress,
    to: RawAddress,
    /** NftCreated: the first manager; else null. */
    manager: Nullable(RawAddress),
  },
  closed,
);
export type NftEvent = Static<typeof NftEventSchema>;

/** Continuation of an event list: the last event loaded (spec 001 §4: by its transaction). */
export const NftEventContinuationSchema = Type.Object({ transactionHash: Hash, eventIndex: Type.Integer({ minimum: 0 }) }, closed);
export type NftEventContinuation = Static<typeof NftEventContinuationSchema>;
const NftEventContinuationInput = Type.Object({ transactionHash: HashInput, eventIndex: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }, closed);

const CollectionFilterFields = {
  /** Case-insensitive part of the name. */
  substring: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  standard: Type.Optional(NftStandardSchema),
  ownerAddress: Type.Optional(RawAddressInput),
};
/** The collections page: newest first, 10 a page (§9). */
export const CollectionSearchBody = Type.Object({ ...CollectionFilterFields, ...pageFieldsOf(10) }, closed);
export type CollectionSearchRequest = Static<typeof CollectionSearchBody>;
export const CollectionCountBody = Type.Object(CollectionFilterFields, closed);
export type CollectionCountRequest = Static<typeof CollectionCountBody>;
export const CollectionSearchResponseSchema = Type.Object({ collections: Type.Array(NftCollectionSchema), ...PageCursors }, closed);
export type CollectionSearchResponse = Static<typeof CollectionSearchResponseSchema>;

/** collections.csv: every collection under the filters, newest first, at most `limit` (default and maximum 10 000). */
export const CollectionExportBody = Type.Object(
  { ...CollectionFilterFields, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 10_000 })) },
  closed,
);
export type CollectionExportRequest = Static<typeof CollectionExportBody>;
export const CollectionExportRowSchema = Type.Object(
  {
    address: RawAddress,
    name: Nullable(Type.String()),
    standards: Type.Array(NftStandardSchema),
    ownerAddress: Nullable(RawAddress),
    itemsCount: Type.Integer({ minimum: 0 }),
    ownersCount: Type.Integer({ minimum: 0 }),
    totalSupply: Nullable(Uint256),
    totalMinted: Nullable(Uint256),
    createdAt: Type.Integer(),
  },
  closed,
);
export type CollectionExportRow = Static<typeof CollectionExportRowSchema>;
export const CollectionExportResponseSchema = Type.Object({ collections: Type.Array(CollectionExportRowSchema) }, closed);
export type CollectionExportResponse = Static<typeof CollectionExportResponseSchema>;

const ItemFilterFields = {
  collectionAddress: Type.Optional(RawAddressInput),
  ownerAddress: Type.Optional(RawAddressInput),
  managerAddress: Type.Optional(RawAddressInput),
  /** Burned items are left out unless asked for. */
  includeBurned: Type.Optional(Type.Boolean()),
};
/**
 * Items of a collection (the collection's items tab) or of an owner (the account's items tab): at least one of
 * collectionAddress, ownerAddress and managerAddress. Id order within a collection, else newest first; 20 a page.
 * Items whose metadata cannot be read are left out (§2).
 */
export const ItemSearchBody = Type.Object({ ...ItemFilterFields, ...pageFieldsOf(20) }, closed);
export type ItemSearchRequest = Static<typeof ItemSearchBody>;
export const ItemCountBody = Type.Object(ItemFilterFields, closed);
export type ItemCountRequest = Static<typeof ItemCountBody>;
export const ItemSearchResponseSchema = Type.Object({ items: Type.Array(NftItemSchema), ...PageCursors }, closed);
export type ItemSearchResponse = Static<typeof ItemSearchResponseSchema>;

/** An item by its collection and id. */
export const ItemByIdBody = Type.Object({ collectionAddress: RawAddressInput, id: Uint256Input }, closed);
export type ItemByIdRequest = Static<typeof ItemByIdBody>;

/**
 * NFT events, newest first, 10 a batch (§9): of an NFT (its nft-transactions tab), of a collection, or of an account
 * as from or to; at least one of them. The next batch continues after the last event loaded; `continuation` is null
 * when no event is left — for an NFT, once the batch reached its NftCreated (§4).
 */
export const EventSearchBody = Type.Object(
  {
    nftAddress: Type.Optional(RawAddressInput),
    collectionAddress: Type.Optional(RawAddressInput),
    accountAddress: Type.Optional(RawAddressInput),
    kinds: Type.Optional(Type.Array(NftEventKindSchema, { minItems: 1, maxItems: 4 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    continuation: Type.Optional(Nullable(NftEventContinuationInput)),
  },
  closed,
);
export type EventSearchRequest = Static<typeof EventSearchBody>;
export const EventSearchResponseSchema = Type.Object(
  { events: Type.Array(NftEventSchema), continuation: Nullable(NftEventContinuationSchema) },
  closed,
);
export type EventSearchResponse = Static<typeof EventSearchResponseSchema>;
export const EventCountBody = Type.Object(
  {
    nftAddress: Type.Optional(RawAddressInput),
    collectionAddress: Type.Optional(RawAddressInput),
    accountAddress: Type.Optional(RawAddressInput),
    kinds: Type.Optional(Type.Array(NftEventKindSchema, { minItems: 1, maxItems: 4 })),
  },
  closed,
);
export type EventCountRequest = Static<typeof EventCountBody>;

/**
 * What an address is to the NFT tables, for the account page's tabs: a collection (items tab, the default), an NFT
 * (nft-transactions by default), or neither (both null); and how many items it owns.
 */
export const NftAccountResponseSchema = Type.Object(
  {
    address: RawAddress,
    collection: Nullable(NftCollectionSchema),
    nft: Nullable(NftItemSchema),
    /** Items (alive, readable) the address owns. */
    ownedItems: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type NftAccountResponse = Static<typeof NftAccountResponseSchema>;

/**
 * The metadata JSON's known shapes, for clients reading `metadata` (types only; the JSON is passed on as read).
 * 'Basic NFT': name, description, preview {source, mimetype}, files [{source, mimetype}], external_url.
 * 'metaverse.region' adds `regions`, each with a `shape` of type cuboid, cylinder, sphere or polygon2d and its
 * parameters (TOKENS.md lists them); meta.server {type, url, pubkey}, meta.signature and version may accompany them.
 */
export interface NftMetadataJson {
  readonly type?: string;
  readonly name?: string;
  readonly description?: string;
  readonly preview?: { readonly source?: string; readonly mimetype?: string };
  readonly files?: readonly { readonly source?: string; readonly mimetype?: string }[];
  readonly external_url?: string;
  readonly regions?: readonly MetaverseRegion[];
  readonly meta?: { readonly server?: { readonly type?: string; readonly url?: string; readonly pubkey?: string }; readonly signature?: string };
  readonly version?: string | number;
  readonly [field: string]: unknown;
}
export type RegionShapeType = 'cuboid' | 'cylinder' | 'sphere' | 'polygon2d';
/** A region: its shape's type and the shape's parameters (cuboid: min, max; cylinder: center, radius, height; sphere: center, radius; polygon2d: points, minY, maxY). */
export interface MetaverseRegion {
  readonly name?: string;
  readonly shape?: { readonly type?: RegionShapeType | string; readonly [parameter: string]: unknown };
  readonly [field: string]: unknown;
}
