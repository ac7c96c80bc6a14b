import { PACKAGE_ENTRY_MAGIC, PACKAGE_MAGIC } from './archive-magic.js';

const ENTRY_HEADER_SIZE = 8;

/** A node archive package (.pack) holding the entries in the order given: what `readPackage` reads back. */
export function writePackage(entries: readonly { readonly name: string; readonly data: Uint8Array }[]): Uint8Array {
  const encoder = new TextEncoder();
  const names = entries.map(({ name }) => encoder.encode(name));
  const size = entries.reduce((sum, { data }, index) => sum + ENTRY_HEADER_SIZE + names[index]!.length + data.length, 4);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, PACKAGE_MAGIC, true);
  let offset = 4;
  entries.forEach(({ data }, index) => {
    const name = names[index]!;
    view.setUint16(offset, PACKAGE_ENTRY_MAGIC, true);
    view.setUint16(offset + 2, name.length, true);
    view.setUint32(offset + 4, data.length, true);
    bytes.set(name, offset + ENTRY_HEADER_SIZE);
    bytes.set(data, offset + ENTRY_HEADER_SIZE + name.length);
    offset += ENTRY_HEADER_SIZE + name.length + data.length;
  });
  return bytes;
}
