import { Builder, decodeAccountStuff, encodeStateInit, type Cell } from '@tvmscan/tvm';
import { GIVER_BOC_EVER_WALLET } from '@broxus/locklift-network/internal/constants.js';
import { cellFromBase64 } from './boc-base64.js';
import { ArtifactError } from './contract-error.js';
import { hexArgument } from './ed25519-key.js';
import type { ExpectedState } from './expected-state.js';

let everWalletCode: Cell | undefined;

/**
 * The EverWallet code. @broxus/locklift-network ships its funded giver as an EverWallet account (the
 * same code everscale-standalone-client deploys), so the code is taken from that account.
 */
export function everWalletCodeCell(): Cell {
  everWalletCode ??= codeOfAccount(GIVER_BOC_EVER_WALLET);
  return everWalletCode;
}

/** An EverWallet's StateInit and address: its data is the public key and a zero last-message time. */
export function everWalletState(publicKey: string, workchain = 0): ExpectedState {
  const data = new Builder().storeBytes(hexArgument(publicKey, 'public key')).storeUint(0n, 64).endCell();
  const stateInit = encodeStateInit({ splitDepth: null, special: null, code: everWalletCodeCell(), data, library: null });
  return { address: `${workchain}:${stateInit.hashHex()}`, stateInit };
}

function codeOfAccount(boc: string): Cell {
  const account = decodeAccountStuff(cellFromBase64(boc));
  if (account.storage.state.kind !== 'active' || account.storage.state.stateInit.code === null) {
    throw new ArtifactError('the EverWallet giver account of @broxus/locklift-network has no code');
  }
  return account.storage.state.stateInit.code;
}
