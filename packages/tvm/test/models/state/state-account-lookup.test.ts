import { expect, it } from 'vitest';
import {
  readBocSingle,
  Slice,
  loadHashmapAugE,
  lookupHashmap,
  accountCodeHash,
  accountStatusOf,
  decodeAccount,
  depthBalanceAugment,
  loadShardAccount,
  blockTransactions,
  decodeBlock,
  findStateAccount,
  stateAfterUpdate,
  decodeTransaction,
} from '../../../src/index.js';
import { describeWithFixtures, readFixture } from '../../../src/testing/index.js';

const BLOCKS = ['everscale/blocks/simple_shard_block.boc', 'everscale/blocks/mc_simple_block.boc', 'everscale/blocks/mc_key_block.boc'];
const FULL_STATE = 'everscale/states/mainnet-masterchain-state-2.boc';

describeWithFixtures('accounts read from shard states and from the new side of a block’s state update', () => {
  it.each(BLOCKS)('%s: every account with transactions is in the new state as its last transaction leaves it, or absent once deleted', (file) => {
    const block = decodeBlock(readBocSingle(readFixture(file)));
    const after = stateAfterUpdate(block.stateUpdate);
    const last = new Map<string, { hash: string; lt: bigint; endLt: bigint; deleted: boolean }>();
    for (const { account, cell } of blockTransactions(block)) {
      const tx = decodeTransaction(cell);
      const endLt = tx.lt + 1n + BigInt(tx.outMsgCnt);
      if (tx.lt >= (last.get(account)?.lt ?? 0n)) last.set(account, { hash: cell.hashHex(), lt: tx.lt, endLt, deleted: tx.endStatus === 'nonexist' });
    }
    expect(last.size).toBeGreaterThan(0);
    for (const [account, tx] of last) {
      const found = findStateAccount(after, BigInt(`0x${account}`));
      if (tx.deleted) {
        expect(found.kind).toBe('absent');
        continue;
      }
      if (found.kind !== 'found') throw new Error(`${account}: ${found.kind}`);
      expect(found.shardAccount).toMatchObject({ lastTransHash: tx.hash, lastTransLt: tx.lt });
      expect(found.account?.lastTransLt).toBe(tx.endLt);
    }
  });

  it('finds every account of a full state by its key, and no account under a key the state lacks', () => {
    const state = readBocSingle(readFixture(FULL_STATE));
    const dict = loadHashmapAugE(new Slice(state.refs[1]!), 256, depthBalanceAugment, (s) => loadShardAccount(s));
    expect(dict.entries.length).toBeGreaterThan(3);
    for (const entry of dict.entries) {
      const found = findStateAccount(state, entry.key);
      if (found.kind !== 'found') throw new Error(`${entry.key.toString(16)}: ${found.kind}`);
      expect(found.shardAccount).toEqual(entry.value);
      const account = decodeAccount(entry.value.account);
      expect(found.account).toEqual({
        status: accountStatusOf(account),
        balance: account!.storage.balance.coins,
        codeHash: accountCodeHash(account),
        lastTransLt: account!.storage.lastTransLt,
      });
    }
    const keys = new Set(dict.entries.map((entry) => entry.key));
    const missing = [0n, 1n, (1n << 256n) - 1n, 0x5555n << 200n].filter((key) => !keys.has(key));
    for (const key of missing) expect(findStateAccount(state, key).kind).toBe('absent');
  });

  it('says an account the block left unchanged is not available in its state update, where its branch is pruned', () => {
    const block = decodeBlock(readBocSingle(readFixture('everscale/blocks/mc_simple_block.boc')));
    const after = stateAfterUpdate(block.stateUpdate);
    const changed = new Set(blockTransactions(block).map(({ account }) => account));
    const state = readBocSingle(readFixture(FULL_STATE));
    const others = loadHashmapAugE(new Slice(state.refs[1]!), 256, depthBalanceAugment, (s) => loadShardAccount(s)).entries.filter(
      (entry) => !changed.has(entry.key.toString(16).padStart(64, '0')),
    );
    const kinds = others.map((entry) => findStateAccount(after, entry.key).kind);
    expect(kinds).toContain('unavailable');
    expect(kinds).not.toContain('found');
    expect(lookupHashmap(state.refs[1]!.refs[0]!, 256, others[0]!.key).kind).toBe('found');
  });

  it('refuses a state update that is no Merkle update', () => {
    expect(() => stateAfterUpdate(readBocSingle(readFixture(FULL_STATE)))).toThrow(/Merkle update/);
  });
});
