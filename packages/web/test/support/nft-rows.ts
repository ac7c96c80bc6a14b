import type { NftAccountResponse, NftCollection, NftEvent, NftItem } from '@tvmscan/api/nft-contract';
import { addressOf, ALICE, BOB } from './token-rows.js';

export const COLLECTION = addressOf('3');
export const NFT = addressOf('4');
export const ZERO = addressOf('0');

export function collectionRow(overrides: Partial<NftCollection> = {}): NftCollection {
  return {
    address: COLLECTION,
    standards: ['TIP-4.1', 'TIP-4.2'],
    interfaceIds: [],
    metadataType: 'Basic NFT',
    name: 'Devnet Art',
    description: 'Pictures minted on the devnet',
    previewUrl: 'https://images.example/art.png',
    previewMimeType: 'image/png',
    externalUrl: 'https://art.example/',
    metadata: { type: 'Basic NFT', name: 'Devnet Art' },
    metadataUrl: null,
    metadataStatus: 'Inline',
    ownerAddress: ALICE,
    itemsCount: 1234,
    totalSupply: '1234',
    totalMinted: '1240',
    nftCodeHash: 'c'.repeat(64),
    collectionUrl: null,
    createdAt: 1_700_000_000,
    ...overrides,
  };
}

export function itemRow(id: number, overrides: Partial<NftItem> = {}): NftItem {
  return {
    address: NFT,
    collectionAddress: COLLECTION,
    collectionName: 'Devnet Art',
    id: String(id),
    standards: ['TIP-4.1', 'TIP-4.2'],
    ownerAddress: BOB,
    managerAddress: BOB,
    metadataType: 'Basic NFT',
    name: `Devnet Art #${id}`,
    description: null,
    previewUrl: null,
    previewMimeType: null,
    externalUrl: null,
    metadata: { type: 'Basic NFT', name: `Devnet Art #${id}` },
    metadataUrl: null,
    metadataStatus: 'Inline',
    burned: false,
    supply: null,
    createdAt: 1_700_000_100,
    updatedAt: 1_700_000_200,
    ...overrides,
  };
}

/** The event `index` of an NFT's history, newest first: each in its own transaction, hash digits from `index`. */
export function eventRow(index: number, overrides: Partial<NftEvent> = {}): NftEvent {
  return {
    transactionHash: index.toString(16).padStart(64, '0'),
    eventIndex: 0,
    lt: String(10_000 - index),
    blockTime: 1_700_001_000 - index,
    kind: 'OwnerChanged',
    nftAddress: NFT,
    collectionAddress: COLLECTION,
    nftId: '42',
    from: ALICE,
    to: BOB,
    manager: null,
    ...overrides,
  };
}

export function nftAccount(address: string, overrides: Partial<NftAccountResponse> = {}): NftAccountResponse {
  return { address, collection: null, nft: null, ownedItems: 0, ...overrides };
}
