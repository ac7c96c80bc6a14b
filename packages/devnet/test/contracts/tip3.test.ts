import { beforeAll, describe, expect, it } from 'vitest';
import {
  fetchTokenRootInfo,
  fetchTokenWalletInfo,
  fetchWalletOf,
  GetterError,
  readTokenBalance,
  readTokenRootInfo,
  readTokenWalletOwnership,
  readTotalSupply,
  readWalletOf,
  tokenOperations,
  type AccountSource,
} from '@tvmscan/contracts';
import { Builder, decodeTransaction, writeBoc } from '@tvmscan/tvm';
import { ContractInputError } from '../../src/contracts/shared/index.js';
import {
  TIP3_VALUES,
  burnBody,
  deployWalletBody,
  mintBody,
  tokenRootDeploy,
  tokenRootState,
  tokenWalletAddress,
  transferBody,
  type TokenRootConfig,
} from '../../src/contracts/tip3/index.js';
import { EmulatedChain, type ExecutedTransaction, type ExecutorKind } from './harness/emulated-chain.js';
import { expectAllSucceeded, internalDestinations, transactionOf } from './harness/expect-transactions.js';
import { TestWallet } from './harness/test-wallet.js';

const EVER = 1_000_000_000n;
const EXECUTORS: ExecutorKind[] = ['tycho-emulator', 'nekoton'];

