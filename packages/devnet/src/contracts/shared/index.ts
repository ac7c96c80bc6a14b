export { ContractError, ContractInputError, ArtifactError } from './contract-error.js';
export { ZERO_ADDRESS, type RawAddress } from './raw-address.js';
export type { ExpectedState } from './expected-state.js';
export { ed25519KeyFromSeed, type Ed25519Key } from './ed25519-key.js';
export { everWalletState, everWalletCodeCell } from './ever-wallet-state.js';
export {
  everWalletTransferMessage,
  everWalletRawMessage,
  EVER_WALLET_DEFAULT_FLAGS,
  type EverWalletSigning,
  type EverWalletTransfer,
} from './ever-wallet-message.js';
export { relaxedInternalMessage, type RelaxedInternalMessage } from './internal-message.js';
