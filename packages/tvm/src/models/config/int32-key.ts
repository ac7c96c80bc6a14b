/** A 32-bit dictionary key read as a signed integer (parameter indexes and workchain ids may be negative). */
export function int32FromKey(key: bigint): number {
  return Number(BigInt.asIntN(32, key));
}

export function int32ToKey(value: number): bigint {
  return BigInt.asUintN(32, BigInt(value));
}
