// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { NetworkConfig } from '@tvmscan/api/contract';
import { LOCAL_WALLET_KEYS } from '../../src/app/wallet/local-wallet/local-wallet-storage.js';
import { WalletError } from '../../src/shared/session/wallet-error.js';
import { openWalletSession, type WalletSession } from '../../src/app/wallet/wallet-session.js';
import { walletStatusOf } from '../../src/app/wallet/wallet-snapshot.js';
import { everscaleConfig } from '../support/network-configs.js';
import { FakeExtension, WALLET_ADDRESS, WALLET_PUBLIC_KEY } from './fake-extension.js';

const config: NetworkConfig = { ...everscaleConfig, walletProviders: ['everwallet'] };
const ROOT = `0:${'77'.repeat(32)}`;
const ABI = '{"ABI version":2,"version":"2.2","functions":[]}';
const status = (session: WalletSession) => walletStatusOf(session.getSnapshot(), config.networkId);
const sessions: WalletSession[] = [];
const open = async (network: NetworkConfig, storage: Storage = localStorage) => {
  const session = await openWalletSession(network, storage);
  sessions.push(session);
  return session;
};

afterEach(() => {
  for (const session of sessions.splice(0)) session.close();
  FakeExtension.uninstall();
  localStorage.clear();
});

describe('the wallet session', () => {
  it('is not installed when no listed wallet is there, and its actions say so', async () => {
    const session = await open(config);
    expect(status(session)).toBe('not-installed');
    await expect(session.connect()).rejects.toMatchObject({ code: 'not-ready' });
    expect(status(await open({ ...config, walletProviders: ['unknown-wallet', 'devnet'] }))).toBe('not-installed');
  });

  it('sends value with a call from the connected account and gives the hashes of its transaction and outbound message', async () => {
    const wallet = new FakeExtension(42);
    wallet.install();
    const session = await open(config);
    await expect(session.sendInternal({ to: ROOT, amount: 1n, bounce: true })).rejects.toBeInstanceOf(WalletError);
    await session.connect();
    expect(session.getSnapshot().account).toEqual({ address: WALLET_ADDRESS, publicKey: WALLET_PUBLIC_KEY });
    const sent = await session.sendInternal({
      to: ROOT,
      amount: 50_000_000n,
      bounce: true,
      payload: { abi: ABI, method: 'transfer', params: { amount: '5' } },
    });
    expect(sent).toEqual({ transactionHash: 'c1'.repeat(32), messageHash: 'e3'.repeat(32) });
    expect(wallet.requests.at(-1)).toEqual({
      method: 'sendMessage',
      params: {
        sender: WALLET_ADDRESS,
        recipient: ROOT,
        amount: '50000000',
        bounce: true,
        payload: { abi: ABI, method: 'transfer', params: { amount: '5' } },
      },
    });
  });

  it('sends an external message signed with the account key or unsigned, with the decoded output', async () => {
    const wallet = new FakeExtension(42);
    wallet.connected = true;
    wallet.install();
    const session = await open(config);
    const call = { abi: ABI, method: 'touch', params: {} };
    expect(await session.sendExternal({ to: ROOT, call, signed: true })).toEqual({
      transactionHash: 'f4'.repeat(32),
      messageHash: '05'.repeat(32),
      output: { value0: '7' },
    });
    expect(wallet.requests.at(-1)).toEqual({
      method: 'sendExternalMessage',
      params: { publicKey: WALLET_PUBLIC_KEY, recipient: ROOT, payload: call },
    });
    await session.sendExternal({ to: ROOT, call, signed: false });
    expect(wallet.requests.at(-1)).toEqual({ method: 'sendUnsignedExternalMessage', params: { recipient: ROOT, payload: call } });
  });

  it('refuses to send on another network, and a declined request is a rejected WalletError', async () => {
    const wallet = new FakeExtension(1);
    wallet.connected = true;
    wallet.install();
    const session = await open(config);
    expect(status(session)).toBe('unsupported-network');
    await expect(session.sendInternal({ to: ROOT, amount: '1', bounce: false })).rejects.toMatchObject({ code: 'not-ready' });
    wallet.declining = true;
    await expect(session.switchNetwork()).rejects.toMatchObject({ code: 'rejected' });
    expect(session.getSnapshot().loading).toBe(false);
  });

  it("offers the devnet's local wallet when the configuration names it, before any code of it loads", async () => {
    const devnet: NetworkConfig = {
      ...config,
      walletProviders: ['devnet', 'everwallet'],
      localWallet: { endpoint: 'http://127.0.0.1:1/rpc', giver: 'http://127.0.0.1:1/giver' },
    };
    const session = await open(devnet);
    expect(session.getSnapshot()).toMatchObject({ available: true, local: true, account: null, networkId: 42 });
    expect(status(session)).toBe('not-connected');
    localStorage.setItem(LOCAL_WALLET_KEYS.networkId, '7');
    const elsewhere = await open(devnet);
    expect(elsewhere.getSnapshot().networkId).toBe(7);
    await elsewhere.switchNetwork();
    expect(elsewhere.getSnapshot().networkId).toBe(42);
    expect(localStorage.getItem(LOCAL_WALLET_KEYS.networkId)).toBeNull();
  });
});
