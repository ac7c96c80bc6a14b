import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import { loadTag } from '../../tlb/tag.js';
import { loadUintFields, storeUintFields, type UintFields } from './uint-fields.js';
import { loadWorkUnitsParams, storeWorkUnitsParams, type WorkUnitsParams } from './work-units-params.js';

const MSGS_LAYOUT = [
  ['bufferLimit', 32],
  ['groupLimit', 16],
  ['groupVertSize', 16],
  ['externalsExpireTimeout', 16],
  ['openRangesLimit', 16],
  ['par0IntMsgsCountLimit', 32],
  ['par0ExtMsgsCountLimit', 32],
] as const;

/** A share of a message group's slots, in percent, for one message subgroup. */
export interface GroupSlotsFraction {
  subgroup: number;
  percent: number;
}

/**
 * Tycho's `msgs_execution_params_tycho#00` (or `#01`, which adds `range_messages_limit`): how the
 * collator groups and limits messages. Timeouts in seconds.
 */
export type MsgsExecutionParams = UintFields<typeof MSGS_LAYOUT> & { groupSlotsFractions: GroupSlotsFraction[] } & (
    { version: 0 } | { version: 1; rangeMessagesLimit: number }
  );

interface CollationFields {
  shuffleMcValidators: boolean;
  mcBlockMinIntervalMs: number;
  emptyScBlockIntervalMs: number;
  maxUncommittedChainLength: number;
  wuUsedToImportNextAnchor: bigint;
  msgsExecParams: MsgsExecutionParams;
  workUnitsParams: WorkUnitsParams;
}

/**
 * Tycho's config param 28: `collation_config_tycho#a6 …` or `collation_config_tycho_v2#a7 …`, which
 * adds `mc_block_max_interval_ms` after `mc_block_min_interval_ms`.
 */
export type CollationConfig =
  ({ kind: 'collation_config_tycho' } & CollationFields) | ({ kind: 'collation_config_tycho_v2'; mcBlockMaxIntervalMs: number } & CollationFields);

export const COLLATION_CONFIG_TAGS = { collation_config_tycho: 0xa6, collation_config_tycho_v2: 0xa7 } as const;

const MSGS_TAGS = [0, 1] as const;

export function loadCollationConfig(s: Slice): CollationConfig {
  const tag = loadTag(s, 8, Object.values(COLLATION_CONFIG_TAGS), 'CollationConfig');
  const shuffleMcValidators = s.loadBit();
  const mcBlockMinIntervalMs = s.loadUint(32);
  const mcBlockMaxIntervalMs = tag === COLLATION_CONFIG_TAGS.collation_config_tycho_v2 ? s.loadUint(32) : null;
  const fields: CollationFields = {
    shuffleMcValidators,
    mcBlockMinIntervalMs,
    emptyScBlockIntervalMs: s.loadUint(32),
    maxUncommittedChainLength: s.loadUint(8),
    wuUsedToImportNextAnchor: s.loadUint64(),
    msgsExecParams: loadMsgsExecutionParams(s),
    workUnitsParams: loadWorkUnitsParams(s),
  };
  if (mcBlockMaxIntervalMs === null) return { kind: 'collation_config_tycho', ...fields };
  return { kind: 'collation_config_tycho_v2', ...fields, mcBlockMaxIntervalMs };
}

export function storeCollationConfig(b: Builder, value: CollationConfig): void {
  b.storeUint(COLLATION_CONFIG_TAGS[value.kind], 8).storeBit(value.shuffleMcValidators).storeUint(value.mcBlockMinIntervalMs, 32);
  if (value.kind === 'collation_config_tycho_v2') b.storeUint(value.mcBlockMaxIntervalMs, 32);
  b.storeUint(value.emptyScBlockIntervalMs, 32).storeUint(value.maxUncommittedChainLength, 8).storeUint(value.wuUsedToImportNextAnchor, 64);
  storeMsgsExecutionParams(b, value.msgsExecParams);
  storeWorkUnitsParams(b, value.workUnitsParams);
}

function loadMsgsExecutionParams(s: Slice): MsgsExecutionParams {
  const version = loadTag(s, 8, MSGS_TAGS, 'MsgsExecutionParams');
  const limits = loadUintFields(s, MSGS_LAYOUT);
  const groupSlotsFractions = loadHashmapE(s, 16, (leaf) => leaf.loadUint(8)).map(({ key, value }) => ({ subgroup: Number(key), percent: value }));
  if (version === 0) return { version, ...limits, groupSlotsFractions };
  return { version, ...limits, groupSlotsFractions, rangeMessagesLimit: s.loadUint(32) };
}

function storeMsgsExecutionParams(b: Builder, value: MsgsExecutionParams): void {
  b.storeUint(value.version, 8);
  storeUintFields(b, MSGS_LAYOUT, value);
  storeHashmapE(
    b,
    value.groupSlotsFractions.map(({ subgroup, percent }) => ({ key: BigInt(subgroup), value: percent })),
    16,
    (leaf, percent) => leaf.storeUint(percent, 8),
  );
  if (value.version === 1) b.storeUint(value.rangeMessagesLimit, 32);
}
