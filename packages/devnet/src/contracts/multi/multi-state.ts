import { Builder, storeMsgAddressInt, storeStateInit, type Cell } from '@tvmscan/tvm';
import type { ExpectedState } from '../shared/expected-state.js';
import { addrStdOf, type RawAddress } from '../shared/raw-address.js';
import { checkedUint } from '../shared/uint-argument.js';
import type { MultiTokenCodes } from './multi-compile.js';

/** What fixes a multi-token collection's address: its owner (who alone mints) and a nonce. */
export interface MultiCollectionConfig {
  owner: RawAddress;
  nonce: bigint;
  workchain?: number;
}

/** The StateInit of a multi-token collection with nothing minted, and its address. */
export function multiCollectionState(codes: MultiTokenCodes, config: MultiCollectionConfig): ExpectedState {
  const data = new Builder();
  storeMsgAddressInt(data, addrStdOf(config.owner, 'the collection owner'));
  data
    .storeUint(checkedUint(config.nonce, 64, 'the collection nonce'), 64)
    .storeUint(0n, 256)
    .storeUint(0n, 256)
    .storeRef(new Builder().storeRef(codes.nft).storeRef(codes.wallet).endCell());
  return stateOf(codes.collection, data.endCell(), config.workchain ?? 0);
}

/** The address of the NFT of multi-token `id`, as the collection derives it. */
export function multiNftAddress(codes: MultiTokenCodes, collection: RawAddress, id: bigint): RawAddress {
  const collectionAddress = addrStdOf(collection, 'the collection');
  const data = new Builder();
  storeMsgAddressInt(data, collectionAddress);
  data.storeUint(checkedUint(id, 256, 'the multi-token id'), 256).storeBit(0);
  return stateOf(codes.nft, data.endCell(), collectionAddress.workchain).address;
}

/** The address of the wallet of multi-token `id` that `owner` holds, as the collection and the wallets derive it. */
export function multiWalletAddress(codes: MultiTokenCodes, collection: RawAddress, id: bigint, owner: RawAddress): RawAddress {
  const collectionAddress = addrStdOf(collection, 'the collection');
  const data = new Builder();
  storeMsgAddressInt(data, collectionAddress);
  data.storeUint(checkedUint(id, 256, 'the multi-token id'), 256);
  storeMsgAddressInt(data, addrStdOf(owner, 'the wallet owner'));
  data.storeBit(0).storeRef(codes.wallet);
  return stateOf(codes.wallet, data.endCell(), collectionAddress.workchain).address;
}

function stateOf(code: Cell, data: Cell, workchain: number): ExpectedState {
  const b = new Builder();
  storeStateInit(b, { splitDepth: null, special: null, code, data, library: null });
  const stateInit = b.endCell();
  return { address: `${workchain}:${stateInit.hashHex()}`, stateInit };
}