describe.each(EXECUTORS)('TIP-3 token on the %s executor', (executor) => {
  let chain: EmulatedChain;
  let owner: TestWallet;
  let alice: TestWallet;
  let bob: TestWallet;
  let carol: TestWallet;
  let config: TokenRootConfig;
  let root: string;

  const balanceOf = (holder: TestWallet) => readTokenBalance(account(tokenWalletAddress(root, holder.address)));
  const supply = () => readTotalSupply(account(root));
  function account(address: string) {
    const found = chain.account(address);
    if (found === null) throw new Error(`no account ${address}`);
    return found;
  }
  /** The token operations @tvmscan/contracts reads from the transactions of `address` in the cascade. */
  const operationsOf = (txs: ExecutedTransaction[], address: string) =>
    txs.filter((tx) => tx.view.account === address).flatMap((tx) => tokenOperations(decodeTransaction(tx.cell)));

  beforeAll(async () => {
    chain = await EmulatedChain.create(executor);
    owner = new TestWallet(chain, 'owner');
    alice = new TestWallet(chain, 'alice');
    bob = new TestWallet(chain, 'bob');
    carol = new TestWallet(chain, 'carol');
    for (const wallet of [owner, alice, bob, carol]) await wallet.fund(100n * EVER);
    config = { name: 'Devnet Token', symbol: 'DVT', decimals: 6, rootOwner: owner.address, randomNonce: 42n };
    root = tokenRootState(config).address;
  });

  it('deploys a TokenRoot from its owner wallet; the getters return its configuration', async () => {
    const deploy = tokenRootDeploy(config, { remainingGasTo: owner.address }, TIP3_VALUES.deployRoot);
    expect(deploy.address).toBe(root);
    const txs = await owner.sendRaw(deploy.message);
    expectAllSucceeded(txs);
    expect(transactionOf(txs, root).view).toMatchObject({ origStatus: 'nonexist', endStatus: 'active' });
    expect(internalDestinations(transactionOf(txs, root))).toEqual([owner.address]);
    expect(readTokenRootInfo(account(root))).toEqual({ name: 'Devnet Token', symbol: 'DVT', decimals: 6, rootOwner: owner.address, totalSupply: 0n });
  });

  it('mints to two holders, deploying their token wallets', async () => {
    for (const [holder, amount] of [
      [alice, 1_000n],
      [bob, 500n],
    ] as const) {
      chain.now += 1;
      const holderWallet = tokenWalletAddress(root, holder.address);
      const txs = await owner.transfer({
        dest: root,
        value: TIP3_VALUES.mint,
        bounce: true,
        payload: mintBody({ amount, recipient: holder.address, deployWalletValue: TIP3_VALUES.deployWalletValue, remainingGasTo: owner.address }),
      });
      expectAllSucceeded(txs);
      expect(internalDestinations(transactionOf(txs, root))).toEqual([holderWallet, holderWallet]);
      expect(txs.filter((tx) => tx.view.account === holderWallet).map((tx) => tx.view.endStatus)).toEqual(['active', 'active']);
      expect(readWalletOf(account(root), holder.address)).toBe(holderWallet);
      expect(readTokenWalletOwnership(account(holderWallet))).toEqual({ owner: holder.address, root });
      expect(operationsOf(txs, holderWallet)).toMatchObject([{ standard: 'tip3', kind: 'Mint', amount, wallet: holderWallet, root }]);
      expect(operationsOf(txs, root)).toEqual([]);
    }
    expect(balanceOf(alice)).toBe(1_000n);
    expect(balanceOf(bob)).toBe(500n);
    expect(supply()).toBe(1_500n);
  });

  it('transfers to an existing holder and to a new one; the supply stays', async () => {
    chain.now += 1;
    const aliceWallet = tokenWalletAddress(root, alice.address);
    const toBob = await alice.transfer({
      dest: aliceWallet,
      value: TIP3_VALUES.transfer,
      bounce: true,
      payload: transferBody({ amount: 300n, recipient: bob.address, deployWalletValue: 0n, remainingGasTo: alice.address }),
    });
    expectAllSucceeded(toBob);
    expect(internalDestinations(transactionOf(toBob, aliceWallet))).toEqual([tokenWalletAddress(root, bob.address)]);
    expect(internalDestinations(transactionOf(toBob, tokenWalletAddress(root, bob.address)))).toEqual([alice.address]);
    const bobWallet = tokenWalletAddress(root, bob.address);
    expect(operationsOf(toBob, aliceWallet)).toEqual([
      expect.objectContaining({
        kind: 'Send',
        amount: 300n,
        wallet: aliceWallet,
        sender: { owner: alice.address, wallet: aliceWallet },
        receiver: { owner: bob.address, wallet: bobWallet },
      }),
    ]);
    expect(operationsOf(toBob, bobWallet)).toEqual([
      expect.objectContaining({
        kind: 'Receive',
        amount: 300n,
        sender: { owner: alice.address, wallet: aliceWallet },
        receiver: { owner: null, wallet: bobWallet },
      }),
    ]);

    chain.now += 1;
    const carolWallet = tokenWalletAddress(root, carol.address);
    const toCarol = await alice.transfer({
      dest: aliceWallet,
      value: TIP3_VALUES.transfer,
      bounce: true,
      payload: transferBody({
        amount: 200n,
        recipient: carol.address,
        deployWalletValue: TIP3_VALUES.deployWalletValue,
        remainingGasTo: alice.address,
      }),
    });
    expectAllSucceeded(toCarol);
    expect(internalDestinations(transactionOf(toCarol, aliceWallet))).toEqual([carolWallet, carolWallet]);

    expect([balanceOf(alice), balanceOf(bob), balanceOf(carol)]).toEqual([500n, 800n, 200n]);
    expect(supply()).toBe(1_500n);
  });

  it('burns: the holder balance and the total supply go down together', async () => {
    chain.now += 1;
    const bobWallet = tokenWalletAddress(root, bob.address);
    const txs = await bob.transfer({
      dest: bobWallet,
      value: TIP3_VALUES.burn,
      bounce: true,
      payload: burnBody({ amount: 250n, remainingGasTo: bob.address }),
    });
    expectAllSucceeded(txs);
    expect(internalDestinations(transactionOf(txs, bobWallet))).toEqual([root]);
    expect(internalDestinations(transactionOf(txs, root))).toEqual([bob.address]);
    expect(operationsOf(txs, bobWallet)).toMatchObject([{ kind: 'Burn', amount: 250n, wallet: bobWallet, root, sender: { owner: bob.address } }]);
    expect(balanceOf(bob)).toBe(550n);
    expect(supply()).toBe(1_250n);
  });

  it('a transfer above the balance fails with exit code 1060 and the value bounces back', async () => {
    chain.now += 1;
    const carolWallet = tokenWalletAddress(root, carol.address);
    const txs = await carol.transfer({
      dest: carolWallet,
      value: TIP3_VALUES.transfer,
      bounce: true,
      payload: transferBody({ amount: 201n, recipient: alice.address, deployWalletValue: 0n, remainingGasTo: carol.address }),
    });
    const failed = transactionOf(txs, carolWallet);
    expect(failed.view).toMatchObject({ aborted: true, exitCode: 1060 });
    expect(failed.view.outMessages).toMatchObject([{ dst: carol.address, bounced: true }]);
    expect(operationsOf(txs, carolWallet)).toEqual([]);
    expect(balanceOf(carol)).toBe(200n);
  });

  it('a transfer to an owner without a token wallet bounces back: the sender reads a SendCancellation', async () => {
    chain.now += 1;
    const aliceWallet = tokenWalletAddress(root, alice.address);
    const erin = new TestWallet(chain, 'erin');
    const txs = await alice.transfer({
      dest: aliceWallet,
      value: TIP3_VALUES.transfer,
      bounce: true,
      payload: transferBody({ amount: 50n, recipient: erin.address, deployWalletValue: 0n, remainingGasTo: alice.address }),
    });
    const operations = operationsOf(txs, aliceWallet);
    const erinWallet = tokenWalletAddress(root, erin.address);
    expect(operations.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'Send', amount: 50n },
      { kind: 'SendCancellation', amount: 50n },
    ]);
    expect(operations[1]).toMatchObject({ wallet: aliceWallet, receiver: { wallet: erinWallet } });
    expect(balanceOf(alice)).toBe(500n);
  });

  it('reads the root and a wallet through an account source, as the indexer and the API will', async () => {
    const source: AccountSource = {
      getAccount: async (address) => {
        const found = chain.account(address);
        return found === null ? null : writeBoc(found);
      },
    };
    const aliceWallet = tokenWalletAddress(root, alice.address);
    expect(await fetchTokenRootInfo(source, root)).toEqual({
      name: 'Devnet Token',
      symbol: 'DVT',
      decimals: 6,
      rootOwner: owner.address,
      totalSupply: 1_250n,
    });
    expect(await fetchWalletOf(source, root, alice.address)).toBe(aliceWallet);
    expect(await fetchTokenWalletInfo(source, aliceWallet)).toEqual({ owner: alice.address, root, balance: 500n });
    await expect(fetchTokenWalletInfo(source, tokenWalletAddress(root, `0:${'ab'.repeat(32)}`))).rejects.toThrow(GetterError);
  });

  it('deployWallet deploys an empty token wallet for any owner', async () => {
    chain.now += 1;
    const dave = new TestWallet(chain, 'dave');
    const txs = await carol.transfer({
      dest: root,
      value: TIP3_VALUES.deployWallet,
      bounce: true,
      payload: deployWalletBody({ walletOwner: dave.address, deployWalletValue: TIP3_VALUES.deployWalletValue }),
    });
    expectAllSucceeded(txs);
    expect(readTokenBalance(account(tokenWalletAddress(root, dave.address)))).toBe(0n);
  });
});

