import { outputString, outputUint, runGetter } from '@tvmscan/contracts';
import type { Cell } from '@tvmscan/tvm';
import type { RawAddress } from '../shared/raw-address.js';
import { uintArgument } from '../shared/uint-argument.js';
import { collectionArtifact } from './nft-artifacts.js';

/** What a collection says about itself. */
export interface CollectionInfo {
  owner: RawAddress;
  /** NFTs in existence (minted less burnt). */
  totalSupply: bigint;
  /** NFTs ever minted: the id the next mint gets. */
  totalMinted: bigint;
  json: string;
}

const ANSWER = { answerId: '0' };

/** The address the collection computes for NFT `id` (get-method `nftAddress`). */
export function readNftAddress(collectionAccount: Cell, id: bigint): RawAddress {
  const input = { ...ANSWER, id: uintArgument(id, 256, 'the NFT id') };
  return outputString(runGetter(collectionArtifact().abi, collectionAccount, 'nftAddress', input, true), 'nft', 'nftAddress');
}

/** Runs the collection's getters on its Account cell. */
export function readCollectionInfo(collectionAccount: Cell): CollectionInfo {
  const { abi } = collectionArtifact();
  return {
    owner: outputString(runGetter(abi, collectionAccount, 'owner', {}, false), 'value0', 'owner'),
    totalSupply: outputUint(runGetter(abi, collectionAccount, 'totalSupply', ANSWER, true), 'count', 'totalSupply'),
    totalMinted: outputUint(runGetter(abi, collectionAccount, 'totalMinted', ANSWER, true), 'count', 'totalMinted'),
    json: outputString(runGetter(abi, collectionAccount, 'getJson', ANSWER, true), 'json', 'getJson'),
  };
}

/** NFTs the collection ever minted: the id its next mint gets. */
export function readTotalMinted(collectionAccount: Cell): bigint {
  return outputUint(runGetter(collectionArtifact().abi, collectionAccount, 'totalMinted', ANSWER, true), 'count', 'totalMinted');
}
