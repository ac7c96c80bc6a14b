import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadTag } from '../../tlb/tag.js';

/** Prices in nanotokens per gas unit as 16.16 fixed point; limits in gas units; due limits in nanotokens. */
interface GasLimits {
  gasPrice: bigint;
  gasLimit: bigint;
  gasCredit: bigint;
  blockGasLimit: bigint;
  freezeDueLimit: bigint;
  deleteDueLimit: bigint;
}

/**
 * `gas_prices#dd …`, `gas_prices_ext#de …` (adds `special_gas_limit`) or `gas_flat_pfx#d1` (a flat
 * price for the first `flat_gas_limit` units, then `other`) — config params 20 and 21.
 */
export type GasLimitsPrices =
  | ({ kind: 'gas_prices' } & GasLimits)
  | ({ kind: 'gas_prices_ext'; specialGasLimit: bigint } & GasLimits)
  | { kind: 'gas_flat_pfx'; flatGasLimit: bigint; flatGasPrice: bigint; other: GasLimitsPrices };

const TAG = { gas_prices: 0xdd, gas_prices_ext: 0xde, gas_flat_pfx: 0xd1 } as const;

export function loadGasLimitsPrices(s: Slice): GasLimitsPrices {
  const tag = loadTag(s, 8, Object.values(TAG), 'GasLimitsPrices');
  if (tag === TAG.gas_flat_pfx)
    return { kind: 'gas_flat_pfx', flatGasLimit: s.loadUint64(), flatGasPrice: s.loadUint64(), other: loadGasLimitsPrices(s) };
  const gasPrice = s.loadUint64();
  const gasLimit = s.loadUint64();
  if (tag === TAG.gas_prices_ext) return { kind: 'gas_prices_ext', gasPrice, gasLimit, specialGasLimit: s.loadUint64(), ...loadGasLimitsTail(s) };
  return { kind: 'gas_prices', gasPrice, gasLimit, ...loadGasLimitsTail(s) };
}

export function storeGasLimitsPrices(b: Builder, value: GasLimitsPrices): void {
  b.storeUint(TAG[value.kind], 8);
  if (value.kind === 'gas_flat_pfx') {
    b.storeUint(value.flatGasLimit, 64).storeUint(value.flatGasPrice, 64);
    storeGasLimitsPrices(b, value.other);
    return;
  }
  b.storeUint(value.gasPrice, 64).storeUint(value.gasLimit, 64);
  if (value.kind === 'gas_prices_ext') b.storeUint(value.specialGasLimit, 64);
  b.storeUint(value.gasCredit, 64).storeUint(value.blockGasLimit, 64).storeUint(value.freezeDueLimit, 64).storeUint(value.deleteDueLimit, 64);
}

function loadGasLimitsTail(s: Slice): Omit<GasLimits, 'gasPrice' | 'gasLimit'> {
  return { gasCredit: s.loadUint64(), blockGasLimit: s.loadUint64(), freezeDueLimit: s.loadUint64(), deleteDueLimit: s.loadUint64() };
}
