import { Builder, storeMsgAddressInt, type Cell } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { base64ToCell, cellToBase64 } from '../shared/boc-base64.js';
import { expectedState } from '../shared/expected-state.js';
import { addrStdOf, type RawAddress } from '../shared/raw-address.js';
import { uintArgument } from '../shared/uint-argument.js';
import { nftArtifact } from './nft-artifacts.js';

/**
 * The address of NFT `id` of a collection deployed by `collectionDeploy`, derived offline as the
 * collection's `nftAddress` does: the Nft code salted with the collection address, and `_id` set.
 */
export function nftAddress(collection: RawAddress, id: bigint): RawAddress {
  const collectionAddress = addrStdOf(collection, 'the collection');
  return expectedState(nftArtifact(), {
    workchain: collectionAddress.workchain,
    code: saltedNftCode(collection),
    initData: { _id: uintArgument(id, 256, 'the NFT id') },
  }).address;
}

/** The code of the NFTs of `collection`: the Nft code salted with the collection's address. */
export function saltedNftCode(collection: RawAddress): Cell {
  const salt = new Builder();
  storeMsgAddressInt(salt, addrStdOf(collection, 'the collection'));
  return base64ToCell(nt.setCodeSalt(cellToBase64(nftArtifact().code), cellToBase64(salt.endCell())).boc, 'the salted Nft code');
}
