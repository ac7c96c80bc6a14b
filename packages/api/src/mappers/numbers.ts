/** A count or time the store reads as bigint, as the JSON number the API answers with (all fit in 2^53). */
export function toNumber(value: bigint | number): number {
  return typeof value === 'number' ? value : Number(value);
}

export function toNumberOrNull(value: bigint | number | null): number | null {
  return value === null ? null : toNumber(value);
}

export function toStringOrNull(value: bigint | string | null): string | null {
  return value === null ? null : String(value);
}

/** `wc:hex` from the parts the tables keep; an external address (addr_extern, kept without a workchain) is `extern:hex`. */
export function rawAddress(workchain: number | null, address: string | null): string | null {
  if (address === null) return null;
  return workchain === null ? `extern:${address}` : `${workchain}:${address}`;
}
