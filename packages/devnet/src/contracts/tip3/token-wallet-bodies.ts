import type { Cell } from '@tvmscan/tvm';
import { encodeCall } from '../shared/abi-call.js';
import { cellToBase64 } from '../shared/boc-base64.js';
import { emptyCell } from '../shared/empty-cell.js';
import { normalizeRawAddress, ZERO_ADDRESS, type RawAddress } from '../shared/raw-address.js';
import { uintArgument } from '../shared/uint-argument.js';
import { tokenWalletArtifact } from './token-artifacts.js';

export interface TransferArgs {
  amount: bigint;
  /** The recipient owner (a wallet), not its token wallet. */
  recipient: RawAddress;
  /** Non-zero deploys the recipient's token wallet with this value if it does not exist yet. */
  deployWalletValue: bigint;
  remainingGasTo: RawAddress;
  /** Calls `onAcceptTokensTransfer` on the recipient. */
  notify?: boolean;
  payload?: Cell;
}

/** `transfer(amount, recipient, deployWalletValue, remainingGasTo, notify, payload)`, sent by the owner to its token wallet. */
export function transferBody(args: TransferArgs): Cell {
  return encodeCall(tokenWalletArtifact().abi, 'transfer', {
    amount: uintArgument(args.amount, 128, 'the transfer amount'),
    recipient: normalizeRawAddress(args.recipient, 'the transfer recipient'),
    deployWalletValue: uintArgument(args.deployWalletValue, 128, 'the deploy wallet value'),
    remainingGasTo: normalizeRawAddress(args.remainingGasTo, 'remainingGasTo'),
    notify: args.notify ?? false,
    payload: cellToBase64(args.payload ?? emptyCell()),
  });
}

export interface BurnArgs {
  amount: bigint;
  remainingGasTo: RawAddress;
  /** Receives `onAcceptTokensBurn` from the root; default: none (the zero address). */
  callbackTo?: RawAddress;
  payload?: Cell;
}

/** `burn(amount, remainingGasTo, callbackTo, payload)`, sent by the owner to its token wallet. */
export function burnBody(args: BurnArgs): Cell {
  return encodeCall(tokenWalletArtifact().abi, 'burn', {
    amount: uintArgument(args.amount, 128, 'the burn amount'),
    remainingGasTo: normalizeRawAddress(args.remainingGasTo, 'remainingGasTo'),
    callbackTo: normalizeRawAddress(args.callbackTo ?? ZERO_ADDRESS, 'callbackTo'),
    payload: cellToBase64(args.payload ?? emptyCell()),
  });
}
