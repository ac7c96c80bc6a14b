import { cellToBase64 } from '../shared/boc-base64.js';
import { ContractInputError } from '../shared/contract-error.js';
import { expectedState, type ExpectedState } from '../shared/expected-state.js';
import { normalizeRawAddress, ZERO_ADDRESS, type RawAddress } from '../shared/raw-address.js';
import { uintArgument } from '../shared/uint-argument.js';
import { tokenRootArtifact, tokenWalletArtifact } from './token-artifacts.js';

/** The static variables of a TokenRoot: together they fix its address. */
export interface TokenRootConfig {
  name: string;
  symbol: string;
  decimals: number;
  /** The only address allowed to mint. */
  rootOwner: RawAddress;
  /** Any uint256: distinguishes roots that share the other values. */
  randomNonce: bigint;
  /**
   * The contract allowed to run the constructor by an internal message. Default: the zero address,
   * in which case the root owner must send the deploying message.
   */
  deployer?: RawAddress;
  workchain?: number;
}

/** The StateInit of a TokenRoot (TokenWallet code included) and its address, for a deploy or a genesis account. */
export function tokenRootState(config: TokenRootConfig): ExpectedState {
  if (!Number.isInteger(config.decimals) || config.decimals < 0 || config.decimals > 255) {
    throw new ContractInputError(`decimals must be 0..255, got ${config.decimals}`);
  }
  return expectedState(tokenRootArtifact(), {
    workchain: config.workchain,
    initData: {
      name_: config.name,
      symbol_: config.symbol,
      decimals_: config.decimals,
      rootOwner_: normalizeRawAddress(config.rootOwner, 'the root owner'),
      walletCode_: cellToBase64(tokenWalletArtifact().code),
      randomNonce_: uintArgument(config.randomNonce, 256, 'the random nonce'),
      deployer_: normalizeRawAddress(config.deployer ?? ZERO_ADDRESS, 'the deployer'),
    },
  });
}
