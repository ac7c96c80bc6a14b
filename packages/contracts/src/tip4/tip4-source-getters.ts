import { existingAccountCell, type AccountSource } from '../getters/account-source.js';
import {
  readCollectionUrl,
  readNftUrl,
  readSupportedInterfaces,
  readTip4CollectionInfo,
  readTip4Json,
  readUrlParts,
  type Tip4CollectionInfo,
} from './tip4-getters.js';
import { NFT_INTERFACE_IDS } from './tip4-interfaces.js';

/** What the NFT metadata fetcher reads of a collection or an NFT through a state source. */
export interface Tip4Reading {
  interfaceIds: number[];
  /** TIP-4.2 JSON read on chain, or null. */
  json: string | null;
  /** TIP-4.2.2: the URL its metadata is fetched from, or null. */
  metadataUrl: string | null;
}

/** A collection's interfaces, metadata (inline or its URL) and getters. */
export async function fetchTip4Collection(source: AccountSource, address: string): Promise<Tip4Reading & { info: Tip4CollectionInfo }> {
  const account = await existingAccountCell(source, address);
  const interfaceIds = readSupportedInterfaces(account);
  const byUrl = interfaceIds.includes(NFT_INTERFACE_IDS.tip422Collection);
  return {
    interfaceIds,
    json: byUrl ? null : readTip4Json(account),
    metadataUrl: byUrl ? readCollectionUrl(account) : null,
    info: readTip4CollectionInfo(account),
  };
}

/** An NFT's interfaces and metadata: inline JSON, or the URL its collection builds from the NFT's URL parts. */
export async function fetchTip4Nft(source: AccountSource, address: string, collection: string): Promise<Tip4Reading> {
  const account = await existingAccountCell(source, address);
  const interfaceIds = readSupportedInterfaces(account);
  if (!interfaceIds.includes(NFT_INTERFACE_IDS.tip422Nft)) return { interfaceIds, json: readTip4Json(account), metadataUrl: null };
  const parts = readUrlParts(account);
  return { interfaceIds, json: null, metadataUrl: readNftUrl(await existingAccountCell(source, collection), parts) };
}
