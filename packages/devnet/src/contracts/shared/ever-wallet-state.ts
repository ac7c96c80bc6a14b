import { Builder, encodeStateInit, type Cell } from '@tvmscan/tvm';
import { lockliftAssets } from '../../network/locklift-assets.js';
import { ArtifactError } from './contract-error.js';
import { hexArgument } from './ed25519-key.js';
import type { ExpectedState } from './expected-state.js';

let everWalletCode: Cell | undefined;

/**
 * The EverWallet code. @broxus/locklift-network ships its funded giver as an EverWallet account (the
 * same code everscale-standalone-client deploys), so the code is taken from that account.
 */
export function everWalletCodeCell(): Cell {
  if (everWalletCode === undefined) {
    const state = lockliftAssets.everWalletAccount().storage.state;
    if (state.kind !== 'active' || state.stateInit.code === null)
      throw new ArtifactError('the EverWallet giver account of @broxus/locklift-network has no code');
    everWalletCode = state.stateInit.code;
  }
  return everWalletCode;
}

/** An EverWallet's StateInit and address: its data is the public key and a zero last-message time. */
export function everWalletState(publicKey: string, workchain = 0): ExpectedState {
  const data = new Builder().storeBytes(hexArgument(publicKey, 'public key')).storeUint(0n, 64).endCell();
  const stateInit = encodeStateInit({ splitDepth: null, special: null, code: everWalletCodeCell(), data, library: null });
  return { address: `${workchain}:${stateInit.hashHex()}`, stateInit };
}
