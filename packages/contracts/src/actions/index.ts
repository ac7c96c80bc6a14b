// The `./actions` entry: the action types, reading a transaction for them and the classifier (pure code: no WASM, no files).
export {
  ACTION_TYPES,
  type Action,
  type ActionType,
  type ActionBase,
  type ActionToken,
  type StepFailure,
  type TokenSide,
  type NftRef,
  type MultiTokenRef,
  type WalletTransfer,
  type TickTockAction,
  type NativeTransferAction,
  type BounceAction,
  type TokenTransferAction,
  type TokenMintAction,
  type TokenBurnAction,
  type NftMintAction,
  type NftTransferAction,
  type NftManagerChangeAction,
  type NftBurnAction,
  type MultiTokenMintAction,
  type MultiTokenTransferAction,
  type MultiTokenBurnAction,
  type ContractDeployAction,
  type ContractCallAction,
  type WalletSendAction,
  type ElectionStakeAction,
  type ElectionRecoverAction,
  type CallAction,
} from './action.js';
export { readTransaction, type TransactionReading, type MessageReading } from './transaction-reading.js';
export type { BodyReading } from './body-reading.js';
export type { ActionInput, ResolvedTokenOperation, NftEventFact, MultiTokenMovement, ContractFact } from './classifier-input.js';
export { classifyTransaction, classifyTrace } from './classify.js';
export { applyNftEvent, nftEventSubject, type NftEventSource, type NftItemState } from './nft-item-changes.js';
export { standardFunction, type StandardFunction } from './standard-functions.js';
export { ELECTOR_ADDRESS, ELECTOR_OPS } from './election-actions.js';
export {
  WALLET_STANDARDS,
  walletStandardOf,
  walletAbiText,
  type WalletStandard,
  type WalletStandardName,
  type WalletFunction,
} from '../wallets/wallet-standards.js';
export type { JsonValue } from '../abi/json-value.js';
