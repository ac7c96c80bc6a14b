import type { SubmitResult } from '../chain/chain-engine.js';
import type { Ed25519Key } from '../contracts/shared/ed25519-key.js';
import type { EverWallet } from '../wallet/ever-wallet.js';
import type { WalletSend } from '../wallet/wallet-sender.js';
import type { SeededRandom } from './seeded-random.js';
import type { WorkloadHost } from './workload-host.js';
import { present } from '../present.js';

/** What an activity may use: the network, the seeded random source and the workload's wallets. */
export interface ActivityContext {
  readonly host: WorkloadHost;
  readonly random: SeededRandom;
  /** Deployed wallets that take part in transfers (genesis wallets and those the workload deployed). */
  readonly participants: readonly EverWallet[];
  /** A key that owns none of the wallets. */
  readonly impostor: Ed25519Key;
  /** A signed external call of `wallet` with a fresh `time` header. */
  send(wallet: EverWallet, send: WalletSend): SubmitResult;
  /** A wallet with a fresh key that does not exist on chain yet. */
  newWallet(): EverWallet;
  /** Adds a deployed wallet to the participants. */
  adopt(wallet: EverWallet): void;
}

/** The participant after `participant`, round the list: another one whenever there are two or more. */
export function participantAfter(context: ActivityContext, participant: EverWallet): EverWallet {
  const { participants } = context;
  return present(participants[(participants.indexOf(participant) + 1) % participants.length], 'a participant');
}

/**
 * One kind of thing the workload does, picked in proportion to its weight: an activity builds the
 * messages (from a wallet via `send`) and reports what happened, or null when it has nothing to do yet
 * (no tokens held, a deploy still in flight), and the workload picks another.
 */
export interface WorkloadActivity {
  readonly name: string;
  readonly weight: number;
  run(context: ActivityContext): SubmitResult | null;
}
