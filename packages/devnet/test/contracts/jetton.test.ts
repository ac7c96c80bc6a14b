import { beforeAll, describe, expect, it } from 'vitest';
import {
  fetchJettonData,
  fetchJettonWalletAddress,
  fetchJettonWalletData,
  GetterError,
  readJettonContent,
  readJettonData,
  readJettonWalletAddress,
  readJettonWalletData,
  tokenOperations,
  type AccountSource,
} from '@tvmscan/contracts';
import { Builder, decodeTransaction, writeBoc } from '@tvmscan/tvm';
import {
  JETTON_VALUES,
  jettonBurnBody,
  jettonMinterState,
  jettonMintBody,
  jettonTransferBody,
  jettonWalletAddress,
  jettonWalletCode,
  onchainJettonContent,
  type JettonMinterConfig,
} from '../../src/contracts/jetton/index.js';
import { ContractInputError, relaxedInternalMessage } from '../../src/contracts/shared/index.js';
import { EmulatedChain, type ExecutedTransaction, type ExecutorKind } from './harness/emulated-chain.js';
import { expectAllSucceeded, internalDestinations, transactionOf } from './harness/expect-transactions.js';
import { TestWallet } from './harness/test-wallet.js';

const EVER = 1_000_000_000n;
const EXECUTORS: ExecutorKind[] = ['tycho-emulator', 'nekoton'];
/** The standard wallet's exit code for a transfer or burn above its balance. */
const NOT_ENOUGH_JETTONS = 706;

