import type { SubmitResult } from '../chain/chain-engine.js';
import type { EverWallet } from '../wallet/ever-wallet.js';
import type { SeededRandom } from './seeded-random.js';
import type { WorkloadHost } from './workload-host.js';
import type { Cell } from '@tvmscan/tvm';

export interface WalletSend {
  /** The internal message the wallet sends (see buildOutboundInternal). */
  internal: Cell;
  /** Send mode; default 3 (fees apart, errors ignored). */
  flags?: number;
  /** Attach the wallet's state init (first call of an uninitialised wallet). */
  deploy?: boolean;
  corruptSignature?: boolean;
}

/** What an activity may use: the network, the seeded random source and the workload's wallets. */
export interface ActivityContext {
  readonly host: WorkloadHost;
  readonly random: SeededRandom;
  /** Deployed wallets that take part in transfers (genesis wallets and those the workload deployed). */
  readonly participants: readonly EverWallet[];
  /** A signed external call of `wallet` with a fresh `time` header. */
  send(wallet: EverWallet, send: WalletSend): SubmitResult;
  /** A wallet with a fresh key that does not exist on chain yet. */
  newWallet(): EverWallet;
  /** Adds a deployed wallet to the participants. */
  adopt(wallet: EverWallet): void;
}

/**
 * One kind of thing the workload does, picked in proportion to its weight. TIP-3 and TIP-4 activities
 * plug in here: an activity builds the messages (from a wallet via `send`) and reports what happened.
 */
export interface WorkloadActivity {
  readonly name: string;
  readonly weight: number;
  run(context: ActivityContext): SubmitResult;
}
