import type { Cell } from '@tvmscan/tvm';
import { relaxedInternalMessage } from '../shared/internal-message.js';
import type { RawAddress } from '../shared/raw-address.js';
import { tokenRootConstructorBody, type TokenRootConstructorArgs } from './token-root-bodies.js';
import { tokenRootState, type TokenRootConfig } from './token-root-state.js';

export interface TokenRootDeploy {
  address: RawAddress;
  stateInit: Cell;
  /** The internal message (StateInit and constructor call) for the root owner's wallet to send raw. */
  message: Cell;
}

/**
 * Everything to deploy a TokenRoot from its owner's wallet: send `message` with EverWallet's
 * `sendTransactionRaw` (`everWalletRawMessage`). `value` pays the deploy and stays partly on the root.
 */
export function tokenRootDeploy(config: TokenRootConfig, args: TokenRootConstructorArgs, value: bigint): TokenRootDeploy {
  const { address, stateInit } = tokenRootState(config);
  const message = relaxedInternalMessage({ dest: address, value, bounce: false, stateInit, body: tokenRootConstructorBody(args) });
  return { address, stateInit, message };
}
