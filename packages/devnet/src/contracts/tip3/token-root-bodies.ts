import type { Cell } from '@tvmscan/tvm';
import { encodeCall } from '../shared/abi-call.js';
import { cellToBase64 } from '../shared/boc-base64.js';
import { emptyCell } from '../shared/empty-cell.js';
import { normalizeRawAddress, ZERO_ADDRESS, type RawAddress } from '../shared/raw-address.js';
import { uintArgument } from '../shared/uint-argument.js';
import { tokenRootArtifact } from './token-artifacts.js';

export interface TokenRootConstructorArgs {
  /** Where the gas left after the deploy goes (usually the deploying wallet). */
  remainingGasTo: RawAddress;
  /** Mints `initialSupply` to this owner's token wallet during the deploy. */
  initialSupplyTo?: RawAddress;
  initialSupply?: bigint;
  /** Value for deploying the initial-supply wallet (see TIP3_VALUES.deployWalletValue). */
  deployWalletValue?: bigint;
  mintDisabled?: boolean;
  burnByRootDisabled?: boolean;
  burnPaused?: boolean;
}

/** The constructor call to send with the root's StateInit, from the root owner (or the `deployer`). */
export function tokenRootConstructorBody(args: TokenRootConstructorArgs): Cell {
  return encodeCall(tokenRootArtifact().abi, 'constructor', {
    initialSupplyTo: normalizeRawAddress(args.initialSupplyTo ?? ZERO_ADDRESS, 'the initial supply owner'),
    initialSupply: uintArgument(args.initialSupply ?? 0n, 128, 'the initial supply'),
    deployWalletValue: uintArgument(args.deployWalletValue ?? 0n, 128, 'the deploy wallet value'),
    mintDisabled: args.mintDisabled ?? false,
    burnByRootDisabled: args.burnByRootDisabled ?? false,
    burnPaused: args.burnPaused ?? false,
    remainingGasTo: normalizeRawAddress(args.remainingGasTo, 'remainingGasTo'),
  });
}

export interface MintArgs {
  amount: bigint;
  /** The owner (a wallet), not the token wallet: the root derives the token wallet address. */
  recipient: RawAddress;
  /** Non-zero deploys the recipient's token wallet with this value first; zero expects it to exist. */
  deployWalletValue: bigint;
  remainingGasTo: RawAddress;
  /** Calls `onAcceptTokensMint` on the recipient. */
  notify?: boolean;
  payload?: Cell;
}

/** `mint(amount, recipient, deployWalletValue, remainingGasTo, notify, payload)`, sent by the root owner to the root. */
export function mintBody(args: MintArgs): Cell {
  return encodeCall(tokenRootArtifact().abi, 'mint', {
    amount: uintArgument(args.amount, 128, 'the mint amount'),
    recipient: normalizeRawAddress(args.recipient, 'the mint recipient'),
    deployWalletValue: uintArgument(args.deployWalletValue, 128, 'the deploy wallet value'),
    remainingGasTo: normalizeRawAddress(args.remainingGasTo, 'remainingGasTo'),
    notify: args.notify ?? false,
    payload: cellToBase64(args.payload ?? emptyCell()),
  });
}

export interface DeployWalletArgs {
  walletOwner: RawAddress;
  deployWalletValue: bigint;
  /** Function id the root answers the sender with (its `responsible` reply); 0 by default. */
  answerId?: number;
}

/** `deployWallet(answerId, walletOwner, deployWalletValue)`: anyone may ask the root to deploy an owner's token wallet. */
export function deployWalletBody(args: DeployWalletArgs): Cell {
  return encodeCall(tokenRootArtifact().abi, 'deployWallet', {
    answerId: uintArgument(BigInt(args.answerId ?? 0), 32, 'the answer id'),
    walletOwner: normalizeRawAddress(args.walletOwner, 'the wallet owner'),
    deployWalletValue: uintArgument(args.deployWalletValue, 128, 'the deploy wallet value'),
  });
}
