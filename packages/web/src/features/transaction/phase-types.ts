import type { Amount, TransactionDetails } from '../../shared/api/types.js';

/**
 * The phases of a transaction description as the API answers them: the codec's decoded TL-B (packages/tvm
 * models/transaction) written as JSON, amounts and 64-bit sizes as decimal strings.
 */
export type StatusChange = 'unchanged' | 'frozen' | 'deleted';

export interface StorageUsed {
  cells: string;
  bits: string;
}

export interface StoragePhase {
  storageFeesCollected: Amount;
  storageFeesDue: Amount | null;
  statusChange: StatusChange;
}

export interface CreditPhase {
  dueFeesCollected: Amount | null;
  credit: { coins: Amount };
}

export type ComputeSkipReason = 'noState' | 'badState' | 'noGas' | 'suspended';

export interface ComputePhaseSkipped {
  kind: 'skipped';
  reason: ComputeSkipReason;
}

export interface ComputePhaseVm {
  kind: 'vm';
  success: boolean;
  msgStateUsed: boolean;
  accountActivated: boolean;
  gasFees: Amount;
  gasUsed: string;
  gasLimit: string;
  gasCredit: number | null;
  mode: number;
  exitCode: number;
  exitArg: number | null;
  vmSteps: number;
  vmInitStateHash: string;
  vmFinalStateHash: string;
}

export type ComputePhase = ComputePhaseSkipped | ComputePhaseVm;

export interface ActionPhase {
  success: boolean;
  valid: boolean;
  noFunds: boolean;
  statusChange: StatusChange;
  totalFwdFees: Amount | null;
  totalActionFees: Amount | null;
  resultCode: number;
  resultArg: number | null;
  totActions: number;
  specActions: number;
  skippedActions: number;
  msgsCreated: number;
  actionListHash: string;
  totMsgSize: StorageUsed;
}

export type BouncePhase =
  | { kind: 'negfunds' }
  | { kind: 'nofunds'; msgSize: StorageUsed; reqFwdFees: Amount }
  | { kind: 'ok'; msgSize: StorageUsed; msgFees: Amount; fwdFees: Amount };

export interface Phases {
  storage: StoragePhase | null;
  credit: CreditPhase | null;
  compute: ComputePhase | null;
  action: ActionPhase | null;
  bounce: BouncePhase | null;
  /** The final state phase: whether the account was destroyed; null when the description has none. */
  destroyed: boolean | null;
}

/** The description's phases with their shapes named (the API types them as plain objects). */
export function phasesOf(description: TransactionDetails['description']): Phases {
  return {
    storage: description.storage as StoragePhase | null,
    credit: description.credit as CreditPhase | null,
    compute: description.compute as ComputePhase | null,
    action: description.action as ActionPhase | null,
    bounce: description.bounce as BouncePhase | null,
    destroyed: description.destroyed,
  };
}
