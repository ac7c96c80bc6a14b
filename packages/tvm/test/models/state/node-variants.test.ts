import { expect, it } from 'vitest';
import {
  readBocSingle,
  Builder,
  Slice,
  type Cell,
  type MsgPackProcessingInfo,
  decodeShardStateUnsplit,
  encodeShardStateUnsplit,
  type ShardStateUnsplit,
} from '../../../src/index.js';
import { describeWithFixtures, readFixture } from '../../../src/testing/index.js';

const packInfo: MsgPackProcessingInfo = {
  round: 9n,
  lastPackShard: { workchain: 0, shard: 0x8000000000000000n, prefixBits: 0, prefix: 0n },
  lastPackSeqno: 2n ** 64n - 1n,
  lastPackHash: '12'.repeat(32),
  lastPartiallyIncluded: null,
};
const dictRoot = new Builder().storeUint(0b10, 2).storeUint(7, 32).endCell();

function state(file: string): ShardStateUnsplit {
  return decodeShardStateUnsplit(readBocSingle(readFixture(file)));
}

/** Written, read back to the same value, and written again to the same hash. */
function roundTrip(value: ShardStateUnsplit): { cell: Cell; decoded: ShardStateUnsplit } {
  const cell = encodeShardStateUnsplit(value);
  const decoded = decodeShardStateUnsplit(cell);
  expect(decoded).toEqual(value);
  expect(encodeShardStateUnsplit(decoded).hashHex()).toBe(cell.hashHex());
  return { cell, decoded };
}

function tagOf(cell: Cell): number {
  return new Slice(cell).loadUint(32);
}

describeWithFixtures('the Everscale node shard state variants', () => {
  const SHARD_STATE = 'everscale/zerostate/mainnet-workchain0.boc';
  const MASTER_STATE = 'everscale/states/mainnet-masterchain-state-2.boc';

  const shardchainCases = [
    { name: '#9023afff', tag: 0x9023afff, packInfo, refShardBlocks: { root: dictRoot } },
    { name: '#9023afff (empty Maybes)', tag: 0x9023afff, packInfo: null, refShardBlocks: { root: null } },
    { name: '#9023aaaa', tag: 0x9023aaaa, packInfo, refShardBlocks: null },
  ] as const;

  it.each(shardchainCases)('shardchain $name: gen_utime_ms, pack_info after master_ref, and ref_shard_blocks for custom', (variant) => {
    const base = state(SHARD_STATE);
    const { name: _name, ...fields } = variant;
    const { cell, decoded } = roundTrip({ ...base, ...fields, genUtimeMs: 345 });
    expect(tagOf(cell)).toBe(variant.tag);
    expect([decoded.genUtimeMs, decoded.packInfo, decoded.refShardBlocks, decoded.custom]).toEqual([
      345,
      variant.packInfo,
      variant.refShardBlocks,
      null,
    ]);
  });

  it('masterchain #9023afff: pack_info, and custom as in the standard layout', () => {
    const base = state(MASTER_STATE);
    const { cell, decoded } = roundTrip({ ...base, tag: 0x9023afff, genUtimeMs: 1, packInfo });
    expect(tagOf(cell)).toBe(0x9023afff);
    expect(decoded.custom).toEqual(base.custom);
    expect(decoded.innerTail?.bitLength).toBe(1);
  });

  it('shardchain #9023aeee as the Everscale node writes it: ref_shard_blocks where Tycho leaves custom out', () => {
    const base = state(SHARD_STATE);
    const { cell, decoded } = roundTrip({ ...base, tag: 0x9023aeee, genUtimeMs: 2, refShardBlocks: { root: dictRoot } });
    expect(tagOf(cell)).toBe(0x9023aeee);
    expect(decoded.refShardBlocks?.root?.hashHex()).toBe(dictRoot.hashHex());
    const tychoLike = roundTrip({ ...base, tag: 0x9023aeee, genUtimeMs: 2 }).decoded;
    expect([tychoLike.custom, tychoLike.refShardBlocks]).toEqual([null, undefined]);
  });

  it('refuses a value whose tag and fields disagree, saying which', () => {
    const base = state(SHARD_STATE);
    expect(() => encodeShardStateUnsplit({ ...base, tag: 0x9023afff, genUtimeMs: 1 })).toThrow(
      'tag #9023afff and the presence of pack_info disagree',
    );
    expect(() => encodeShardStateUnsplit({ ...base, tag: 0x9023aaaa, genUtimeMs: null, packInfo })).toThrow(
      'tag #9023aaaa and the presence of gen_utime_ms disagree',
    );
    expect(() => encodeShardStateUnsplit({ ...base, tag: 0x9023afff, genUtimeMs: 1, packInfo })).toThrow(
      'an Everscale shardchain state needs refShardBlocks',
    );
  });
});
