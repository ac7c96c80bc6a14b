import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadTag } from '../../tlb/tag.js';
import { loadUintFields, storeUintFields, type UintFields } from './uint-fields.js';

const TAG = 0x01;

const TON_LAYOUT = [
  ['defaultProportionalFine', 32],
  ['severityFlatMult', 16],
  ['severityProportionalMult', 16],
  ['unpunishableInterval', 16],
  ['longInterval', 16],
  ['longFlatMult', 16],
  ['longProportionalMult', 16],
  ['mediumInterval', 16],
  ['mediumFlatMult', 16],
  ['mediumProportionalMult', 16],
] as const;

const EVERSCALE_LAYOUT = [
  ['slashingPeriodMcBlocksCount', 32],
  ['resendMcBlocksCount', 32],
  ['minSamplesCount', 32],
  ['collationsScoreWeight', 32],
  ['signingScoreWeight', 32],
  ['minSlashingProtectionScore', 32],
  ['zParamNumerator', 32],
  ['zParamDenominator', 32],
] as const;

const EVERSCALE_BITS = EVERSCALE_LAYOUT.reduce((sum, [, bits]) => sum + bits, 0);

/**
 * Config param 40: TON's `misbehaviour_punishment_config_v1#01` (fines in nanotokens; intervals in
 * masterchain blocks) or Everscale's slashing config, which uses the same tag #01 and eight uint32.
 */
export type MisbehaviourPunishmentConfig =
  | ({ kind: 'misbehaviour_punishment_config_v1'; defaultFlatFine: bigint } & UintFields<typeof TON_LAYOUT>)
  | ({ kind: 'slashing_config' } & UintFields<typeof EVERSCALE_LAYOUT>);

export function loadMisbehaviourPunishmentConfig(s: Slice): MisbehaviourPunishmentConfig {
  loadTag(s, 8, [TAG], 'MisbehaviourPunishmentConfig');
  // TON's layout starts with Grams and so can never be exactly as long as Everscale's.
  if (s.remainingBits === EVERSCALE_BITS && s.remainingRefs === 0) return { kind: 'slashing_config', ...loadUintFields(s, EVERSCALE_LAYOUT) };
  return { kind: 'misbehaviour_punishment_config_v1', defaultFlatFine: s.loadCoins(), ...loadUintFields(s, TON_LAYOUT) };
}

export function storeMisbehaviourPunishmentConfig(b: Builder, value: MisbehaviourPunishmentConfig): void {
  b.storeUint(TAG, 8);
  if (value.kind === 'slashing_config') {
    storeUintFields(b, EVERSCALE_LAYOUT, value);
    return;
  }
  b.storeCoins(value.defaultFlatFine);
  storeUintFields(b, TON_LAYOUT, value);
}
