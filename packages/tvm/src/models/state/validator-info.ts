import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';

/** validator_info$_ validator_list_hash_short:uint32 catchain_seqno:uint32 nx_cc_updated:Bool. */
export interface ValidatorInfo {
  validatorListHashShort: number;
  catchainSeqno: number;
  nxCcUpdated: boolean;
}

export function loadValidatorInfo(s: Slice): ValidatorInfo {
  return { validatorListHashShort: s.loadUint(32), catchainSeqno: s.loadUint(32), nxCcUpdated: s.loadBit() };
}

export function storeValidatorInfo(b: Builder, value: ValidatorInfo): void {
  b.storeUint(value.validatorListHashShort, 32).storeUint(value.catchainSeqno, 32).storeBit(value.nxCcUpdated);
}
