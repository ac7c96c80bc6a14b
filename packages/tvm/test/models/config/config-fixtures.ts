import { existsSync, readFileSync } from 'node:fs';
import { decompressZstd } from '../../../src/archive/zstd-decompress.js';
import { readBocSingle, type Cell, Slice, loadCurrencyCollection, decodeConfigParams, type ConfigParams } from '../../../src/index.js';
import { fixturePath, fixturesDir, listFixtures, readFixture, defined } from '../../../src/testing/index.js';

/** The fixture files, or none when the folder is missing (the suites are then skipped). */
export function fixtureFiles(): string[] {
  return existsSync(fixturesDir) ? listFixtures() : [];
}

/** Every fixture that is a bare ConfigParams root. */
export function configFixtureFiles(): string[] {
  return fixtureFiles().filter((file) => /^(everscale|ton)\/config\/.*\.boc$/.test(file) || file === 'tycho/executor/config.boc');
}

export function readConfigFixture(file: string): { root: Cell; config: ConfigParams } {
  const root = readBocSingle(readFixture(file));
  return { root, config: decodeConfigParams(root) };
}

/** The parameter list the fixtures README states for a file (`params [..]` or `config params [..]`). */
export function readmeParamList(file: string): number[] {
  const readme = readFileSync(fixturePath('README.md'), 'utf8');
  const row = readme.split('\n').find((line) => line.startsWith(`| ${file} |`));
  const list = row?.match(/params \[([-\d,]+)\]/)?.[1];
  if (list === undefined) throw new Error(`the fixtures README states no parameter list for ${file}`);
  return list.split(',').map(Number);
}

/** A key block's config, positioned: block → ^BlockExtra → custom ^McBlockExtra → config (key blocks only). */
export function keyBlockConfigSlice(file: string): Slice {
  const block = readBocSingle(readFixture(file));
  const extra = new Slice(defined(block.refs[3], 'the block extra'));
  extra.skip(32 + 256 + 256);
  extra.loadRef();
  extra.loadRef();
  extra.loadRef();
  const mc = new Slice(extra.loadMaybeRef() as Cell);
  mc.skip(16);
  if (!mc.loadBit()) throw new Error(`${file} is not a key block`);
  mc.loadMaybeRef();
  mc.loadMaybeRef();
  loadCurrencyCollection(mc);
  loadCurrencyCollection(mc);
  mc.loadRef();
  return mc;
}

/** A masterchain state's config, positioned in its McStateExtra (`masterchain_state_extra#cc26 shard_hashes config …`). */
export function masterStateConfigSlice(file: string): Slice {
  let bytes = readFixture(file);
  if (bytes[0] === 0x28 && bytes[1] === 0xb5) bytes = decompressZstd(bytes);
  const extra = findCell(readBocSingle(bytes), (cell) => cell.bitLength > 16 && cell.data[0] === 0xcc && cell.data[1] === 0x26);
  const s = new Slice(extra);
  s.skip(16);
  s.loadMaybeRef();
  return s;
}

function findCell(root: Cell, match: (cell: Cell) => boolean): Cell {
  const stack = [root];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const cell = stack.pop() as Cell;
    const hash = cell.hashHex();
    if (seen.has(hash)) continue;
    seen.add(hash);
    if (!cell.isExotic && match(cell)) return cell;
    stack.push(...cell.refs);
  }
  throw new Error('no matching cell in the tree');
}
