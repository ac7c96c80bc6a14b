import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { hash as nodeHash } from 'node:crypto';
import { Cell as TonCell, loadTransaction } from '@ton/core';
import {
  readBoc,
  readBocSingle,
  decodeBlock,
  decodeTransaction,
  blockTransactions,
  typedConfig,
  readArchive,
  detectArchive,
  hasBocMagic,
  detectKind,
  CellType,
  isZstd,
  decompressZstd,
  type Cell,
} from '@tvmscan/tvm';
import { fixtureFiles, fixturesDir, readBytes, requireFixtures, resultsDir } from './fixture-files.js';

interface BenchBlock {
  name: string;
  bytes: Uint8Array;
  /** Reference-index paths from the root to each transaction cell, to find them in another decoder's tree. */
  transactionPaths: number[][];
}

const MIN_SECONDS = 2;

export async function runCodecBench(): Promise<void> {
  requireFixtures();
  const { blocks, unreadableByTonCore } = collectBlocks();
  const totalBytes = blocks.reduce((sum, b) => sum + b.bytes.length, 0);
  const transactionCount = blocks.reduce((sum, b) => sum + b.transactionPaths.length, 0);
  console.log(`codec: ${blocks.length} blocks, ${transactionCount} transactions, ${(totalBytes / 1e6).toFixed(2)} MB from ${fixturesDir}`);
  if (unreadableByTonCore.length > 0) {
    console.log(`  left out (Cell.fromBoc of @ton/core cannot read them): ${unreadableByTonCore.length} blocks`);
  }
  const representations = collectRepresentations(blocks);

  const tvmscan = measure(() => blocks.forEach(decodeFully));
  const tonCore = measure(() => blocks.forEach(decodeWithTonCore));
  const floor = measure(() => representations.forEach((repr) => nodeHash('sha256', repr, 'buffer')));

  const mbps = (seconds: number) => totalBytes / 1e6 / seconds;
  const result = {
    date: new Date().toISOString(),
    blocks: blocks.length,
    transactions: transactionCount,
    megabytes: totalBytes / 1e6,
    cells: representations.length,
    tvmscanMBps: mbps(tvmscan),
    tonCoreMBps: mbps(tonCore),
    sha256FloorMBps: mbps(floor),
    ratioVsTonCore: tonCore / tvmscan,
    tvmscanOverFloor: tvmscan / floor,
  };
  console.log(
    `  tvmscan   ${result.tvmscanMBps.toFixed(1).padStart(8)} MB/s  (full decode: every cell hash, block, transactions, messages, descriptions, config)`,
  );
  console.log(`  @ton/core ${result.tonCoreMBps.toFixed(1).padStart(8)} MB/s  (Cell.fromBoc + loadTransaction)`);
  console.log(
    `  floor     ${result.sha256FloorMBps.toFixed(1).padStart(8)} MB/s  (SHA-256 of each of ${representations.length} cell representations once)`,
  );
  console.log(
    `  ratio tvmscan / @ton/core: ${result.ratioVsTonCore.toFixed(2)}x (goal: at least 5x); tvmscan takes ${result.tvmscanOverFloor.toFixed(2)}x the floor`,
  );
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'codec.json'), JSON.stringify(result, null, 2) + '\n');
}

function collectBlocks(): { blocks: BenchBlock[]; unreadableByTonCore: string[] } {
  const blocks: BenchBlock[] = [];
  const unreadableByTonCore: string[] = [];
  const add = (name: string, bytes: Uint8Array) => {
    if (!readableByTonCore(bytes)) unreadableByTonCore.push(name);
    else blocks.push({ name, bytes, transactionPaths: transactionPaths(readBocSingle(bytes)) });
  };
  for (const file of fixtureFiles()) {
    const raw = readBytes(file);
    if (detectArchive(raw) !== null) {
      for (const entry of readArchive(raw)) if (entry.kind === 'block') add(`${file}#${entry.name}`, entry.data);
      continue;
    }
    const bytes = isZstd(raw) ? decompressZstd(raw) : raw;
    if (!hasBocMagic(bytes)) continue;
    const [root, ...others] = readBoc(bytes);
    if (root && others.length === 0 && root.type === CellType.Ordinary && detectKind(root) === 'block') add(file, bytes);
  }
  return { blocks, unreadableByTonCore };
}

function readableByTonCore(bytes: Uint8Array): boolean {
  try {
    TonCell.fromBoc(Buffer.from(bytes));
    return true;
  } catch {
    return false;
  }
}

function transactionPaths(root: Cell): number[][] {
  const wanted = new Set(blockTransactions(decodeBlock(root)).map(({ cell }) => cell.hashHex()));
  const paths: number[][] = [];
  const seen = new Set<string>();
  const walk = (cell: Cell, trail: number[]) => {
    const key = cell.hashHex();
    if (seen.has(key)) return;
    seen.add(key);
    if (wanted.has(key)) paths.push(trail);
    cell.refs.forEach((ref, i) => walk(ref, [...trail, i]));
  };
  walk(root, []);
  return paths;
}

function decodeFully(block: BenchBlock): void {
  const root = readBocSingle(block.bytes);
  const decoded = decodeBlock(root);
  for (const { cell } of blockTransactions(decoded)) decodeTransaction(cell);
  const config = decoded.extra.custom?.config;
  if (config) typedConfig(config);
}

function decodeWithTonCore(block: BenchBlock): void {
  const [root] = TonCell.fromBoc(Buffer.from(block.bytes.buffer, block.bytes.byteOffset, block.bytes.byteLength));
  for (const trail of block.transactionPaths) {
    const cell = trail.reduce((at, index) => at.refs[index]!, root!);
    loadTransaction(cell.beginParse());
  }
}

/** The bytes each distinct cell's representation hash is computed over (d1 d2 data depths hashes). */
function collectRepresentations(blocks: BenchBlock[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const block of blocks) {
    const seen = new Set<string>();
    const walk = (cell: Cell) => {
      const key = cell.hashHex();
      if (seen.has(key)) return;
      seen.add(key);
      out.push(representation(cell));
      cell.refs.forEach(walk);
    };
    walk(readBocSingle(block.bytes));
  }
  return out;
}

function representation(cell: Cell): Uint8Array {
  const dataBytes = (cell.bitLength + 7) >> 3;
  const repr = new Uint8Array(2 + dataBytes + cell.refs.length * 34);
  repr[0] = cell.refs.length + (cell.isExotic ? 8 : 0) + cell.levelMask * 32;
  repr[1] = (cell.bitLength >> 3) + dataBytes;
  repr.set(cell.data, 2);
  if (cell.bitLength % 8 !== 0) repr[1 + dataBytes] = (repr[1 + dataBytes] ?? 0) | (1 << (7 - (cell.bitLength % 8)));
  let pos = 2 + dataBytes;
  for (const ref of cell.refs) {
    repr[pos++] = ref.depth() >> 8;
    repr[pos++] = ref.depth() & 0xff;
  }
  for (const ref of cell.refs) {
    repr.set(ref.hash(), pos);
    pos += 32;
  }
  return repr;
}

/** Seconds per pass: one warm-up pass, then as many passes as fit in MIN_SECONDS, averaged. */
function measure(pass: () => void): number {
  pass();
  let passes = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    pass();
    passes++;
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < MIN_SECONDS);
  return elapsed / passes;
}
