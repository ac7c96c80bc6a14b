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
  const callbacks = (args.callbacks ?? []).map(
    (callback) =>
      [
        normalizeRawAddress(callback.to, 'the callback address'),
        { value: uintArgument(callback.value, 128, 'the callback value'), payload: cellToBase64(callback.payload ?? emptyCell()) },
      ] as const,
  );
  return encodeCall(nftArtifact().abi, 'transfer', {
    to: normalizeRawAddress(args.to, 'the new owner'),
    sendGasTo: normalizeRawAddress(args.sendGasTo, 'sendGasTo'),
    callbacks,
  });
}
