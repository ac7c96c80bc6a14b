export const BOC_GENERIC = 0xb5ee9c72;
export const BOC_INDEXED = 0x68ff65f3;
export const BOC_INDEXED_CRC32C = 0xacc3a728;

export function hasBocMagic(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const magic = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  return magic === BOC_GENERIC || magic === BOC_INDEXED || magic === BOC_INDEXED_CRC32C;
}
