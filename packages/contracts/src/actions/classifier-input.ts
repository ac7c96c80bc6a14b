import type { JsonValue } from '../abi/json-value.js';
import type { TokenOperationKind } from '../operations/token-operation.js';
import type { ActionToken, TokenSide } from './action.js';
import type { TransactionReading } from './transaction-reading.js';

/**
 * One transaction as the classifier takes it: what `readTransaction` read of it and what the caller knows of the
 * accounts and contracts involved (the indexer from its derivations, the emulation from the store). Everything the
 * classifier decides on is here, so that the same input always gives the same actions.
 */
export interface ActionInput {
  readonly reading: TransactionReading;
  /** The code hash of the account as the transaction left it (as it ran, when the transaction deleted it). */
  readonly codeHash: string | null;
  /** The token operations of the transaction, with their tokens and parties as known. */
  readonly tokenOperations: readonly ResolvedTokenOperation[];
  /** The NFT events of the transaction that count (emitted by an NFT its collection deployed). */
  readonly nftEvents: readonly NftEventFact[];
  /** The standard-6 movements the transaction's events make. */
  readonly multiTokenMovements: readonly MultiTokenMovement[];
  /** The verified or published contract the account runs, with the inbound call its ABI decodes (null when it does not). */
  readonly contract: ContractFact | null;
}

/** A token operation (`tokenOperations` of this package) with its token and both sides filled in from what is known; a jetton mint's transfer from the master is a `Mint`. */
export interface ResolvedTokenOperation {
  readonly kind: TokenOperationKind;
  readonly amount: bigint;
  /** Null when the wallet's root is not known. */
  readonly token: ActionToken | null;
  readonly sender: TokenSide;
  readonly receiver: TokenSide;
}

/** An NFT event with its parties: the owner before and after (`ManagerChanged`: the managers), the manager of a new NFT. */
export interface NftEventFact {
  readonly kind: 'NftCreated' | 'OwnerChanged' | 'ManagerChanged' | 'NftBurned';
  readonly nft: string;
  readonly collection: string;
  readonly id: bigint;
  readonly from: string;
  readonly to: string;
  readonly manager: string | null;
}

/** Standard-6 tokens minted to, moved between or burned by owners (and their wallets where the events name them). */
export interface MultiTokenMovement {
  readonly kind: 'Mint' | 'Transfer' | 'Burn';
  readonly collection: string;
  readonly id: bigint;
  readonly nft: string | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly fromWallet: string | null;
  readonly toWallet: string | null;
  readonly count: bigint;
}

export interface ContractFact {
  readonly name: string;
  readonly call: { readonly function: string; readonly arguments: JsonValue } | null;
}
