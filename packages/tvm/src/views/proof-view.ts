import { shardToHex } from '../archive/shard-to-hex.js';
import type { BlockProof } from '../models/block/block-proof.js';
import { provenBlockHash, provenBlockInfo } from '../models/block/block-proof.js';

export interface BlockProofView {
  proofFor: { workchain: number; shard: string; seqno: number; rootHash: string; fileHash: string };
  /** The root hash of the block the Merkle proof stands for; equals `proofFor.rootHash` in a valid proof. */
  provenRootHash: string;
  genUtime: number | null;
  isKeyBlock: boolean | null;
  signatureCount: number;
}

export function blockProofView(proof: BlockProof): BlockProofView {
  const { proofFor } = proof;
  const info = provenBlockInfo(proof);
  return {
    proofFor: {
      workchain: proofFor.shard.workchain,
      shard: shardToHex(proofFor.shard.shard),
      seqno: proofFor.seqno,
      rootHash: proofFor.rootHash,
      fileHash: proofFor.fileHash,
    },
    provenRootHash: provenBlockHash(proof),
    genUtime: info?.genUtime ?? null,
    isKeyBlock: info?.keyBlock ?? null,
    signatureCount: proof.signatures?.signatures.length ?? 0,
  };
}
