import { decodeAccount, decodeConfigParams, decodeShardAccounts, decodeShardState, readBocSingle, type ShardStateUnsplit } from '@tvmscan/tvm';
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { FileStateSource } from '../../src/sources/files/file-state-source.js';
import { defined, describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';

const MASTERCHAIN_ZEROSTATE = 'everscale/zerostate/mainnet-masterchain.boc';
const WORKCHAIN_ZEROSTATE = 'everscale/zerostate/mainnet-workchain0.boc';
const STATE_2 = 'everscale/states/mainnet-masterchain-state-2.boc';

function unsplitState(rel: string): ShardStateUnsplit {
  const state = decodeShardState(readBocSingle(readFixture(rel)));
  if (state.kind !== 'unsplit') throw new Error(`${rel} is a split state`);
  return state.state;
}

function balanceOf(bytes: Uint8Array | null): bigint | null {
  return bytes === null ? null : decodeAccount(readBocSingle(bytes))!.storage.balance.coins;
}

describeWithFixtures('FileStateSource', () => {
  let source: FileStateSource;
  let zerostate: ShardStateUnsplit;
  let addresses: string[];

  beforeAll(async () => {
    source = await FileStateSource.open([fixturePath(MASTERCHAIN_ZEROSTATE), fixturePath(WORKCHAIN_ZEROSTATE)]);
    zerostate = unsplitState(MASTERCHAIN_ZEROSTATE);
    addresses = decodeShardAccounts(zerostate.accounts).entries.map(({ key }) => `-1:${key.toString(16).padStart(64, '0')}`);
  });

  it('gives every account of the Everscale mainnet zerostate, their balances adding up to the state total', async () => {
    expect(addresses).toHaveLength(42);
    let total = 0n;
    for (const address of addresses) total += balanceOf(await source.getAccount(address)) ?? 0n;
    expect(total).toBe(zerostate.totalBalance.coins);
    expect(total).toBe(5000001030000000000n);
  });

  it('gives an account the balance the zerostate records for it', async () => {
    const zero = `-1:${'00'.repeat(32)}`;
    const recorded = defined(decodeShardAccounts(zerostate.accounts).entries[0], 'the first account');
    expect(balanceOf(await source.getAccount(zero))).toBe(decodeAccount(recorded.value.account)!.storage.balance.coins);
  });

  it('returns null for accounts the states do not hold', async () => {
    expect(await source.getAccount(`-1:${'ab'.repeat(32)}`)).toBeNull();
    expect(await source.getAccount(`0:${'00'.repeat(32)}`)).toBeNull();
    expect(await source.getAccount(`5:${'00'.repeat(32)}`)).toBeNull();
  });

  it('gives the zerostate config, equal to the SDK mainnet zerostate config', async () => {
    const config = readBocSingle((await source.getConfig())!);
    expect(config.equals(readBocSingle(readFixture('everscale/config/mainnet_zerostate_config.boc')))).toBe(true);
    expect([...decodeConfigParams(config).params.keys()].sort((a, b) => a - b)).toEqual([
      0, 1, 2, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 29, 31, 34,
    ]);
  });

  it('answers from the newest state that holds the account', async () => {
    const later = FileStateSource.fromBocs([
      { name: STATE_2, bytes: readFixture(STATE_2) },
      { name: MASTERCHAIN_ZEROSTATE, bytes: readFixture(MASTERCHAIN_ZEROSTATE) },
    ]);
    const zero = `-1:${'00'.repeat(32)}`;
    const recorded = defined(decodeShardAccounts(unsplitState(STATE_2).accounts).entries[0], 'the first account');
    const balance = balanceOf(await later.getAccount(zero));
    expect(balance).toBe(decodeAccount(recorded.value.account)!.storage.balance.coins);
    expect(balance).not.toBe(balanceOf(await source.getAccount(zero)));
  });

  it('reads a Tycho zerostate', async () => {
    const tycho = await FileStateSource.open([fixturePath('tycho/zerostate/zerostate.boc')]);
    expect(balanceOf(await tycho.getAccount(`-1:${'33'.repeat(32)}`))).toBe(500000000000n);
    expect(decodeConfigParams(readBocSingle((await tycho.getConfig())!)).params.has(34)).toBe(true);
  });

  it('names the file that is missing or is not a shard state', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tvmscan-state-'));
    const notAState = path.join(dir, 'config.boc');
    await writeFile(notAState, readFixture('everscale/config/simple_config.boc'));
    await expect(FileStateSource.open([notAState])).rejects.toMatchObject({ code: 'malformed-state', message: expect.stringContaining(notAState) });
    await expect(FileStateSource.open([path.join(dir, 'absent.boc')])).rejects.toMatchObject({
      code: 'unreadable-file',
      message: expect.stringContaining('absent.boc'),
    });
  });

  it('has no config when no masterchain state is given', async () => {
    const workchainOnly = await FileStateSource.open([fixturePath(WORKCHAIN_ZEROSTATE)]);
    expect(await workchainOnly.getConfig()).toBeNull();
  });
});
