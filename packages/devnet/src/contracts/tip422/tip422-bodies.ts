import { abiText } from '@tvmscan/contracts';
import type { Cell } from '@tvmscan/tvm';
import { encodeCall } from '../shared/abi-call.js';
import { normalizeRawAddress, type RawAddress } from '../shared/raw-address.js';
import { COLLECTION_FUNCTIONS, NFT_FUNCTIONS } from './tip422-abi.js';

/** The ABI texts of our TIP-4.2.2 contracts, as nekoton takes them. */
export const URL_COLLECTION_ABI = abiText(COLLECTION_FUNCTIONS);
export const URL_NFT_ABI = abiText(NFT_FUNCTIONS);

/** The collection's first call, from its owner: where its own metadata is, and the base URL NFTs' URL parts follow. */
export function urlCollectionConstructorBody(urls: { collectionUrl: string; nftBaseUrl: string }): Cell {
  return encodeCall(URL_COLLECTION_ABI, 'constructor', { collectionUrl: urls.collectionUrl, nftBaseUrl: urls.nftBaseUrl });
}

/** `mintNft(owner)`, from the collection owner: NFT `totalMinted` goes to `owner`, with the call's value. */
export function urlMintBody(owner: RawAddress): Cell {
  return encodeCall(URL_COLLECTION_ABI, 'mintNft', { owner: normalizeRawAddress(owner, 'the NFT owner') });
}

/** `transfer(to, sendGasTo, {})`, from the NFT's manager: `to` becomes owner and manager, the value left goes to `sendGasTo`. */
export function urlNftTransferBody(to: RawAddress, sendGasTo: RawAddress): Cell {
  return managerCallBody('transfer', 'to', to, sendGasTo);
}

/** `changeManager(newManager, sendGasTo, {})`, from the NFT's manager. */
export function urlNftChangeManagerBody(newManager: RawAddress, sendGasTo: RawAddress): Cell {
  return managerCallBody('changeManager', 'newManager', newManager, sendGasTo);
}

/** `changeOwner(newOwner, sendGasTo, {})`, from the NFT's manager: the manager stays. */
export function urlNftChangeOwnerBody(newOwner: RawAddress, sendGasTo: RawAddress): Cell {
  return managerCallBody('changeOwner', 'newOwner', newOwner, sendGasTo);
}

function managerCallBody(method: string, party: string, to: RawAddress, sendGasTo: RawAddress): Cell {
  return encodeCall(URL_NFT_ABI, method, {
    [party]: normalizeRawAddress(to, `the ${method} party`),
    sendGasTo: normalizeRawAddress(sendGasTo, 'sendGasTo'),
    callbacks: [],
  });
}
