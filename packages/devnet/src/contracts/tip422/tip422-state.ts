import { Builder, storeMsgAddressInt, storeStateInit, type Cell } from '@tvmscan/tvm';
import type { ExpectedState } from '../shared/expected-state.js';
import { addrStdOf, type RawAddress } from '../shared/raw-address.js';
import { checkedUint } from '../shared/uint-argument.js';
import type { Tip422Codes } from './tip422-compile.js';

/** What fixes a URL collection's address: its owner (who alone sets its URLs and mints) and a nonce. */
export interface UrlCollectionConfig {
  owner: RawAddress;
  nonce: bigint;
  workchain?: number;
}

/** The StateInit of a URL collection (nothing minted, its URLs not set yet) and its address. */
export function urlCollectionState(codes: Tip422Codes, config: UrlCollectionConfig): ExpectedState {
  const data = new Builder();
  storeMsgAddressInt(data, addrStdOf(config.owner, 'the collection owner'));
  data
    .storeUint(checkedUint(config.nonce, 64, 'the collection nonce'), 64)
    .storeUint(0n, 128)
    .storeRef(codes.nft)
    .storeBit(0);
  return stateOf(codes.collection, data.endCell(), config.workchain ?? 0);
}

/** The address of NFT `id` of a URL collection, as the collection derives it: the NFT code with the collection and the id as its data. */
export function urlNftAddress(codes: Tip422Codes, collection: RawAddress, id: bigint): RawAddress {
  const collectionAddress = addrStdOf(collection, 'the collection');
  const data = new Builder();
  storeMsgAddressInt(data, collectionAddress);
  data.storeUint(checkedUint(id, 256, 'the NFT id'), 256).storeBit(0);
  return stateOf(codes.nft, data.endCell(), collectionAddress.workchain).address;
}

function stateOf(code: Cell, data: Cell, workchain: number): ExpectedState {
  const b = new Builder();
  storeStateInit(b, { splitDepth: null, special: null, code, data, library: null });
  const stateInit = b.endCell();
  return { address: `${workchain}:${stateInit.hashHex()}`, stateInit };
}
