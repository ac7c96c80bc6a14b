import type { JsonValue } from '../abi/json-value.js';
import type { WalletStandardName } from '../wallets/wallet-standards.js';

/**
 * What a step of a trace did, as structured fields (the web words them in each language). Every action is read from
 * one transaction, its messages and what the indexer knows of the accounts they name; it is plain JSON: addresses
 * raw `wc:hex`, amounts decimal strings of the smallest unit (nano for the native coin, the token's smallest unit
 * for tokens), ids decimal strings. `type` tells which `details` it carries.
 */
export type Action =
  | TickTockAction
  | NativeTransferAction
  | BounceAction
  | TokenTransferAction
  | TokenMintAction
  | TokenBurnAction
  | NftMintAction
  | NftTransferAction
  | NftManagerChangeAction
  | NftBurnAction
  | MultiTokenMintAction
  | MultiTokenTransferAction
  | MultiTokenBurnAction
  | ContractDeployAction
  | ContractCallAction
  | WalletSendAction
  | ElectionStakeAction
  | ElectionRecoverAction
  | CallAction;

export type ActionType = Action['type'];

/** Every action type, in the order the README describes them. */
export const ACTION_TYPES = [
  'TickTock',
  'NativeTransfer',
  'Bounce',
  'TokenTransfer',
  'TokenMint',
  'TokenBurn',
  'NftMint',
  'NftTransfer',
  'NftManagerChange',
  'NftBurn',
  'MultiTokenMint',
  'MultiTokenTransfer',
  'MultiTokenBurn',
  'ContractDeploy',
  'ContractCall',
  'WalletSend',
  'ElectionStake',
  'ElectionRecover',
  'Call',
] as const satisfies readonly ActionType[];

/** The fields every action has. */
export interface ActionBase<T extends string, D> {
  readonly type: T;
  /** Whether the step did what it set out to do (a transfer arrived, a call ran to the end). */
  readonly success: boolean;
  /**
   * Why it did not, where a phase of the transaction tells: null when it succeeded, and when it ran to the end but
   * the contract answered with a refusal (an elector returning a stake).
   */
  readonly failure: StepFailure | null;
  /** Every account the action names (owners, wallets, contracts), once each, in the order its details name them. */
  readonly accounts: readonly string[];
  /** Its main amount: the value moved, the tokens moved or minted or burned; null when it moves none. */
  readonly amount: string | null;
  /** The token `amount` counts, for token actions; null for the native coin and for actions without an amount. */
  readonly token: ActionToken | null;
  readonly details: D;
}

/** A fungible token as the index knows its root: symbol and decimals as the root said them (empty and 0 when unknown). */
export interface ActionToken {
  readonly standard: 'Tip3' | 'Jetton';
  readonly root: string;
  readonly symbol: string;
  readonly decimals: number;
}

/**
 * Where a step stopped. `skipped`: the compute phase did not run (`skipReason`, e.g. `noState` for a message to an
 * account that does not exist); `compute`: the VM exited with `exitCode`; `action`: the action phase failed with
 * `resultCode`; `bounced`: the call reached its destination, failed there and came back (a bounced token transfer).
 * `meaning` is the exit-code (or result-code) catalogue's wording in English, null when the catalogue has none.
 */
export interface StepFailure {
  readonly phase: 'skipped' | 'compute' | 'action' | 'bounced';
  readonly exitCode: number | null;
  readonly resultCode: number | null;
  readonly skipReason: 'noState' | 'badState' | 'noGas' | 'suspended' | null;
  readonly meaning: string | null;
}

/** One side of a token movement: the owner and the owner's token wallet, null where neither the messages nor the index tell. */
export interface TokenSide {
  readonly owner: string | null;
  readonly wallet: string | null;
}

/** A masterchain system contract's tick or tock transaction. */
export type TickTockAction = ActionBase<'TickTock', { readonly account: string; readonly kind: 'Tick' | 'Tock' }>;

/** Native coins sent with an empty body or a text comment; `to` got them unless the action failed. */
export type NativeTransferAction = ActionBase<
  'NativeTransfer',
  { readonly from: string; readonly to: string; readonly comment: string | null; readonly bounceable: boolean }
>;

/**
 * A bounced message coming back: `from` refused the call of `functionId` (the first bits a bounce keeps) and `to`
 * gets `amount` back. A bounced token transfer is a TokenTransfer instead.
 */
export type BounceAction = ActionBase<
  'Bounce',
  { readonly from: string; readonly to: string; readonly functionId: number | null; readonly functionName: string | null }
>;

/** Tokens moved from one owner to another; `bounced` when the transfer failed and came back to the sender. */
export type TokenTransferAction = ActionBase<'TokenTransfer', { readonly from: TokenSide; readonly to: TokenSide; readonly bounced: boolean }>;

