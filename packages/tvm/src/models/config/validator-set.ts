import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE, type DictEntry } from '../../dict/hashmap.js';
import { TlbError } from '../../errors.js';
import { loadInlineHashmap, storeInlineHashmap } from './inline-hashmap.js';
import { loadTag } from '../../tlb/tag.js';
import { loadValidatorDescr, storeValidatorDescr, type ValidatorDescr } from './validator-descr.js';

interface ValidatorSetFields {
  /** Unix time from which the set validates. */
  utimeSince: number;
  /** Unix time until which the set validates. */
  utimeUntil: number;
  /** Number of validators. */
  total: number;
  /** Number of them that validate the masterchain. */
  main: number;
  /** Validators in dictionary order (keys 0, 1, 2…). */
  list: ValidatorDescr[];
}

/**
 * `validators#11 … list:(Hashmap 16 ValidatorDescr)` or
 * `validators_ext#12 … total_weight:uint64 list:(HashmapE 16 ValidatorDescr)` (config params 32–37).
 */
export type ValidatorSet = ({ kind: 'validators' } & ValidatorSetFields) | ({ kind: 'validators_ext'; totalWeight: bigint } & ValidatorSetFields);

const TAG = { validators: 0x11, validators_ext: 0x12 } as const;

export function loadValidatorSet(s: Slice): ValidatorSet {
  const tag = loadTag(s, 8, Object.values(TAG), 'ValidatorSet');
  const head = { utimeSince: s.loadUint(32), utimeUntil: s.loadUint(32), total: s.loadUint(16), main: s.loadUint(16) };
  if (head.main < 1 || head.main > head.total) {
    throw new TlbError('bad-value', `ValidatorSet: main ${head.main} must be within 1..total (${head.total})`);
  }
  if (tag === TAG.validators) return { kind: 'validators', ...head, list: listFromEntries(loadInlineHashmap(s, 16, loadValidatorDescr)) };
  const totalWeight = s.loadUint64();
  return { kind: 'validators_ext', ...head, totalWeight, list: listFromEntries(loadHashmapE(s, 16, loadValidatorDescr)) };
}

export function storeValidatorSet(b: Builder, value: ValidatorSet): void {
  b.storeUint(TAG[value.kind], 8);
  b.storeUint(value.utimeSince, 32).storeUint(value.utimeUntil, 32).storeUint(value.total, 16).storeUint(value.main, 16);
  const entries = value.list.map((descr, index) => ({ key: BigInt(index), value: descr }));
  if (value.kind === 'validators') {
    storeInlineHashmap(b, entries, 16, storeValidatorDescr);
    return;
  }
  b.storeUint(value.totalWeight, 64);
  storeHashmapE(b, entries, 16, storeValidatorDescr);
}

function listFromEntries(entries: DictEntry<ValidatorDescr>[]): ValidatorDescr[] {
  entries.forEach(({ key }, index) => {
    if (key !== BigInt(index)) throw new TlbError('bad-value', `ValidatorSet: validator keys must run 0, 1, 2…; found ${key} at position ${index}`);
  });
  return entries.map(({ value }) => value);
}
