import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import type { Slice } from '../../cell/slice.js';
import { loadTag } from '../../tlb/tag.js';

const SETUP_TAG = 0x91;
const PROPOSAL_SETUP_TAG = 0x36;

/** `cfg_vote_cfg#36 …` — the rules for one class of config proposals. */
export interface ConfigProposalSetup {
  minTotalRounds: number;
  maxTotalRounds: number;
  minWins: number;
  maxLosses: number;
  /** Seconds a proposal must at least be stored. */
  minStoreSec: number;
  /** Seconds a proposal may at most be stored. */
  maxStoreSec: number;
  /** Price per bit of a stored proposal, nanotokens per second. */
  bitPrice: number;
  /** Price per cell of a stored proposal, nanotokens per second. */
  cellPrice: number;
}

/** `cfg_vote_setup#91 normal_params:^ConfigProposalSetup critical_params:^ConfigProposalSetup` (config param 11). */
export interface ConfigVotingSetup {
  normalParams: ConfigProposalSetup;
  criticalParams: ConfigProposalSetup;
}

export function loadConfigVotingSetup(s: Slice): ConfigVotingSetup {
  loadTag(s, 8, [SETUP_TAG], 'ConfigVotingSetup');
  return { normalParams: loadProposalSetupRef(s), criticalParams: loadProposalSetupRef(s) };
}

export function storeConfigVotingSetup(b: Builder, value: ConfigVotingSetup): void {
  b.storeUint(SETUP_TAG, 8).storeRef(proposalSetupCell(value.normalParams)).storeRef(proposalSetupCell(value.criticalParams));
}

export function loadConfigProposalSetup(s: Slice): ConfigProposalSetup {
  loadTag(s, 8, [PROPOSAL_SETUP_TAG], 'ConfigProposalSetup');
  return {
    minTotalRounds: s.loadUint(8),
    maxTotalRounds: s.loadUint(8),
    minWins: s.loadUint(8),
    maxLosses: s.loadUint(8),
    minStoreSec: s.loadUint(32),
    maxStoreSec: s.loadUint(32),
    bitPrice: s.loadUint(32),
    cellPrice: s.loadUint(32),
  };
}

export function storeConfigProposalSetup(b: Builder, value: ConfigProposalSetup): void {
  b.storeUint(PROPOSAL_SETUP_TAG, 8)
    .storeUint(value.minTotalRounds, 8)
    .storeUint(value.maxTotalRounds, 8)
    .storeUint(value.minWins, 8)
    .storeUint(value.maxLosses, 8)
    .storeUint(value.minStoreSec, 32)
    .storeUint(value.maxStoreSec, 32)
    .storeUint(value.bitPrice, 32)
    .storeUint(value.cellPrice, 32);
}

function loadProposalSetupRef(s: Slice): ConfigProposalSetup {
  const ref = s.loadRefSlice();
  const value = loadConfigProposalSetup(ref);
  ref.expectEnd('ConfigProposalSetup');
  return value;
}

function proposalSetupCell(value: ConfigProposalSetup): Cell {
  const b = new Builder();
  storeConfigProposalSetup(b, value);
  return b.endCell();
}
