import { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { unknownTag } from '../../tlb/tag.js';

/** cskip_no_state$00, cskip_bad_state$01, cskip_no_gas$10, cskip_suspended$110. */
export type ComputeSkipReason = 'noState' | 'badState' | 'noGas' | 'suspended';

/** tr_phase_compute_skipped$0 reason:ComputeSkipReason. */
export interface TrComputePhaseSkipped {
  kind: 'skipped';
  reason: ComputeSkipReason;
}

/**
 * tr_phase_compute_vm$1 success:Bool msg_state_used:Bool account_activated:Bool gas_fees:Grams
 * ^[ gas_used:(VarUInteger 7) gas_limit:(VarUInteger 7) gas_credit:(Maybe (VarUInteger 3)) mode:int8
 * exit_code:int32 exit_arg:(Maybe int32) vm_steps:uint32 vm_init_state_hash:bits256 vm_final_state_hash:bits256 ].
 */
export interface TrComputePhaseVm {
  kind: 'vm';
  success: boolean;
  msgStateUsed: boolean;
  accountActivated: boolean;
  gasFees: bigint;
  gasUsed: bigint;
  gasLimit: bigint;
  gasCredit: number | null;
  mode: number;
  exitCode: number;
  exitArg: number | null;
  vmSteps: number;
  vmInitStateHash: string;
  vmFinalStateHash: string;
}

export type TrComputePhase = TrComputePhaseSkipped | TrComputePhaseVm;

const SKIP_REASON_BY_TAG: readonly ComputeSkipReason[] = ['noState', 'badState', 'noGas'];
const SUSPENDED_TAG = 0b110;

export function loadComputePhase(s: Slice): TrComputePhase {
  if (!s.loadBit()) return { kind: 'skipped', reason: loadSkipReason(s) };
  const success = s.loadBit();
  const msgStateUsed = s.loadBit();
  const accountActivated = s.loadBit();
  const gasFees = s.loadCoins();
  const details = s.loadRefSlice();
  const gasUsed = details.loadVarUint(7);
  const gasLimit = details.loadVarUint(7);
  const gasCredit = details.loadBit() ? Number(details.loadVarUint(3)) : null;
  const mode = details.loadInt(8);
  const exitCode = details.loadInt(32);
  const exitArg = details.loadBit() ? details.loadInt(32) : null;
  const vmSteps = details.loadUint(32);
  const vmInitStateHash = bytesToHex(details.loadBytes(32));
  const vmFinalStateHash = bytesToHex(details.loadBytes(32));
  details.expectEnd('TrComputePhase details');
  return {
    kind: 'vm',
    success,
    msgStateUsed,
    accountActivated,
    gasFees,
    gasUsed,
    gasLimit,
    gasCredit,
    mode,
    exitCode,
    exitArg,
    vmSteps,
    vmInitStateHash,
    vmFinalStateHash,
  };
}

export function storeComputePhase(b: Builder, phase: TrComputePhase): void {
  if (phase.kind === 'skipped') {
    b.storeBit(0);
    storeSkipReason(b, phase.reason);
    return;
  }
  b.storeBit(1).storeBit(phase.success).storeBit(phase.msgStateUsed).storeBit(phase.accountActivated).storeCoins(phase.gasFees);
  const details = new Builder()
    .storeVarUint(phase.gasUsed, 7)
    .storeVarUint(phase.gasLimit, 7)
    .storeBit(phase.gasCredit !== null);
  if (phase.gasCredit !== null) details.storeVarUint(BigInt(phase.gasCredit), 3);
  details
    .storeInt(phase.mode, 8)
    .storeInt(phase.exitCode, 32)
    .storeBit(phase.exitArg !== null);
  if (phase.exitArg !== null) details.storeInt(phase.exitArg, 32);
  details.storeUint(phase.vmSteps, 32).storeBytes(hexToBytes(phase.vmInitStateHash)).storeBytes(hexToBytes(phase.vmFinalStateHash));
  b.storeRef(details.endCell());
}

function loadSkipReason(s: Slice): ComputeSkipReason {
  const tag = s.loadUint(2);
  const reason = SKIP_REASON_BY_TAG[tag];
  if (reason !== undefined) return reason;
  const wide = (tag << 1) | (s.loadBit() ? 1 : 0);
  if (wide !== SUSPENDED_TAG) throw unknownTag('ComputeSkipReason', wide, 3);
  return 'suspended';
}

function storeSkipReason(b: Builder, reason: ComputeSkipReason): void {
  if (reason === 'suspended') b.storeUint(SUSPENDED_TAG, 3);
  else b.storeUint(SKIP_REASON_BY_TAG.indexOf(reason), 2);
}
