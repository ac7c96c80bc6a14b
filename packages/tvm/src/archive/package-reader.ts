import { ArchiveError } from './archive-error.js';
import type { ArchiveEntry } from './archive-entry.js';
import { PACKAGE_ENTRY_MAGIC, PACKAGE_MAGIC } from './archive-magic.js';
import { parsePackageEntryName } from './package-entry-name.js';
import { startsWithU32 } from './starts-with-u32.js';

const ENTRY_HEADER_SIZE = 8;
const nameDecoder = new TextDecoder();

/**
 * Entries of a node archive package (.pack), read lazily; each `data` is a view into `bytes`.
 * Throws `ArchiveError` on a bad magic, a malformed entry or an entry running past the end.
 */
export function* readPackage(bytes: Uint8Array): Generator<ArchiveEntry, void, undefined> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!startsWithU32(bytes, PACKAGE_MAGIC)) {
    throw new ArchiveError('bad-magic', 'not a node archive package: it does not start with 0xae8fdd01');
  }
  let offset = 4;
  while (offset < bytes.length) {
    if (bytes.length - offset < ENTRY_HEADER_SIZE) {
      throw truncated(offset, 'entry header', ENTRY_HEADER_SIZE, bytes.length - offset);
    }
    const magic = view.getUint16(offset, true);
    if (magic !== PACKAGE_ENTRY_MAGIC) {
      throw new ArchiveError('bad-entry-magic', `entry at offset ${offset}: magic 0x${magic.toString(16)}, expected 0x1e8b`);
    }
    const nameLength = view.getUint16(offset + 2, true);
    const dataLength = view.getUint32(offset + 4, true);
    const nameStart = offset + ENTRY_HEADER_SIZE;
    const dataStart = nameStart + nameLength;
    const end = dataStart + dataLength;
    if (end > bytes.length) {
      throw truncated(offset, 'entry', end - offset, bytes.length - offset);
    }
    const name = nameDecoder.decode(bytes.subarray(nameStart, dataStart));
    const parsed = parsePackageEntryName(name);
    if (parsed === undefined) {
      throw new ArchiveError('bad-entry-name', `entry at offset ${offset}: unrecognised name ${JSON.stringify(name.slice(0, 200))}`);
    }
    yield { kind: parsed.kind, id: parsed.id, name, data: bytes.subarray(dataStart, end) };
    offset = end;
  }
}

function truncated(offset: number, what: string, needed: number, left: number): ArchiveError {
  return new ArchiveError('truncated', `entry at offset ${offset}: the ${what} needs ${needed} bytes but only ${left} are left`);
}
