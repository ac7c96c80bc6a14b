import { describe, expect, it } from 'vitest';
import { readArchive, readBocSingle, Builder, CellType, Slice, type Cell } from '../../src/index.js';
import { CellError, PrunedBranchError } from '../../src/errors.js';
import { bytesToHex } from '../../src/util/hex.js';
import { describeWithFixtures, listFixtures, readFixture, defined } from '../../src/testing/index.js';

function prune(cell: Cell): Cell {
  return new Builder().storeUint(CellType.PrunedBranch, 8).storeUint(1, 8).storeBytes(cell.hash(0)).storeUint(cell.depth(0), 16).endExoticCell();
}

function merkleProof(content: Cell, virtualRoot: Cell): Cell {
  return new Builder()
    .storeUint(CellType.MerkleProof, 8)
    .storeBytes(virtualRoot.hash(0))
    .storeUint(virtualRoot.depth(0), 16)
    .storeRef(content)
    .endExoticCell();
}

describe('exotic cells', () => {
  const leaf = new Builder().storeUint(0xabcdef, 24).endCell();
  const other = new Builder().storeUint(1, 1).endCell();
  const root = new Builder().storeUint(5, 8).storeRef(leaf).storeRef(other).endCell();

  it('a pruned branch keeps the hash and depth of what it replaces at level 0', () => {
    const pruned = prune(leaf);
    expect(pruned.levelMask).toBe(1);
    expect(bytesToHex(pruned.hash(0))).toBe(leaf.hashHex());
    expect(pruned.depth(0)).toBe(leaf.depth());
    expect(() => new Slice(pruned)).toThrow(PrunedBranchError);
  });

  it('a Merkle proof over a partly pruned tree proves the original root hash', () => {
    const partial = new Builder().storeUint(5, 8).storeRef(prune(leaf)).storeRef(other).endCell();
    expect(partial.levelMask).toBe(1);
    expect(bytesToHex(partial.hash(0))).toBe(root.hashHex());
    const proof = merkleProof(partial, partial);
    expect(proof.levelMask).toBe(0);
    expect(proof.depth()).toBe(partial.depth(0) + 1);
  });

  it('rejects a Merkle proof whose stored hash does not match its child', () => {
    expect(() => merkleProof(root, leaf)).toThrow(CellError);
  });

  it('rejects malformed exotic cells', () => {
    expect(() => new Builder().storeUint(CellType.PrunedBranch, 8).storeUint(0, 8).endExoticCell()).toThrow(CellError);
    expect(() => new Builder().storeUint(CellType.Library, 8).endExoticCell()).toThrow(CellError);
    expect(() => new Builder().storeUint(9, 8).endExoticCell()).toThrow(CellError);
  });
});

describeWithFixtures('exotic cells in real proofs', () => {
  it('every .pack proof proves the root hash of its block', () => {
    const entries = [...readArchive(readFixture('everscale/archive/mainnet-mc1-99.pack'))].filter((e) => e.kind !== 'block');
    expect(entries.length).toBe(99 + 36 + 38 + 49 + 39 + 41 + 10 + 8);
    for (const entry of entries) {
      const proofRoot = defined(readBocSingle(entry.data).refs[0], `the proof of ${entry.name}`);
      expect(proofRoot.type).toBe(CellType.MerkleProof);
      expect(bytesToHex(defined(proofRoot.refs[0]).hash(0))).toBe(entry.id.rootHash);
    }
  });

  it("Tycho's proofs read: a Merkle update inside a Merkle proof, pruned branches of level mask 3", () => {
    const masks = new Set<string>();
    for (const file of listFixtures().filter((f) => f.startsWith('tycho/archive/'))) {
      for (const entry of readArchive(readFixture(file))) {
        if (entry.kind !== 'proof') continue;
        collectExoticMasks(readBocSingle(entry.data), masks);
      }
    }
    expect(masks).toContain(`${CellType.MerkleProof}:0`);
    expect(masks).toContain(`${CellType.MerkleUpdate}:1`);
    expect(masks).toContain(`${CellType.PrunedBranch}:3`);
  });
});

function collectExoticMasks(cell: Cell, masks: Set<string>, seen = new Set<Cell>()): void {
  if (seen.has(cell)) return;
  seen.add(cell);
  if (cell.isExotic) masks.add(`${cell.type}:${cell.levelMask}`);
  for (const ref of cell.refs) collectExoticMasks(ref, masks, seen);
}
