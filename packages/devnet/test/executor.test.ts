import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Builder, decodeAccount, decodeTransaction, loadShardAccount, Slice } from '@tvmscan/tvm';
import {
  Devnet,
  DevnetError,
  everWalletCodeCell,
  ManualClock,
  NekotonExecutor,
  relaxedInternalMessage,
  reliesOnEverscaleActionOrder,
  TvmExecutor,
} from '../src/index.js';
import { defined } from '@tvmscan/tvm/testing';
import { collectionState, saltedNftCode } from '../src/contracts/tip4/index.js';
import { tokenRootState } from '../src/contracts/tip3/index.js';
import { shardAccountCell } from '../src/chain/account-entry.js';
import { everWalletState } from '../src/contracts/shared/index.js';
import { base64ToCell } from '../src/contracts/shared/boc-base64.js';
import { nftArtifact } from '../src/contracts/tip4/nft-artifacts.js';

describe("Everscale's executor (nekoton) in the collator's place", () => {
  let devnet: Devnet;
  const executor = new NekotonExecutor();

  beforeAll(async () => {
    devnet = await Devnet.open({ clock: new ManualClock(1_700_000_000_000), seed: 'executor', walletCount: 2 });
    executor.setConfig(devnet.config, devnet.identity.globalId);
  });

  afterAll(() => {
    executor.close();
    devnet.close();
  });

  it("runs a wallet's call at the logical time the collator chose, linked to the account's last transaction", () => {
    const from = defined(devnet.wallets[0], 'a first wallet');
    const to = defined(devnet.wallets[1], 'a second wallet');
    const before = devnet.accountState(from.address)!;
    const message = from.call({
      internal: relaxedInternalMessage({ dest: to.rawAddress, value: 1_000_000n, bounce: true }),
      flags: 3,
      timeMs: 1_700_000_000_500n,
      expireAt: devnet.utime + 60,
      deploy: false,
    });
    const lt = 5_000_123n;
    const outcome = executor.execute({
      shardAccount: shardAccountCell(before),
      account: before,
      message,
      lt,
      now: devnet.utime,
      randSeed: new Uint8Array(32),
    });
    if (outcome.kind !== 'executed') throw new Error(outcome.reason);
    const tx = decodeTransaction(outcome.transaction);
    expect([tx.lt, tx.prevTransHash, tx.prevTransLt, tx.stateUpdate.oldHash]).toEqual([
      lt,
      before.lastTransHash,
      before.lastTransLt,
      before.account.hashHex(),
    ]);
    expect(tx.description.kind === 'ordinary' && !tx.description.aborted).toBe(true);
    const after = loadShardAccount(new Slice(outcome.shardAccount));
    expect([after.lastTransHash, after.lastTransLt, after.account.hashHex()]).toEqual([outcome.transaction.hashHex(), lt, tx.stateUpdate.newHash]);
    expect(decodeAccount(after.account)!.storage.lastTransLt).toBeGreaterThan(lt);
    expect(base64ToCell(outcome.shardAccountBoc, 'the outcome').hashHex()).toBe(outcome.shardAccount.hashHex());
  });

  it('refuses a message a wallet does not accept, and an account that does not exist', () => {
    const from = defined(devnet.wallets[0], 'a first wallet');
    const to = defined(devnet.wallets[1], 'a second wallet');
    const before = devnet.accountState(from.address)!;
    const stale = from.call({
      internal: relaxedInternalMessage({ dest: to.rawAddress, value: 1n, bounce: true }),
      flags: 3,
      timeMs: 1n,
      expireAt: devnet.utime - 1,
      deploy: false,
    });
    expect(
      executor.execute({
        shardAccount: shardAccountCell(before),
        account: before,
        message: stale,
        lt: 5_000_000n,
        now: devnet.utime,
        randSeed: new Uint8Array(32),
      }).kind,
    ).toBe('rejected');
    const deposit = relaxedInternalMessage({ dest: from.rawAddress, value: 1n, bounce: false });
    expect(() =>
      executor.execute({
        shardAccount: shardAccountCell(undefined),
        account: undefined,
        message: deposit,
        lt: 5_000_000n,
        now: devnet.utime,
        randSeed: new Uint8Array(32),
      }),
    ).toThrow(DevnetError);
  });
});

describe("which contracts run on Everscale's executor", () => {
  it('the sample TIP-4 Collection and its Nft under any collection, not wallets or TIP-3', () => {
    const collection = collectionState({ nonce: 1n });
    const other = collectionState({ nonce: 2n });
    const codeOf = (stateInit: typeof collection.stateInit) => defined(stateInit.refs[0], 'the code');
    expect(reliesOnEverscaleActionOrder(codeOf(collection.stateInit))).toBe(true);
    expect(saltedNftCode(collection.address).hashHex()).not.toBe(saltedNftCode(other.address).hashHex());
    for (const nftCode of [saltedNftCode(collection.address), saltedNftCode(other.address)]) expect(reliesOnEverscaleActionOrder(nftCode)).toBe(true);
    expect(reliesOnEverscaleActionOrder(nftArtifact().code)).toBe(false);
    expect(reliesOnEverscaleActionOrder(everWalletCodeCell())).toBe(false);
    expect(
      reliesOnEverscaleActionOrder(
        codeOf(
          tokenRootState({ name: 'T', symbol: 'T', decimals: 0, rootOwner: everWalletState('00'.repeat(32)).address, randomNonce: 1n }).stateInit,
        ),
      ),
    ).toBe(false);
  });
});

describe("the Tycho emulator's executor", () => {
  it('refuses a config whose parameters it cannot read as a bad config', async () => {
    const devnet = await Devnet.open({ clock: new ManualClock(1_700_000_000_000), seed: 'config', walletCount: 1 });
    const params = new Map(devnet.config.params);
    devnet.close();
    params.set(43, new Builder().storeUint(5, 8).endCell());
    const executor = new TvmExecutor();
    expect(() => executor.setConfig({ ...devnet.config, params })).toThrow(expect.objectContaining({ name: 'DevnetError', code: 'bad-config' }));
  });
});
