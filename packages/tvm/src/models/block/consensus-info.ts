import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';

/** Tycho's consensus round info, kept in its masterchain state and block signatures. */
export interface ConsensusInfo {
  vsetSwitchRound: number;
  prevVsetSwitchRound: number;
  genesisStartRound: number;
  genesisMillis: bigint;
  prevShuffleMcValidators: boolean;
}

export function loadConsensusInfo(s: Slice): ConsensusInfo {
  return {
    vsetSwitchRound: s.loadUint(32),
    prevVsetSwitchRound: s.loadUint(32),
    genesisStartRound: s.loadUint(32),
    genesisMillis: s.loadUint64(),
    prevShuffleMcValidators: s.loadBit(),
  };
}

export function storeConsensusInfo(b: Builder, value: ConsensusInfo): void {
  b.storeUint(value.vsetSwitchRound, 32)
    .storeUint(value.prevVsetSwitchRound, 32)
    .storeUint(value.genesisStartRound, 32)
    .storeUint(value.genesisMillis, 64)
    .storeBit(value.prevShuffleMcValidators);
}
