import { describe, expect, it } from 'vitest';
import { applyNftEvent, nftEventSubject, type NftItemState } from '@tvmscan/contracts/actions';
import { ZERO_ADDRESS } from '@tvmscan/contracts/operations';

const address = (byte: string) => `0:${byte.repeat(32)}`;
const COLLECTION = address('c0');
const NFT = address('a1');
const OWNER = address('b2');
const MANAGER = address('d3');
const OTHER = address('e4');
const CREATED = { kind: 'NftCreated', index: 0, id: 7n, owner: OWNER, manager: MANAGER, collection: COLLECTION } as const;
const ITEM: NftItemState = { address: NFT, collection: COLLECTION, id: 7n, owner: OWNER, manager: MANAGER, burned: false };
const fromNft = { account: NFT, inMessageSource: MANAGER };

describe('what an NFT event does to its NFT, as the indexer and an emulation both tell it', () => {
  it('makes an NFT deployed by the collection it names, minted from the zero address to its owner', () => {
    expect(applyNftEvent(undefined, CREATED, { account: NFT, inMessageSource: COLLECTION })).toEqual({
      item: ITEM,
      fact: { kind: 'NftCreated', nft: NFT, collection: COLLECTION, id: 7n, from: ZERO_ADDRESS, to: OWNER, manager: MANAGER },
    });
  });

  it('refuses an NftCreated from anyone but its collection, and a second one for a known NFT', () => {
    expect(applyNftEvent(undefined, CREATED, { account: NFT, inMessageSource: OTHER })).toBeNull();
    expect(applyNftEvent(ITEM, CREATED, { account: NFT, inMessageSource: COLLECTION })).toBeNull();
  });

  it('moves the owner or the manager of a known NFT, and nothing of an unknown or burned one', () => {
    const moved = applyNftEvent(ITEM, { kind: 'OwnerChanged', index: 1, from: OWNER, to: OTHER }, fromNft);
    expect(moved?.item.owner).toBe(OTHER);
    expect(moved?.fact).toEqual({ kind: 'OwnerChanged', nft: NFT, collection: COLLECTION, id: 7n, from: OWNER, to: OTHER, manager: null });
    expect(applyNftEvent(ITEM, { kind: 'ManagerChanged', index: 1, from: MANAGER, to: OTHER }, fromNft)?.item.manager).toBe(OTHER);
    expect(applyNftEvent(undefined, { kind: 'OwnerChanged', index: 0, from: OWNER, to: OTHER }, fromNft)).toBeNull();
    expect(applyNftEvent({ ...ITEM, burned: true }, { kind: 'OwnerChanged', index: 0, from: OWNER, to: OTHER }, fromNft)).toBeNull();
  });

  it('burns an NFT by the NftBurned its collection emits as it accepts the burn, only with its collection and id', () => {
    const burned = { kind: 'NftBurned', index: 0, id: 7n, addresses: [NFT, OWNER, MANAGER] } as const;
    const fromCollection = { account: COLLECTION, inMessageSource: NFT };
    expect(nftEventSubject(burned, COLLECTION)).toBe(NFT);
    expect(applyNftEvent(ITEM, burned, fromCollection)).toEqual({
      item: { ...ITEM, burned: true },
      fact: { kind: 'NftBurned', nft: NFT, collection: COLLECTION, id: 7n, from: OWNER, to: ZERO_ADDRESS, manager: null },
    });
    expect(applyNftEvent(ITEM, { ...burned, id: 8n }, fromCollection)).toBeNull();
    expect(applyNftEvent({ ...ITEM, collection: OTHER }, burned, fromCollection)).toBeNull();
  });
});
