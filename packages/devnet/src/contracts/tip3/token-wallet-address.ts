import { expectedState } from '../shared/expected-state.js';
import { normalizeRawAddress, type RawAddress } from '../shared/raw-address.js';
import { tokenWalletArtifact } from './token-artifacts.js';

/**
 * The token wallet of `owner` under `root`, derived offline as the root's `walletOf` does: the hash of
 * the TokenWallet StateInit with `root_` and `owner_` set and a zero public key. Roots built by
 * `tokenRootState` carry this wallet code; for a root with other code ask it with `readWalletOf`.
 */
export function tokenWalletAddress(root: RawAddress, owner: RawAddress): RawAddress {
  const rootAddress = normalizeRawAddress(root, 'the token root');
  const workchain = Number(rootAddress.split(':')[0]);
  return expectedState(tokenWalletArtifact(), {
    workchain,
    initData: { root_: rootAddress, owner_: normalizeRawAddress(owner, 'the wallet owner') },
  }).address;
}
