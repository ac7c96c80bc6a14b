import { describe, expect, it } from 'vitest';
import { configParamValue, decodeAccount, decodeShardAccounts, decodeShardStateUnsplit, readBocSingle } from '@tvmscan/tvm';
import { defined } from '@tvmscan/tvm/testing';
import { Devnet, ManualClock, relaxedInternalMessage } from '../src/index.js';

const clock = () => new ManualClock(1_700_000_000_000);

describe('genesis', () => {
  it('follows from the seed: same seed, same zerostates; another seed, other keys', async () => {
    const a = await Devnet.open({ clock: clock(), seed: 's1', walletCount: 3 });
    const b = await Devnet.open({ clock: clock(), seed: 's1', walletCount: 3 });
    const c = await Devnet.open({ clock: clock(), seed: 's2', walletCount: 3 });
    expect(await a.zerostates()).toEqual(await b.zerostates());
    expect(a.wallets.map((w) => w.rawAddress)).toEqual(b.wallets.map((w) => w.rawAddress));
    expect(c.wallets[0]?.rawAddress).not.toBe(a.wallets[0]?.rawAddress);
    for (const devnet of [a, b, c]) devnet.close();
  });

  it('writes zerostates with the funded wallets and a config that points at the workchain zerostate', async () => {
    const devnet = await Devnet.open({ clock: clock(), seed: 'genesis', walletCount: 5, shards: 4, globalId: 77 });
    const [masterchainBoc, basechainBoc] = await devnet.zerostates();
    const masterchain = decodeShardStateUnsplit(readBocSingle(masterchainBoc));
    const basechainRoot = readBocSingle(basechainBoc);
    const basechain = decodeShardStateUnsplit(basechainRoot);
    expect([masterchain.globalId, basechain.globalId, masterchain.shard.workchain, basechain.shard.workchain]).toEqual([77, 77, -1, 0]);
    const accounts = decodeShardAccounts(basechain.accounts).entries;
    for (const wallet of [devnet.giver, ...devnet.wallets]) {
      const entry = accounts.find((e) => e.key === BigInt(`0x${wallet.address.address}`));
      const account = decodeAccount(entry!.value.account);
      expect(account?.storage.state.kind).toBe('active');
      expect(account!.storage.balance.coins).toBeGreaterThan(0n);
    }
    expect(basechain.totalBalance.coins).toBe(accounts.reduce((sum, e) => sum + e.extra.balance.coins, 0n));
    const config = masterchain.custom!.config;
    const workchain = configParamValue(config, 12)!.find((w) => w.workchain === 0)!.descr;
    expect([workchain.zerostateRootHash, workchain.minSplit]).toEqual([basechainRoot.hashHex(), 2]);
    expect(configParamValue(config, 15)!.validatorsElectedFor).toBeLessThanOrEqual(600);
    expect(configParamValue(config, 34)!.list.length).toBeGreaterThanOrEqual(3);
    expect(config.params.has(36)).toBe(false);
    expect(masterchain.custom!.globalBalance.coins).toBe(basechain.totalBalance.coins);
    devnet.close();
  });

  it('runs on the Tycho config too, signing with its signature id', async () => {
    const devnet = await Devnet.open({ clock: clock(), seed: 'tycho', walletCount: 2, network: 'tycho' });
    expect(devnet.signatureId).toBe(42);
    const from = defined(devnet.wallets[0], 'a first wallet');
    const to = defined(devnet.wallets[1], 'a second wallet');
    const call = (signatureId: number | null) =>
      from.call({
        internal: relaxedInternalMessage({ dest: to.rawAddress, value: 1_000_000n, bounce: true }),
        flags: 3,
        timeMs: 1_700_000_000_001n,
        expireAt: devnet.utime + 60,
        deploy: false,
        signatureId,
      });
    expect(devnet.sendExternal(call(null)).kind).toBe('rejected');
    expect(devnet.sendExternal(call(42)).kind).toBe('executed');
    devnet.close();
  });
});
