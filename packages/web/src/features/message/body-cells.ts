/** A cell as the message page shows it: its data bits (the last byte zero-padded) and its references. */
export interface BodyCell {
  readonly data: Uint8Array;
  readonly bitLength: number;
  readonly refs: readonly BodyCell[];
}

const BOC_MAGIC = 0xb5ee9c72;

/**
 * The root cell of a base64 bag of cells, or null when the text is not one. Reads the generic serialization every
 * BOC of the API uses (spec 000's raw BOCs): only what showing a body needs, no hashes and no exotic-cell checks.
 */
export function readBodyBoc(base64: string): BodyCell | null {
  try {
    return parseBoc(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

function parseBoc(bytes: Uint8Array): BodyCell | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 6 || view.getUint32(0) !== BOC_MAGIC) return null;
  const flags = bytes[4]!;
  const hasIndex = (flags & 0x80) !== 0;
  const refSize = flags & 0x07;
  const offsetSize = bytes[5]!;
  let position = 6;
  const readInt = (size: number) => {
    let value = 0;
    for (let index = 0; index < size; index++) value = value * 256 + bytes[position++]!;
    if (position > bytes.byteLength) throw new RangeError('truncated bag of cells');
    return value;
  };
  const cellCount = readInt(refSize);
  const rootCount = readInt(refSize);
  readInt(refSize); // absent cells
  readInt(offsetSize); // total size of the cells
  const rootIndex = readInt(refSize);
  position += (rootCount - 1) * refSize;
  if (hasIndex) position += cellCount * offsetSize;
  const raw: { data: Uint8Array; bitLength: number; refs: number[] }[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const d1 = readInt(1);
    const d2 = readInt(1);
    const levelCount = countBits(d1 >> 5) + 1;
    if (d1 & 0x10) position += levelCount * (32 + 2); // stored hashes and depths
    const dataBytes = Math.ceil(d2 / 2);
    const data = bytes.slice(position, position + dataBytes);
    position += dataBytes;
    const refs = Array.from({ length: d1 & 0x07 }, () => readInt(refSize));
    raw.push({ data, bitLength: d2 % 2 === 0 ? dataBytes * 8 : withoutCompletionTag(data), refs });
  }
  if (position > bytes.byteLength || rootIndex >= cellCount) return null;
  // References point forward, so building from the last cell finds each reference already built.
  const built: BodyCell[] = [];
  for (let cell = cellCount - 1; cell >= 0; cell--) {
    const { data, bitLength, refs } = raw[cell]!;
    built[cell] = { data: clearTag(data, bitLength), bitLength, refs: refs.map((ref) => built[ref]!) };
    if (refs.some((ref) => ref <= cell)) return null;
  }
  return built[rootIndex]!;
}

function countBits(value: number): number {
  let count = 0;
  for (let rest = value; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

/** The bit length of data whose last byte ends in a completion tag: a 1 followed by zeros. */
function withoutCompletionTag(data: Uint8Array): number {
  const last = data[data.length - 1] ?? 0;
  if (last === 0) throw new RangeError('a cell without its completion tag');
  let trailing = 0;
  while (((last >> trailing) & 1) === 0) trailing++;
  return data.length * 8 - trailing - 1;
}

function clearTag(data: Uint8Array, bitLength: number): Uint8Array {
  const spare = data.length * 8 - bitLength;
  if (spare > 0) data[data.length - 1]! &= (0xff << spare) & 0xff;
  return data;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a comment body: op 0 (32 zero bits) and then UTF-8, continued in each cell's only reference (the
 * snake layout wallets write); null for any other body.
 */
export function textComment(root: BodyCell): string | null {
  if (root.bitLength < 32 || root.data.subarray(0, 4).some((byte) => byte !== 0)) return null;
  const parts: Uint8Array[] = [];
  let cell: BodyCell | undefined = root;
  let skip = 4;
  while (cell) {
    if (cell.bitLength % 8 !== 0 || cell.refs.length > 1) return null;
    parts.push(cell.data.subarray(skip, cell.bitLength / 8));
    skip = 0;
    cell = cell.refs[0];
  }
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** The cell tree as lines `x{…}` in Fift's notation (hex, `_` after a tag-completed last digit), references indented under their cell. */
export function cellTreeLines(root: BodyCell, depth = 0): string[] {
  return [`${'  '.repeat(depth)}x{${cellHex(root)}}`, ...root.refs.flatMap((ref) => cellTreeLines(ref, depth + 1))];
}

function cellHex(cell: BodyCell): string {
  const hex = Array.from(cell.data, (byte) => byte.toString(16).padStart(2, '0')).join('');
  if (cell.bitLength % 4 === 0) return hex.slice(0, cell.bitLength / 4).toUpperCase();
  // The last hex digit carries the completion tag right after the data bits, as Fift writes it.
  const digits = Math.ceil(cell.bitLength / 4);
  const lastDigitBits = cell.bitLength % 4;
  const last = (parseInt(hex[digits - 1] ?? '0', 16) | (1 << (3 - lastDigitBits))) & 0xf;
  return `${hex.slice(0, digits - 1)}${last.toString(16)}_`.toUpperCase();
}
