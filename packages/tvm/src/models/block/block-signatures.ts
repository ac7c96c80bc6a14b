import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadConsensusInfo, storeConsensusInfo, type ConsensusInfo } from './consensus-info.js';
import { unknownTag } from '../../tlb/tag.js';

const SIGNATURE_TAG = 0x5;
const TAG = 0x11;
const TAG_TYCHO = 0x12;

/** sig_pair$_ node_id_short:bits256 sign:CryptoSignature, with its index in the signatures dictionary. */
export interface BlockSignature {
  index: number;
  nodeIdShort: string;
  /** ed25519_signature#5 R:bits256 s:bits256, as 128 hex digits. */
  signature: string;
}

/**
 * block_signatures#11 validator_info:ValidatorBaseInfo pure_signatures:BlockSignaturesPure;
 * Tycho's #12 puts its ConsensusInfo between the validator info and the signatures.
 */
export interface BlockSignatures {
  validatorListHashShort: number;
  catchainSeqno: number;
  /** Tycho only. */
  consensusInfo: ConsensusInfo | null;
  sigCount: number;
  sigWeight: bigint;
  signatures: BlockSignature[];
}

/** _ (HashmapE 16 CryptoSignaturePair). */
export function loadSignatureDict(s: Slice): BlockSignature[] {
  return loadHashmapE(s, 16, loadSignaturePair).map(({ key, value }) => ({ index: Number(key), ...value }));
}

export function storeSignatureDict(b: Builder, signatures: readonly BlockSignature[]): void {
  storeHashmapE(
    b,
    signatures.map((signature) => ({ key: BigInt(signature.index), value: signature })),
    16,
    storeSignaturePair,
  );
}

export function loadBlockSignatures(s: Slice): BlockSignatures {
  const tag = s.loadUint(8);
  if (tag !== TAG && tag !== TAG_TYCHO) throw unknownTag('BlockSignatures', tag, 8);
  return {
    validatorListHashShort: s.loadUint(32),
    catchainSeqno: s.loadUint(32),
    consensusInfo: tag === TAG_TYCHO ? loadConsensusInfo(s) : null,
    sigCount: s.loadUint(32),
    sigWeight: s.loadUint64(),
    signatures: loadSignatureDict(s),
  };
}

export function storeBlockSignatures(b: Builder, value: BlockSignatures): void {
  b.storeUint(value.consensusInfo === null ? TAG : TAG_TYCHO, 8)
    .storeUint(value.validatorListHashShort, 32)
    .storeUint(value.catchainSeqno, 32);
  if (value.consensusInfo !== null) storeConsensusInfo(b, value.consensusInfo);
  b.storeUint(value.sigCount, 32).storeUint(value.sigWeight, 64);
  storeSignatureDict(b, value.signatures);
}

export function decodeBlockSignatures(cell: Cell): BlockSignatures {
  const s = new Slice(cell);
  const value = loadBlockSignatures(s);
  s.expectEnd('BlockSignatures');
  return value;
}

export function encodeBlockSignatures(value: BlockSignatures): Cell {
  const b = new Builder();
  storeBlockSignatures(b, value);
  return b.endCell();
}

function loadSignaturePair(s: Slice): Omit<BlockSignature, 'index'> {
  const nodeIdShort = loadBits256(s);
  const tag = s.loadUint(4);
  if (tag !== SIGNATURE_TAG) throw unknownTag('CryptoSignature', tag, 4);
  return { nodeIdShort, signature: bytesToHex(s.loadBytes(64)) };
}

function storeSignaturePair(b: Builder, value: BlockSignature): void {
  storeBits256(b, value.nodeIdShort);
  b.storeUint(SIGNATURE_TAG, 4).storeBytes(hexToBytes(value.signature));
}
