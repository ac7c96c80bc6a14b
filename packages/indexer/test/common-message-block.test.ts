import { decodeBlock, encodeBlock, readBocSingle, writeBoc } from '@tvmscan/tvm';
import { asCommonMessageBlock, describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import { expect, it } from 'vitest';
import { decodeRawBlock } from '../src/pipeline/decoded-block.js';
import { transactionRecords } from '../src/pipeline/transaction-rows.js';

const MC_BLOCK = 'everscale/blocks/mc_block_with_shards.boc';

describeWithFixtures("a block in the Everscale node's common-message layout", () => {
  it('gives the same transactions and messages as the standard block, each message keyed by its CommonMessage cell', () => {
    const standardBoc = readFixture(MC_BLOCK);
    const standard = transactionRecords(decodeRawBlock({ boc: standardBoc }), 1, { tokens: false, actions: false, watched: new Set() });
    const commonBlock = asCommonMessageBlock(decodeBlock(readBocSingle(standardBoc)), null);
    const common = transactionRecords(decodeRawBlock({ boc: writeBoc(encodeBlock(commonBlock)) }), 1, {
      tokens: false,
      actions: false,
      watched: new Set(),
    });

    expect(common.map((record) => record.row.lt)).toEqual(standard.map((record) => record.row.lt));
    const valuesOf = (records: typeof standard) =>
      records.flatMap((record) =>
        record.messages.map(({ message_type, value, src_address, dst_address }) => ({ message_type, value, src_address, dst_address })),
      );
    expect(valuesOf(common)).toEqual(valuesOf(standard));
    const hashes = (records: typeof standard) => records.flatMap((record) => record.messages.map((message) => message.hash));
    expect(hashes(common).some((hash) => hashes(standard).includes(hash))).toBe(false);
    // The collator's recover-create message is found by its new key, and counted when consumed, as before.
    expect(common.map((record) => record.facts.inMessageByCollator)).toEqual(standard.map((record) => record.facts.inMessageByCollator));
    expect(standard.some((record) => record.facts.inMessageByCollator)).toBe(true);
  });
});
