import type { Cell } from '@tvmscan/tvm';
import { encodeCall } from '../shared/abi-call.js';
import { cellToBase64 } from '../shared/boc-base64.js';
import { normalizeRawAddress, type RawAddress } from '../shared/raw-address.js';
import { uintArgument } from '../shared/uint-argument.js';
import { collectionArtifact, indexArtifact, indexBasisArtifact, nftArtifact } from './nft-artifacts.js';

export interface CollectionConstructorArgs {
  /** The only address allowed to mint (a wallet). */
  owner: RawAddress;
  /** Value each NFT keeps after its mint (nano); the mint value must exceed it by more than 0.6 EVER. */
  remainOnNft: bigint;
  /** Collection metadata, TIP-4.2 JSON. */
  json: string;
}

/**
 * The constructor call to send with the collection's StateInit. It carries the Nft, Index and IndexBasis
 * codes of @broxus/tip4 and deploys the collection's IndexBasis (0.4 EVER of the deploy value).
 */
export function collectionConstructorBody(args: CollectionConstructorArgs): Cell {
  return encodeCall(collectionArtifact().abi, 'constructor', {
    codeNft: cellToBase64(nftArtifact().code),
    codeIndex: cellToBase64(indexArtifact().code),
    codeIndexBasis: cellToBase64(indexBasisArtifact().code),
    owner: normalizeRawAddress(args.owner, 'the collection owner'),
    remainOnNft: uintArgument(args.remainOnNft, 128, 'remainOnNft'),
    json: args.json,
  });
}

export interface MintNftArgs {
  /** The first owner and manager of the NFT. */
  owner: RawAddress;
  /** NFT metadata, TIP-4.2 JSON. */
  json: string;
}

/** `mintNft(_owner, _json)`, sent by the collection owner; the NFT id is the collection's `totalMinted` before it. */
export function mintNftBody(args: MintNftArgs): Cell {
  return encodeCall(collectionArtifact().abi, 'mintNft', {
    _owner: normalizeRawAddress(args.owner, 'the NFT owner'),
    _json: args.json,
  });
}
