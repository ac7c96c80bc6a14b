import type { Cell } from '@tvmscan/tvm';
import { relaxedInternalMessage } from '../shared/internal-message.js';
import type { RawAddress } from '../shared/raw-address.js';
import { collectionConstructorBody, type CollectionConstructorArgs } from './collection-bodies.js';
import { collectionState, type CollectionConfig } from './collection-state.js';

export interface CollectionDeploy {
  address: RawAddress;
  stateInit: Cell;
  /** The internal message (StateInit and constructor call) for a wallet to send raw. */
  message: Cell;
}

/**
 * Everything to deploy a Collection from a wallet: send `message` with EverWallet's `sendTransactionRaw`
 * (`everWalletRawMessage`). The collection keeps `value` less the IndexBasis it deploys and the fees.
 */
export function collectionDeploy(config: CollectionConfig, args: CollectionConstructorArgs, value: bigint): CollectionDeploy {
  const { address, stateInit } = collectionState(config);
  const message = relaxedInternalMessage({ dest: address, value, bounce: false, stateInit, body: collectionConstructorBody(args) });
  return { address, stateInit, message };
}
