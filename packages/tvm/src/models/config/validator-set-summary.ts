import type { ValidatorDescr } from './validator-descr.js';
import type { ValidatorSet } from './validator-set.js';

/** One validator as the explorer lists it. */
export interface ValidatorEntry {
  index: number;
  publicKey: string;
  weight: bigint;
  /** ADNL address, hex; null for descriptions without one. */
  adnlAddress: string | null;
  /** Everscale: the masterchain seqno from which the validator takes part; null when not given. */
  mcSeqnoSince: number | null;
}

export function validatorEntries(set: ValidatorSet): ValidatorEntry[] {
  return set.list.map((descr, index) => ({
    index,
    publicKey: descr.publicKey,
    weight: descr.weight,
    adnlAddress: descr.kind === 'validator' ? null : descr.adnlAddress,
    mcSeqnoSince: descr.kind === 'validator_addr_seqno' ? descr.mcSeqnoSince : null,
  }));
}

export function sumValidatorWeights(list: readonly ValidatorDescr[]): bigint {
  return list.reduce((sum, descr) => sum + descr.weight, 0n);
}

/** The stored total weight of `validators_ext`; the plain layout stores none, so it is summed. */
export function validatorSetTotalWeight(set: ValidatorSet): bigint {
  return set.kind === 'validators_ext' ? set.totalWeight : sumValidatorWeights(set.list);
}
