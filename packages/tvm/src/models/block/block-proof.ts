import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { CellType } from '../../cell/cell-type.js';
import { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { bytesToHex } from '../../util/hex.js';
import { loadBlockIdExt, storeBlockIdExt, type BlockIdExt } from './block-id.js';
import { decodeBlockInfo, type BlockInfo } from './block-info.js';
import { decodeBlockSignatures, encodeBlockSignatures, type BlockSignatures } from './block-signatures.js';
import { isBlockTag } from './block.js';
import { unknownTag } from '../../tlb/tag.js';

const TAG = 0xc3;

/**
 * block_proof#c3 proof_for:BlockIdExt root:^Cell signatures:(Maybe ^BlockSignatures).
 * `root` is a Merkle proof of the block: the block info is usually present, most of the rest pruned.
 */
export interface BlockProof {
  proofFor: BlockIdExt;
  root: Cell;
  /** Validator signatures; absent in the proof links of shard blocks. */
  signatures: BlockSignatures | null;
}

export function loadBlockProof(s: Slice): BlockProof {
  const tag = s.loadUint(8);
  if (tag !== TAG) throw unknownTag('BlockProof', tag, 8);
  const proofFor = loadBlockIdExt(s);
  const root = s.loadRef();
  const signatures = s.loadMaybeRef();
  return { proofFor, root, signatures: signatures && decodeBlockSignatures(signatures) };
}

export function storeBlockProof(b: Builder, value: BlockProof): void {
  b.storeUint(TAG, 8);
  storeBlockIdExt(b, value.proofFor);
  b.storeRef(value.root).storeMaybeRef(value.signatures && encodeBlockSignatures(value.signatures));
}

export function decodeBlockProof(cell: Cell): BlockProof {
  const s = new Slice(cell);
  const value = loadBlockProof(s);
  s.expectEnd('BlockProof');
  return value;
}

export function encodeBlockProof(value: BlockProof): Cell {
  const b = new Builder();
  storeBlockProof(b, value);
  return b.endCell();
}

/** The hash of the proven block (the Merkle proof's virtual hash), which equals its root hash. */
export function provenBlockHash(proof: BlockProof): string {
  return bytesToHex(merkleProof(proof).data.subarray(1, 33));
}

/** The proven block's info, or null when the proof pruned it. */
export function provenBlockInfo(proof: BlockProof): BlockInfo | null {
  const [block] = merkleProof(proof).refs;
  if (block === undefined) throw new TlbError('bad-value', 'BlockProof: the Merkle proof holds no block');
  if (block.type === CellType.PrunedBranch) return null;
  const s = new Slice(block);
  const tag = s.loadUint(32);
  if (!isBlockTag(tag)) throw unknownTag('Block', tag, 32);
  const info = s.skip(32).loadRef();
  return info.type === CellType.PrunedBranch ? null : decodeBlockInfo(info);
}

function merkleProof(proof: BlockProof): Cell {
  if (proof.root.type !== CellType.MerkleProof) throw new TlbError('bad-value', 'BlockProof: the root is not a Merkle proof cell');
  return proof.root;
}
