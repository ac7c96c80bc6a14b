import { decompressZstd } from '../../../src/archive/zstd-decompress.js';
import { expect, it } from 'vitest';
import {
  readBocSingle,
  type Cell,
  listShardDescrs,
  addCurrencies,
  ZERO_CURRENCY,
  decodeShardAccounts,
  decodeShardState,
  encodeShardAccounts,
  encodeShardState,
  encodeShardStateUnsplit,
  listOldMcBlocks,
  type ShardStateUnsplit,
} from '../../../src/index.js';
import { describeWithFixtures, listFixtures, readFixture } from '../../../src/testing/index.js';

const ROOT_SHARD = 0x8000000000000000n;

interface Expected {
  file: string;
  globalId: number;
  workchain: number;
  /** shard_prefix as stored, which the README prints after the workchain. */
  storedPrefix: bigint;
  seqno: number;
  date: string;
  tycho: boolean;
}

/** The state fixtures with the values the fixtures README states for each. */
const STATES: Expected[] = [
  { file: 'everscale/zerostate/mainnet-masterchain.boc', globalId: 42, workchain: -1, storedPrefix: 0n, seqno: 0, date: '2020-05-07', tycho: false },
  {
    file: 'everscale/zerostate/mainnet-workchain0.boc',
    globalId: 42,
    workchain: 0,
    storedPrefix: ROOT_SHARD,
    seqno: 0,
    date: '2020-05-07',
    tycho: false,
  },
  {
    file: 'everscale/states/mainnet-masterchain-state-2.boc',
    globalId: 42,
    workchain: -1,
    storedPrefix: 0n,
    seqno: 2,
    date: '2020-05-07',
    tycho: false,
  },
  { file: 'everscale/testnet-gid1/new_zerostate.boc', globalId: 1, workchain: -1, storedPrefix: 0n, seqno: 0, date: '2023-02-07', tycho: false },
  { file: 'tycho/zerostate/zerostate.boc', globalId: 0, workchain: -1, storedPrefix: 0n, seqno: 0, date: '2025-01-24', tycho: true },
  ...persistentStates(),
];

/** The zstd-compressed Tycho persistent states, named `<wc>:<shard>:<seqno>:<root hash>:<file hash>.boc`. */
function persistentStates(): Expected[] {
  return listFixtures()
    .filter((file) => /^tycho\/testnet-dump\/[^/]+\/persistents\/.*\.boc$/.test(file))
    .map((file) => {
      const [workchain, , seqno] = file.split('/').pop()!.split(':');
      const date = file.includes('/dump_one_shard/') ? '2026-03-06' : '2026-01-06';
      return { file, globalId: 8279183, workchain: Number(workchain), storedPrefix: 0n, seqno: Number(seqno), date, tycho: true };
    });
}

function readState(file: string): Cell {
  const bytes = readFixture(file);
  return readBocSingle(file.includes('/persistents/') ? decompressZstd(bytes) : bytes);
}

function unsplit(cell: Cell): ShardStateUnsplit {
  const state = decodeShardState(cell);
  if (state.kind !== 'unsplit') throw new Error('expected an unsplit state');
  return state.state;
}

describeWithFixtures('shard states from the fixtures', () => {
  it('covers every persistent state the fixtures hold', () => {
    expect(STATES.filter((s) => s.file.includes('/persistents/'))).toHaveLength(5);
  });

  it.each(STATES)('$file: decodes to the values the README states and re-encodes to the same hash', (expected) => {
    const cell = readState(expected.file);
    const state = unsplit(cell);
    expect(state.globalId).toBe(expected.globalId);
    expect([state.shard.workchain, state.shard.shard, state.shard.prefix]).toEqual([expected.workchain, ROOT_SHARD, expected.storedPrefix]);
    expect(state.seqno).toBe(expected.seqno);
    expect(new Date(state.genUtime * 1000).toISOString().slice(0, 10)).toBe(expected.date);
    expect(state.genUtimeMs !== null).toBe(expected.tycho);
    expect(state.custom !== null).toBe(expected.workchain === -1);
    expect(encodeShardState({ kind: 'unsplit', state }).hashHex()).toBe(cell.hashHex());
  });

  it.each(STATES)('$file: the accounts add up to the total balance and re-encode to the same hash', ({ file }) => {
    const state = unsplit(readState(file));
    const accounts = decodeShardAccounts(state.accounts);
    const sum = accounts.entries.reduce((total, { extra }) => addCurrencies(total, extra.balance), ZERO_CURRENCY);
    expect(sum).toEqual(state.totalBalance);
    expect(accounts.extra.balance).toEqual(state.totalBalance);
    expect(encodeShardAccounts(accounts).hashHex()).toBe(state.accounts.hashHex());
  });

  it('counts the accounts of the Everscale mainnet zerostates: 42 in the masterchain, none in workchain 0', () => {
    const count = (file: string) => decodeShardAccounts(unsplit(readState(file)).accounts).entries.length;
    expect(count('everscale/zerostate/mainnet-masterchain.boc')).toBe(42);
    expect(count('everscale/zerostate/mainnet-workchain0.boc')).toBe(0);
  });

  it.each(STATES.filter((s) => s.workchain === -1))('$file: the masterchain state lists every earlier masterchain block', ({ file, seqno }) => {
    const custom = unsplit(readState(file)).custom!;
    expect(listOldMcBlocks(custom.prevBlocks).map(({ value }) => value.blkRef.seqno)).toEqual(Array.from({ length: seqno }, (_, i) => i));
    expect(custom.config.params.size).toBeGreaterThan(20);
  });

  it('reads the Tycho masterchain state: its consensus info and its shard of workchain 0', () => {
    const custom = unsplit(readState('tycho/zerostate/zerostate.boc')).custom!;
    expect(custom.consensusInfo).not.toBeNull();
    expect(custom.tail).toBeNull();
    expect(listShardDescrs(custom.shardHashes).map(({ workchain, shard, descr }) => [workchain, shard, descr.layout])).toEqual([
      [0, ROOT_SHARD, 'tycho'],
    ]);
  });

  it('reads the Everscale state after block 2: block creation stats and the shard of workchain 0 at seqno 2', () => {
    const state = unsplit(readState('everscale/states/mainnet-masterchain-state-2.boc'));
    const custom = state.custom!;
    expect([custom.flags, custom.blockCreateStats !== null, custom.consensusInfo]).toEqual([1, true, null]);
    expect(listShardDescrs(custom.shardHashes).map(({ shard, descr }) => [shard, descr.layout])).toEqual([[ROOT_SHARD, 'standard']]);
    expect(state.innerTail?.bitLength).toBe(1);
  });

  it('writes a split state as split_state#5f327da5 with both halves in references, and reads it back', () => {
    const left = unsplit(readState('everscale/zerostate/mainnet-workchain0.boc'));
    const right = { ...left, seqno: 1 };
    const cell = encodeShardState({ kind: 'split', left, right });
    expect(cell.bitLength).toBe(32);
    expect(cell.refs.map((ref) => ref.hashHex())).toEqual([encodeShardStateUnsplit(left).hashHex(), encodeShardStateUnsplit(right).hashHex()]);
    expect(decodeShardState(cell)).toEqual({ kind: 'split', left, right });
  });
});
