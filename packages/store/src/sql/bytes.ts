/** The same bytes as a plain Uint8Array (node-postgres gives a Buffer, PGlite a Uint8Array), without copying. */
export function plainBytes(bytes: Uint8Array): Uint8Array {
  return Object.getPrototypeOf(bytes) === Uint8Array.prototype ? bytes : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
