import type { MetadataColumns, NftCollectionRecord, NftEventRecord, NftItemRecord } from '@tvmscan/store';
import type { CollectionExportRow, MetadataStatus, NftCollection, NftEvent, NftItem, NftStandard } from '../schemas/nft.js';

const STANDARDS: readonly NftStandard[] = ['TIP-4.1', 'TIP-4.2', 'TIP-4.2.2', 'TIP-4.3', 'VEP-1155'];

function metadataOf(record: MetadataColumns) {
  return {
    metadataType: record.metadata_type,
    name: record.name,
    description: record.description,
    previewUrl: record.preview_url,
    previewMimeType: record.preview_mime_type,
    externalUrl: record.external_url,
    metadata: record.json ?? null,
    metadataUrl: record.metadata_url,
    /** No row yet: the fetcher has not read it. */
    metadataStatus: (record.metadata_status ?? 'Pending') as MetadataStatus,
  };
}

function standardsOf(record: MetadataColumns): NftStandard[] {
  return (record.standards ?? []).filter((standard): standard is NftStandard => STANDARDS.includes(standard as NftStandard));
}

export function nftCollection(record: NftCollectionRecord): NftCollection {
  return {
    address: record.address,
    standards: standardsOf(record),
    interfaceIds: record.interface_ids ?? [],
    ...metadataOf(record),
    ownerAddress: record.owner_address,
    itemsCount: Number(record.items_count),
    ownersCount: Number(record.owners_count),
    ...countsOf(record),
    nftCodeHash: record.nft_code_hash,
    collectionUrl: record.metadata_url,
    createdAt: Number(record.created_at),
  };
}

export function collectionExportRow(record: NftCollectionRecord): CollectionExportRow {
  return {
    address: record.address,
    name: record.name,
    standards: standardsOf(record),
    ownerAddress: record.owner_address,
    itemsCount: Number(record.items_count),
    ownersCount: Number(record.owners_count),
    ...countsOf(record),
    createdAt: Number(record.created_at),
  };
}

export function nftItem(record: NftItemRecord): NftItem {
  return {
    address: record.address,
    collectionAddress: record.collection_address,
    collectionName: record.collection_name,
    id: record.nft_id,
    standards: standardsOf(record),
    ownerAddress: record.owner_address,
    managerAddress: record.manager_address,
    ...metadataOf(record),
    burned: record.burned,
    supply: record.multi_token_supply,
    createdAt: Number(record.created_at),
    updatedAt: Number(record.updated_at),
  };
}

export function nftEvent(record: NftEventRecord): NftEvent {
  return {
    transactionHash: record.transaction_hash,
    eventIndex: record.event_index,
    lt: record.lt,
    blockTime: Number(record.block_time),
    kind: record.kind,
    nftAddress: record.nft_address,
    collectionAddress: record.collection_address,
    nftId: record.nft_id,
    from: record.from_address,
    to: record.to_address,
    manager: record.manager_address,
  };
}

/** Minted and alive, counted from the NFTs' events (the totalMinted and totalSupply getters, for a collection indexed from its start). */
function countsOf(record: NftCollectionRecord): { totalSupply: string; totalMinted: string } {
  return { totalSupply: (BigInt(record.minted_count) - BigInt(record.burned_count)).toString(), totalMinted: record.minted_count };
}
