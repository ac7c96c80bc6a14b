import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { loadTag } from '../../tlb/tag.js';
import { loadTychoConsensusFields, storeTychoConsensusFields, TYCHO_CONSENSUS_BITS, type TychoConsensusFields } from './tycho-consensus-config.js';
import { loadUintFields, storeUintFields, type UintFields } from './uint-fields.js';

const ROUND_LAYOUT = [
  ['nextCandidateDelayMs', 32],
  ['consensusTimeoutMs', 32],
  ['fastAttempts', 32],
  ['attemptDuration', 32],
  ['catchainMaxDeps', 32],
  ['maxBlockBytes', 32],
  ['maxCollatedBytes', 32],
] as const;

/** Catchain round settings shared by every TON/Everscale layout (times in ms, attempt duration in s, sizes in bytes). */
export type ConsensusRoundParams = UintFields<typeof ROUND_LAYOUT>;

/**
 * Config param 29: TON/Everscale `consensus_config#d6`, `consensus_config_new#d7`,
 * `consensus_config_v3#d8`, `consensus_config_v4#d9`, or Tycho's own `#d8`.
 */
export type ConsensusConfig =
  | ({ kind: 'consensus_config'; roundCandidates: number } & ConsensusRoundParams)
  | ({ kind: 'consensus_config_new'; newCatchainIds: boolean; roundCandidates: number } & ConsensusRoundParams)
  | ({ kind: 'consensus_config_v3'; newCatchainIds: boolean; roundCandidates: number; protoVersion: number } & ConsensusRoundParams)
  | ({
      kind: 'consensus_config_v4';
      useQuic: boolean;
      newCatchainIds: boolean;
      roundCandidates: number;
      protoVersion: number;
      catchainMaxBlocksCoeff: number;
    } & ConsensusRoundParams)
  | ({ kind: 'consensus_config_tycho' } & TychoConsensusFields);

const TAG = { consensus_config: 0xd6, consensus_config_new: 0xd7, consensus_config_v3: 0xd8, consensus_config_v4: 0xd9 } as const;

export function loadConsensusConfig(s: Slice): ConsensusConfig {
  const tag = loadTag(s, 8, Object.values(TAG), 'ConsensusConfig');
  switch (tag) {
    case TAG.consensus_config:
      return { kind: 'consensus_config', roundCandidates: s.loadUint(32), ...loadUintFields(s, ROUND_LAYOUT) };
    case TAG.consensus_config_new:
      return { kind: 'consensus_config_new', newCatchainIds: loadFlags(s, 7), roundCandidates: s.loadUint(8), ...loadUintFields(s, ROUND_LAYOUT) };
    case TAG.consensus_config_v3:
      // Tycho reuses #d8 for a different structure; only the length tells the two apart.
      if (s.remainingBits === TYCHO_CONSENSUS_BITS) return { kind: 'consensus_config_tycho', ...loadTychoConsensusFields(s) };
      return {
        kind: 'consensus_config_v3',
        newCatchainIds: loadFlags(s, 7),
        roundCandidates: s.loadUint(8),
        ...loadUintFields(s, ROUND_LAYOUT),
        protoVersion: s.loadUint(16),
      };
    case TAG.consensus_config_v4: {
      const useQuic = loadFlags(s, 6);
      return {
        kind: 'consensus_config_v4',
        useQuic,
        newCatchainIds: s.loadBit(),
        roundCandidates: s.loadUint(8),
        ...loadUintFields(s, ROUND_LAYOUT),
        protoVersion: s.loadUint(16),
        catchainMaxBlocksCoeff: s.loadUint(32),
      };
    }
  }
}

export function storeConsensusConfig(b: Builder, value: ConsensusConfig): void {
  if (value.kind === 'consensus_config_tycho') {
    b.storeUint(TAG.consensus_config_v3, 8);
    storeTychoConsensusFields(b, value);
    return;
  }
  b.storeUint(TAG[value.kind], 8);
  switch (value.kind) {
    case 'consensus_config':
      b.storeUint(value.roundCandidates, 32);
      break;
    case 'consensus_config_v4':
      b.storeUint(0, 6).storeBit(value.useQuic).storeBit(value.newCatchainIds).storeUint(value.roundCandidates, 8);
      break;
    default:
      b.storeUint(0, 7).storeBit(value.newCatchainIds).storeUint(value.roundCandidates, 8);
  }
  storeUintFields(b, ROUND_LAYOUT, value);
  if (value.kind === 'consensus_config_v3' || value.kind === 'consensus_config_v4') b.storeUint(value.protoVersion, 16);
  if (value.kind === 'consensus_config_v4') b.storeUint(value.catchainMaxBlocksCoeff, 32);
}

/** Reads `flags:(## n) { flags = 0 }` followed by one Bool, returning the Bool. */
function loadFlags(s: Slice, bits: number): boolean {
  const flags = s.loadUint(bits);
  if (flags !== 0) throw new TlbError('bad-value', `ConsensusConfig: reserved flags must be zero, got ${flags}`);
  return s.loadBit();
}
