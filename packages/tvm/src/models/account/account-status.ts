import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { unknownTag } from '../../tlb/tag.js';

/** acc_state_uninit$00, acc_state_frozen$01, acc_state_active$10, acc_state_nonexist$11. */
export type AccountStatus = 'uninit' | 'frozen' | 'active' | 'nonexist';

const STATUS_BY_TAG: readonly AccountStatus[] = ['uninit', 'frozen', 'active', 'nonexist'];

export function loadAccountStatus(s: Slice): AccountStatus {
  const tag = s.loadUint(2);
  const status = STATUS_BY_TAG[tag];
  if (status === undefined) throw unknownTag('AccountStatus', tag, 2);
  return status;
}

export function storeAccountStatus(b: Builder, status: AccountStatus): void {
  b.storeUint(STATUS_BY_TAG.indexOf(status), 2);
}