describe.each(EXECUTORS)('Jetton (TEP-74, the standard minter and wallet of tonweb) on the %s executor', (executor) => {
  let chain: EmulatedChain;
  let admin: TestWallet;
  let alice: TestWallet;
  let bob: TestWallet;
  let config: JettonMinterConfig;
  let minter: string;

  function account(address: string) {
    const found = chain.account(address);
    if (found === null) throw new Error(`no account ${address}`);
    return found;
  }
  const walletOf = (holder: TestWallet) => jettonWalletAddress(minter, holder.address);
  const balanceOf = (holder: TestWallet) => readJettonWalletData(account(walletOf(holder))).balance;
  const supply = () => readJettonData(account(minter)).totalSupply;
  const operationsOf = (txs: ExecutedTransaction[], address: string) =>
    txs.filter((tx) => tx.view.account === address).flatMap((tx) => tokenOperations(decodeTransaction(tx.cell)));

  beforeAll(async () => {
    chain = await EmulatedChain.create(executor);
    admin = new TestWallet(chain, 'admin');
    alice = new TestWallet(chain, 'alice');
    bob = new TestWallet(chain, 'bob');
    for (const wallet of [admin, alice, bob]) await wallet.fund(100n * EVER);
    config = { admin: admin.address, metadata: { name: 'Devnet Jetton', symbol: 'DJET', decimals: 6 } };
    minter = jettonMinterState(config).address;
  });

  it('deploys the minter with a first mint: the getters give its supply, admin, on-chain content and wallet code', async () => {
    const state = jettonMinterState(config);
    const body = jettonMintBody({
      recipient: alice.address,
      amount: 1_000n,
      walletValue: JETTON_VALUES.mintWalletValue,
      responseAddress: admin.address,
      queryId: 1n,
    });
    const txs = await admin.sendRaw(
      relaxedInternalMessage({ dest: minter, value: JETTON_VALUES.deployMinter, bounce: false, stateInit: state.stateInit, body }),
    );
    expectAllSucceeded(txs);
    expect(transactionOf(txs, minter).view).toMatchObject({ origStatus: 'nonexist', endStatus: 'active' });
    expect(internalDestinations(transactionOf(txs, minter))).toEqual([walletOf(alice)]);
    expect(internalDestinations(transactionOf(txs, walletOf(alice)))).toEqual([admin.address]);

    const data = readJettonData(account(minter));
    expect(data).toMatchObject({
      totalSupply: 1_000n,
      mintable: true,
      admin: admin.address,
      content: { name: 'Devnet Jetton', symbol: 'DJET', decimals: 6, uri: null },
    });
    expect(data.walletCode.hashHex()).toBe(jettonWalletCode().hashHex());
    expect(readJettonWalletAddress(account(minter), alice.address)).toBe(walletOf(alice));
    expect(readJettonWalletData(account(walletOf(alice)))).toMatchObject({ balance: 1_000n, owner: alice.address, master: minter });
  });

  it('a mint reads as a Receive on the new wallet whose sender wallet is the minter; the minter has no operation', async () => {
    chain.now += 1;
    const body = jettonMintBody({
      recipient: bob.address,
      amount: 400n,
      walletValue: JETTON_VALUES.mintWalletValue,
      responseAddress: admin.address,
      queryId: 2n,
    });
    const txs = await admin.transfer({ dest: minter, value: JETTON_VALUES.mint, bounce: true, payload: body });
    expectAllSucceeded(txs);
    expect(operationsOf(txs, walletOf(bob))).toEqual([
      expect.objectContaining({
        standard: 'jetton',
        kind: 'Receive',
        amount: 400n,
        wallet: walletOf(bob),
        sender: { owner: null, wallet: minter },
        receiver: { owner: null, wallet: walletOf(bob) },
      }),
    ]);
    expect(operationsOf(txs, minter)).toEqual([]);
    expect([balanceOf(bob), supply()]).toEqual([400n, 1_400n]);
  });

  it('a transfer reads as a Send on the sender wallet and a Receive on the recipient wallet; the supply stays', async () => {
    chain.now += 1;
    const body = jettonTransferBody({
      amount: 300n,
      destination: bob.address,
      responseDestination: alice.address,
      forwardTonAmount: 0n,
      queryId: 3n,
    });
    const txs = await alice.transfer({ dest: walletOf(alice), value: JETTON_VALUES.transfer, bounce: true, payload: body });
    expectAllSucceeded(txs);
    expect(internalDestinations(transactionOf(txs, walletOf(alice)))).toEqual([walletOf(bob)]);
    expect(internalDestinations(transactionOf(txs, walletOf(bob)))).toEqual([alice.address]);
    expect(operationsOf(txs, walletOf(alice))).toEqual([
      expect.objectContaining({
        kind: 'Send',
        amount: 300n,
        sender: { owner: alice.address, wallet: walletOf(alice) },
        receiver: { owner: bob.address, wallet: walletOf(bob) },
      }),
    ]);
    expect(operationsOf(txs, walletOf(bob))).toEqual([
      expect.objectContaining({ kind: 'Receive', amount: 300n, sender: { owner: alice.address, wallet: walletOf(alice) } }),
    ]);
    expect([balanceOf(alice), balanceOf(bob), supply()]).toEqual([700n, 700n, 1_400n]);
  });

  it('a burn reads as a Burn naming the minter; the balance and the supply go down together', async () => {
    chain.now += 1;
    const txs = await bob.transfer({
      dest: walletOf(bob),
      value: JETTON_VALUES.burn,
      bounce: true,
      payload: jettonBurnBody({ amount: 250n, responseDestination: bob.address, queryId: 4n }),
    });
    expectAllSucceeded(txs);
    expect(internalDestinations(transactionOf(txs, walletOf(bob)))).toEqual([minter]);
    expect(internalDestinations(transactionOf(txs, minter))).toEqual([bob.address]);
    expect(operationsOf(txs, walletOf(bob))).toEqual([
      expect.objectContaining({ kind: 'Burn', amount: 250n, root: minter, sender: { owner: bob.address, wallet: walletOf(bob) } }),
    ]);
    expect([balanceOf(bob), supply()]).toEqual([450n, 1_150n]);
  });

  it('a transfer above the balance aborts, bounces the value back and reads as no operation', async () => {
    chain.now += 1;
    const body = jettonTransferBody({
      amount: 701n,
      destination: bob.address,
      responseDestination: alice.address,
      forwardTonAmount: 0n,
      queryId: 5n,
    });
    const txs = await alice.transfer({ dest: walletOf(alice), value: JETTON_VALUES.transfer, bounce: true, payload: body });
    const failed = transactionOf(txs, walletOf(alice));
    expect(failed.view).toMatchObject({ aborted: true, exitCode: NOT_ENOUGH_JETTONS });
    expect(failed.view.outMessages).toMatchObject([{ dst: alice.address, bounced: true }]);
    expect(operationsOf(txs, walletOf(alice))).toEqual([]);
    expect(balanceOf(alice)).toBe(700n);
  });

  it('reads the minter and a wallet through an account source, as the indexer and the API will', async () => {
    const source: AccountSource = {
      getAccount: async (address) => {
        const found = chain.account(address);
        return found === null ? null : writeBoc(found);
      },
    };
    expect(await fetchJettonData(source, minter)).toMatchObject({
      totalSupply: 1_150n,
      admin: admin.address,
      content: { symbol: 'DJET', decimals: 6 },
    });
    expect(await fetchJettonWalletAddress(source, minter, bob.address)).toBe(walletOf(bob));
    expect(await fetchJettonWalletData(source, walletOf(bob))).toMatchObject({ balance: 450n, owner: bob.address, master: minter });
    await expect(fetchJettonWalletData(source, jettonWalletAddress(minter, `0:${'ab'.repeat(32)}`))).rejects.toThrow(GetterError);
    await expect(fetchJettonWalletAddress(source, minter, 'bob')).rejects.toThrow(/not a raw address/);
  });

  it('a get-method the contract does not have fails with a GetterError carrying the exit code', () => {
    expect(() => readJettonWalletData(account(minter))).toThrow(expect.objectContaining({ code: 'getter', exitCode: 11 }));
    expect(() => readJettonData(account(admin.address))).toThrow(GetterError);
  });
});

