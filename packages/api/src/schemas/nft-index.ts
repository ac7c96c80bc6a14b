import { Type, type Static } from 'typebox';
import { closed, Nullable, RawAddress } from './common.js';

/**
 * A TIP-4.3 Index or IndexBasis contract (spec 001 §3 Index contract: collection, owner, nft). An NFT deploys two
 * Index contracts for its owner, one for the owner's NFTs of its collection (`inCollection`) and one for all the
 * owner's NFTs, and destroys them as it changes hands or burns; a collection deploys one IndexBasis.
 */
export const NftIndexSchema = Type.Object(
  {
    address: RawAddress,
    kind: Type.Union([Type.Literal('Index'), Type.Literal('IndexBasis')]),
    collectionAddress: RawAddress,
    /** Index only. */
    nftAddress: Nullable(RawAddress),
    /** Index only. */
    ownerAddress: Nullable(RawAddress),
    /** Index only: whether its salt names the collection (the owner's NFTs of one collection), or not (all the owner's NFTs). */
    inCollection: Nullable(Type.Boolean()),
    /** False once the contract was destroyed. */
    live: Type.Boolean(),
    /** Unix time of its deploy. */
    deployedAt: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type NftIndex = Static<typeof NftIndexSchema>;