export type TokenMintAction = ActionBase<'TokenMint', { readonly to: TokenSide }>;

/** Tokens burned by their owner (or the root); `bounced` when the root refused the burn and they came back. */
export type TokenBurnAction = ActionBase<'TokenBurn', { readonly from: TokenSide; readonly bounced: boolean }>;

/** An NFT of a collection, by its address and its id in the collection (a decimal string). */
export interface NftRef {
  readonly nft: string;
  readonly collection: string;
  readonly id: string;
}

export type NftMintAction = ActionBase<'NftMint', NftRef & { readonly owner: string; readonly manager: string }>;

/** A new owner; `manager` is the manager after the transfer when the same step changed it. */
export type NftTransferAction = ActionBase<'NftTransfer', NftRef & { readonly from: string; readonly to: string; readonly manager: string | null }>;

export type NftManagerChangeAction = ActionBase<'NftManagerChange', NftRef & { readonly from: string; readonly to: string }>;

export type NftBurnAction = ActionBase<'NftBurn', NftRef & { readonly owner: string }>;

/** A standard-6 multi-token of a collection: its id there and its NFT, when known. */
export interface MultiTokenRef {
  readonly collection: string;
  readonly id: string;
  readonly nft: string | null;
}

export type MultiTokenMintAction = ActionBase<'MultiTokenMint', MultiTokenRef & { readonly to: string }>;

export type MultiTokenTransferAction = ActionBase<
  'MultiTokenTransfer',
  MultiTokenRef & { readonly from: string; readonly to: string; readonly fromWallet: string; readonly toWallet: string }
>;

export type MultiTokenBurnAction = ActionBase<'MultiTokenBurn', MultiTokenRef & { readonly owner: string }>;

/** A contract deployed: its code hash and, when known, the verified contract or wallet standard it is. */
export type ContractDeployAction = ActionBase<
  'ContractDeploy',
  { readonly account: string; readonly deployer: string | null; readonly codeHash: string | null; readonly contractName: string | null }
>;

/** A call of a verified or published contract's function, with the arguments its ABI decodes. */
export type ContractCallAction = ActionBase<
  'ContractCall',
  {
    readonly contract: string;
    readonly caller: string | null;
    readonly contractName: string;
    readonly function: string;
    readonly arguments: JsonValue;
    readonly external: boolean;
  }
>;

/**
 * One message a wallet sent: where, how much, and what its body says when that is known: a comment, the function it
 * calls, and for a call of a token wallet's transfer the tokens it asks to send (in the token's smallest unit) and to
 * whom (the recipient's owner, or its token wallet).
 */
export interface WalletTransfer {
  readonly to: string;
  readonly amount: string;
  readonly bounce: boolean;
  readonly comment: string | null;
  readonly functionId: number | null;
  readonly functionName: string | null;
  readonly tokenTransfer: { readonly amount: string; readonly recipient: string | null; readonly recipientIs: 'owner' | 'wallet' } | null;
}

/**
 * A wallet's owner-signed call (`method` of its standard's ABI, signed with `signer`'s public key; `transfer` for a
 * TON-style wallet, whose owner signs the messages themselves) and the messages it sent (`transfers`; empty when it sent nothing yet, e.g. a multisig transaction waiting for confirmations).
 * `request`: the transfer `sendTransaction` or `submitTransaction` asked for; `confirms`: the id of the queued
 * transaction `confirmTransaction` confirmed. `amount` is the sum of the transfers sent.
 */
export type WalletSendAction = ActionBase<
  'WalletSend',
  {
    readonly wallet: string;
    readonly standard: WalletStandardName;
    readonly method: string;
    readonly signer: string | null;
    readonly request: { readonly to: string; readonly amount: string; readonly bounce: boolean } | null;
    readonly confirms: string | null;
    readonly transfers: readonly WalletTransfer[];
  }
>;

/** A validator's stake sent to the elector; `accepted` when the elector confirmed it, else it returned it. */
export type ElectionStakeAction = ActionBase<'ElectionStake', { readonly validator: string; readonly elector: string; readonly accepted: boolean }>;

/** A validator recovering its stake and rewards from the elector; `amount` is what the elector paid back. */
export type ElectionRecoverAction = ActionBase<'ElectionRecover', { readonly validator: string; readonly elector: string }>;

/**
 * Any other call: `to` ran a body that is none of the above. `functionName` and `standards` when a published
 * standard's ABI names its function id (every standard with a function of that signature); else the body is left as
 * it is, known by its hash. An external call's function id is not read: only the receiver's ABI could tell it.
 */
export type CallAction = ActionBase<
  'Call',
  {
    readonly from: string | null;
    readonly to: string;
    readonly functionId: number | null;
    readonly functionName: string | null;
    readonly standards: readonly string[];
    readonly bodyHash: string | null;
    readonly external: boolean;
  }
>;
