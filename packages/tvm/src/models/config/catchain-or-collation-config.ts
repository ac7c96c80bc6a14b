import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { CATCHAIN_CONFIG_TAGS, loadCatchainConfig, storeCatchainConfig, type CatchainConfig } from './catchain-config.js';
import { COLLATION_CONFIG_TAGS, loadCollationConfig, storeCollationConfig, type CollationConfig } from './collation-config.js';
import { loadTag } from '../../tlb/tag.js';

/** Config param 28: the catchain config on TON and Everscale, the collation config on Tycho. */
export type CatchainOrCollationConfig = CatchainConfig | CollationConfig;

const COLLATION_TAGS: readonly number[] = Object.values(COLLATION_CONFIG_TAGS);
const ALL_TAGS = [...Object.values(CATCHAIN_CONFIG_TAGS), ...Object.values(COLLATION_CONFIG_TAGS)];

export function loadCatchainOrCollationConfig(s: Slice): CatchainOrCollationConfig {
  const tag = loadTag(s.clone(), 8, ALL_TAGS, 'ConfigParam 28');
  return COLLATION_TAGS.includes(tag) ? loadCollationConfig(s) : loadCatchainConfig(s);
}

export function storeCatchainOrCollationConfig(b: Builder, value: CatchainOrCollationConfig): void {
  if (value.kind === 'collation_config_tycho' || value.kind === 'collation_config_tycho_v2') storeCollationConfig(b, value);
  else storeCatchainConfig(b, value);
}
