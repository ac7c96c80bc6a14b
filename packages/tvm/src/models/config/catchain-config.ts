import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { loadTag } from '../../tlb/tag.js';

/** Lifetimes in seconds. */
interface CatchainLifetimes {
  mcCatchainLifetime: number;
  shardCatchainLifetime: number;
  shardValidatorsLifetime: number;
  shardValidatorsNum: number;
}

/**
 * `catchain_config#c1 …` or `catchain_config_new#c2 flags:(## 7) shuffle_mc_validators:Bool …`
 * (config param 28 on TON and Everscale). Everscale uses the lowest bit of TON's zero flags as
 * `isolate_mc_validators`.
 */
export type CatchainConfig =
  | ({ kind: 'catchain_config' } & CatchainLifetimes)
  | ({ kind: 'catchain_config_new'; isolateMcValidators: boolean; shuffleMcValidators: boolean } & CatchainLifetimes);

export const CATCHAIN_CONFIG_TAGS = { catchain_config: 0xc1, catchain_config_new: 0xc2 } as const;

const SHUFFLE_FLAG = 0b01;
const ISOLATE_FLAG = 0b10;

export function loadCatchainConfig(s: Slice): CatchainConfig {
  const tag = loadTag(s, 8, Object.values(CATCHAIN_CONFIG_TAGS), 'CatchainConfig');
  if (tag === CATCHAIN_CONFIG_TAGS.catchain_config) return { kind: 'catchain_config', ...loadLifetimes(s) };
  const flags = s.loadUint(8);
  if ((flags & ~(SHUFFLE_FLAG | ISOLATE_FLAG)) !== 0) throw new TlbError('bad-value', `CatchainConfig: unknown flags 0x${flags.toString(16)}`);
  return {
    kind: 'catchain_config_new',
    isolateMcValidators: (flags & ISOLATE_FLAG) !== 0,
    shuffleMcValidators: (flags & SHUFFLE_FLAG) !== 0,
    ...loadLifetimes(s),
  };
}

export function storeCatchainConfig(b: Builder, value: CatchainConfig): void {
  b.storeUint(CATCHAIN_CONFIG_TAGS[value.kind], 8);
  if (value.kind === 'catchain_config_new')
    b.storeUint((value.isolateMcValidators ? ISOLATE_FLAG : 0) | (value.shuffleMcValidators ? SHUFFLE_FLAG : 0), 8);
  b.storeUint(value.mcCatchainLifetime, 32)
    .storeUint(value.shardCatchainLifetime, 32)
    .storeUint(value.shardValidatorsLifetime, 32)
    .storeUint(value.shardValidatorsNum, 32);
}

function loadLifetimes(s: Slice): CatchainLifetimes {
  return {
    mcCatchainLifetime: s.loadUint(32),
    shardCatchainLifetime: s.loadUint(32),
    shardValidatorsLifetime: s.loadUint(32),
    shardValidatorsNum: s.loadUint(32),
  };
}