describe('TIP-3 arguments', () => {
  const config: TokenRootConfig = { name: 'T', symbol: 'T', decimals: 9, rootOwner: `0:${'1'.repeat(64)}`, randomNonce: 1n };

  it('the root address depends on every static variable', () => {
    const base = tokenRootState(config).address;
    expect(tokenRootState({ ...config, randomNonce: 2n }).address).not.toBe(base);
    expect(tokenRootState({ ...config, symbol: 'U' }).address).not.toBe(base);
    expect(tokenRootState({ ...config, rootOwner: config.rootOwner.toUpperCase() }).address).toBe(base);
  });

  it('refuses malformed addresses and out-of-range numbers with ContractInputError', () => {
    expect(() => tokenRootState({ ...config, rootOwner: 'owner' })).toThrow(ContractInputError);
    expect(() => tokenRootState({ ...config, decimals: 256 })).toThrow(/decimals/);
    expect(() => tokenRootState({ ...config, randomNonce: -1n })).toThrow(/random nonce/);
    expect(() => mintBody({ amount: 1n << 128n, recipient: config.rootOwner, deployWalletValue: 0n, remainingGasTo: config.rootOwner })).toThrow(
      /mint amount/,
    );
    expect(() => burnBody({ amount: 1n, remainingGasTo: '0:12' })).toThrow(/remainingGasTo/);
  });

  it('encodes the payload cell as the last argument of a transfer', () => {
    const payload = new Builder().storeUint(7, 8).endCell();
    const args = { amount: 1n, recipient: config.rootOwner, deployWalletValue: 0n, remainingGasTo: config.rootOwner };
    expect(transferBody({ ...args, payload }).hashHex()).not.toBe(transferBody(args).hashHex());
  });
});
