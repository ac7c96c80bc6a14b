import type { AddrStd, Cell, ShardAccount } from '@tvmscan/tvm';
import type { SubmitResult } from '../chain/chain-engine.js';
import type { EverWallet } from '../wallet/ever-wallet.js';

/** What a workload needs from the network it drives. */
export interface WorkloadHost {
  readonly utime: number;
  /** What signatures must be bound to (null: plain signatures). */
  readonly signatureId: number | null;
  readonly giver: EverWallet;
  readonly wallets: readonly EverWallet[];
  sendExternal(message: Cell): SubmitResult;
  accountState(address: AddrStd): ShardAccount | undefined;
}
