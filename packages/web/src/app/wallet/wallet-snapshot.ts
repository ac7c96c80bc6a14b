import type { WalletAccount, WalletStatus } from '../../shared/session/wallet-context.js';

/** What the page knows of its wallet at one moment. */
export interface WalletSnapshot {
  /** Whether a wallet of this network is there to connect (an extension, or the devnet's local wallet). */
  readonly available: boolean;
  readonly loading: boolean;
  readonly account: WalletAccount | null;
  readonly networkId: number | null;
  /** Whether the wallet is the devnet's local wallet. */
  readonly local: boolean;
}

/** Spec 001 §4: which of the four wallet states a snapshot is in, for a deployment on `expectedNetworkId`. */
export function walletStatusOf(snapshot: WalletSnapshot, expectedNetworkId: number): WalletStatus {
  if (!snapshot.available) return 'not-installed';
  if (snapshot.account === null) return 'not-connected';
  return snapshot.networkId === expectedNetworkId ? 'ready' : 'unsupported-network';
}