describe('Jetton content (TEP-64) and arguments', () => {
  it('reads back on-chain content, a value longer than one cell included', () => {
    const description = 'd'.repeat(300);
    const content = onchainJettonContent({ name: 'Ünïcode Jetton', symbol: 'UNI', decimals: 18, description });
    expect(readJettonContent(content)).toEqual({ name: 'Ünïcode Jetton', symbol: 'UNI', decimals: 18, uri: null });
  });

  it('off-chain content gives its URL, no names and 9 decimals; content of neither layout gives nothing', () => {
    const url = 'https://example.org/jetton.json';
    const offchain = new Builder().storeUint(0x01, 8).storeBytes(new TextEncoder().encode(url)).endCell();
    expect(readJettonContent(offchain)).toEqual({ name: null, symbol: null, decimals: 9, uri: url });
    expect(readJettonContent(new Builder().storeUint(0x07, 8).endCell())).toEqual({ name: null, symbol: null, decimals: 9, uri: null });
    expect(readJettonContent(new Builder().storeUint(0x00, 8).storeBit(1).endCell())).toEqual({ name: null, symbol: null, decimals: 9, uri: null });
  });

  it('the minter address depends on the admin and the content; the wallet address on the owner', () => {
    const admin = `0:${'1'.repeat(64)}`;
    const base = jettonMinterState({ admin, metadata: { name: 'A', symbol: 'A', decimals: 9 } }).address;
    expect(jettonMinterState({ admin, metadata: { name: 'A', symbol: 'B', decimals: 9 } }).address).not.toBe(base);
    expect(jettonMinterState({ admin: `0:${'2'.repeat(64)}`, metadata: { name: 'A', symbol: 'A', decimals: 9 } }).address).not.toBe(base);
    expect(jettonWalletAddress(base, admin)).not.toBe(jettonWalletAddress(base, `0:${'2'.repeat(64)}`));
  });

  it('refuses malformed addresses and out-of-range amounts with ContractInputError', () => {
    const someone = `0:${'1'.repeat(64)}`;
    expect(() => jettonMinterState({ admin: 'admin', metadata: { name: 'A', symbol: 'A', decimals: 9 } })).toThrow(ContractInputError);
    expect(() =>
      jettonTransferBody({ amount: 1n << 120n, destination: someone, responseDestination: someone, forwardTonAmount: 0n, queryId: 0n }),
    ).toThrow(/jetton amount/);
    expect(() => jettonBurnBody({ amount: 1n, responseDestination: '0:12', queryId: 0n })).toThrow(/response destination/);
    expect(() => jettonMintBody({ recipient: someone, amount: 1n, walletValue: 0n, responseAddress: someone, queryId: 1n << 64n })).toThrow(
      /query id/,
    );
  });
});
