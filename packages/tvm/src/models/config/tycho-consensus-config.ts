import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadUintFields, storeUintFields, type UintFields } from './uint-fields.js';

const LAYOUT = [
  ['clockSkewMillis', 16],
  ['payloadBatchBytes', 32],
  ['commitHistoryRounds', 16],
  ['deduplicateRounds', 16],
  ['maxConsensusLagRounds', 16],
  ['payloadBufferBytes', 32],
  ['broadcastRetryMillis', 16],
  ['downloadRetryMillis', 16],
  ['downloadPeers', 8],
  ['minSignAttempts', 8],
  ['downloadPeerQueries', 8],
  ['syncSupportRounds', 16],
] as const;

/** The body of Tycho's `consensus_config_tycho#d8` (config param 29): its DAG mempool settings. */
export type TychoConsensusFields = UintFields<typeof LAYOUT>;

/** Bits after the tag, which tell Tycho's #d8 apart from TON's `consensus_config_v3#d8`. */
export const TYCHO_CONSENSUS_BITS = LAYOUT.reduce((sum, [, bits]) => sum + bits, 0);

export function loadTychoConsensusFields(s: Slice): TychoConsensusFields {
  return loadUintFields(s, LAYOUT);
}

export function storeTychoConsensusFields(b: Builder, value: TychoConsensusFields): void {
  storeUintFields(b, LAYOUT, value);
}
