import { expect, it } from 'vitest';
import { readBocSingle, decodeBlockProof, encodeBlockProof, provenBlockHash, provenBlockInfo } from '../../../src/index.js';
import { describeWithFixtures, readFixture } from '../../../src/testing/index.js';

const PROOFS = [
  { file: 'everscale/blocks/mc_block_proof.boc', workchain: -1, shard: 0x8000000000000000n, seqno: 13121100, signed: true },
  { file: 'everscale/blocks/shard_block_proof.boc', workchain: 0, shard: 0xf800000000000000n, seqno: 19363091, signed: false },
];

describeWithFixtures('block proofs from the fixtures', () => {
  it.each(PROOFS)('$file: proves the block the README names and re-encodes to the same hash', ({ file, workchain, shard, seqno, signed }) => {
    const cell = readBocSingle(readFixture(file));
    const proof = decodeBlockProof(cell);
    expect([proof.proofFor.shard.workchain, proof.proofFor.shard.shard, proof.proofFor.seqno]).toEqual([workchain, shard, seqno]);
    expect(provenBlockHash(proof)).toBe(proof.proofFor.rootHash);
    const info = provenBlockInfo(proof)!;
    expect([info.shard.workchain, info.shard.shard, info.seqno]).toEqual([workchain, shard, seqno]);
    expect(proof.signatures !== null).toBe(signed);
    expect(encodeBlockProof(proof).hashHex()).toBe(cell.hashHex());
  });

  it('lists the validator signatures of a masterchain proof', () => {
    const proof = decodeBlockProof(readBocSingle(readFixture('everscale/blocks/mc_block_proof.boc')));
    const signatures = proof.signatures!;
    expect(signatures.consensusInfo).toBeNull();
    expect(signatures.signatures.length).toBeGreaterThan(0);
    expect(signatures.signatures.length).toBeLessThanOrEqual(signatures.sigCount);
    for (const { nodeIdShort, signature } of signatures.signatures) {
      expect(nodeIdShort).toMatch(/^[0-9a-f]{64}$/);
      expect(signature).toMatch(/^[0-9a-f]{128}$/);
    }
  });
});
