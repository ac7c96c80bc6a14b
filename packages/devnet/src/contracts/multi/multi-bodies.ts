import { abiText } from '@tvmscan/contracts';
import type { Cell } from '@tvmscan/tvm';
import { encodeCall } from '../shared/abi-call.js';
import { normalizeRawAddress, type RawAddress } from '../shared/raw-address.js';
import { MULTI_COLLECTION_FUNCTIONS, MULTI_NFT_FUNCTIONS, MULTI_WALLET_FUNCTIONS } from './multi-abi.js';

/** The ABI texts of our standard-6 contracts, as nekoton takes them. */
export const MULTI_COLLECTION_ABI = abiText(MULTI_COLLECTION_FUNCTIONS);
export const MULTI_NFT_ABI = abiText(MULTI_NFT_FUNCTIONS);
export const MULTI_WALLET_ABI = abiText(MULTI_WALLET_FUNCTIONS);

/** An empty cell, in base64 BOC: the payload of calls that carry none. */
const EMPTY_PAYLOAD = 'te6ccgEBAQEAAgAAAA==';

/** `mintToken(owner, count)`, from the collection owner: the next multi-token id with supply `count`, held by `owner`. */
export function multiMintBody(owner: RawAddress, count: bigint): Cell {
  return encodeCall(MULTI_COLLECTION_ABI, 'mintToken', { owner: normalizeRawAddress(owner, 'the multi-token owner'), count: count.toString() });
}

/** `transfer(count, recipient, 0, remainingGasTo, false, empty)`, from the wallet's owner to `recipient`'s wallet (deployed as needed). */
export function multiTransferBody(count: bigint, recipient: RawAddress, remainingGasTo: RawAddress): Cell {
  return encodeCall(MULTI_WALLET_ABI, 'transfer', {
    count: count.toString(),
    recipient: normalizeRawAddress(recipient, 'the recipient'),
    deployTokenWalletValue: '0',
    remainingGasTo: normalizeRawAddress(remainingGasTo, 'remainingGasTo'),
    notify: false,
    payload: EMPTY_PAYLOAD,
  });
}

/** `burn(count, remainingGasTo, remainingGasTo, empty)`, from the wallet's owner. */
export function multiBurnBody(count: bigint, remainingGasTo: RawAddress): Cell {
  const gasTo = normalizeRawAddress(remainingGasTo, 'remainingGasTo');
  return encodeCall(MULTI_WALLET_ABI, 'burn', { count: count.toString(), remainingGasTo: gasTo, callbackTo: gasTo, payload: EMPTY_PAYLOAD });
}
