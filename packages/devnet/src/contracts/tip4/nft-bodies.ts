import type { Cell } from '@tvmscan/tvm';
import { encodeCall } from '../shared/abi-call.js';
import { cellToBase64 } from '../shared/boc-base64.js';
import { emptyCell } from '../shared/empty-cell.js';
import { normalizeRawAddress, type RawAddress } from '../shared/raw-address.js';
import { uintArgument } from '../shared/uint-argument.js';
import { nftArtifact } from './nft-artifacts.js';

/** A contract the NFT notifies with `onNftTransfer`, sending it `value` of the transfer's value. */
export interface NftCallback {
  to: RawAddress;
  value: bigint;
  payload?: Cell;
}

export interface NftTransferArgs {
  /** The new owner and manager. */
  to: RawAddress;
  /** Receives the value left over (usually the sender's wallet). */
  sendGasTo: RawAddress;
  callbacks?: NftCallback[];
}

/** `transfer(to, sendGasTo, callbacks)`, sent to the NFT by its manager. */
export function nftTransferBody(args: NftTransferArgs): Cell {
  return encodeCall(nftArtifact().abi, 'transfer', {
    to: normalizeRawAddress(args.to, 'the new owner'),
    sendGasTo: normalizeRawAddress(args.sendGasTo, 'sendGasTo'),
    callbacks: callbackArguments(args.callbacks),
  });
}

export interface NftChangeManagerArgs {
  newManager: RawAddress;
  sendGasTo: RawAddress;
  callbacks?: NftCallback[];
}

/** `changeManager(newManager, sendGasTo, callbacks)`, sent to the NFT by its manager. */
export function nftChangeManagerBody(args: NftChangeManagerArgs): Cell {
  return encodeCall(nftArtifact().abi, 'changeManager', {
    newManager: normalizeRawAddress(args.newManager, 'the new manager'),
    sendGasTo: normalizeRawAddress(args.sendGasTo, 'sendGasTo'),
    callbacks: callbackArguments(args.callbacks),
  });
}

/** `burn(sendGasTo, callbackTo, callbackPayload)`, sent to the NFT by its manager: the NFT destroys itself and its collection counts the burn. */
export function nftBurnBody(args: { sendGasTo: RawAddress; callbackTo: RawAddress }): Cell {
  return encodeCall(nftArtifact().abi, 'burn', {
    sendGasTo: normalizeRawAddress(args.sendGasTo, 'sendGasTo'),
    callbackTo: normalizeRawAddress(args.callbackTo, 'callbackTo'),
    callbackPayload: cellToBase64(emptyCell()),
  });
}

function callbackArguments(list: NftCallback[] | undefined) {
  return (list ?? []).map(
    (callback) =>
      [
        normalizeRawAddress(callback.to, 'the callback address'),
        { value: uintArgument(callback.value, 128, 'the callback value'), payload: cellToBase64(callback.payload ?? emptyCell()) },
      ] as const,
  );
}
