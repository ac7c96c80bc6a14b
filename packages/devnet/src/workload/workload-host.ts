import type { DevnetTokens } from './tokens/devnet-tokens.js';
import type { EverWallet } from '../wallet/ever-wallet.js';
import type { WalletNetwork } from '../wallet/wallet-sender.js';

/** What a workload needs from the network it drives. */
export interface WorkloadHost extends WalletNetwork {
  readonly giver: EverWallet;
  readonly wallets: readonly EverWallet[];
  readonly tokens: DevnetTokens;
}
