/** `value` when it is there; a failed test naming `what` when it is undefined (a list shorter than the test expects). */
export function defined<T>(value: T | undefined, what = 'the value'): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** XORs `mask` into byte `offset` of `bytes`: a test's damage to well-formed input. */
export function flipBits(bytes: Uint8Array, offset: number, mask: number): void {
  bytes[offset] = defined(bytes[offset], `byte ${offset}`) ^ mask;
}
