import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTransactions, decodeBlock, readBocSingle, writeBoc } from '@tvmscan/tvm';
import { defined } from '@tvmscan/tvm/testing';
import { deriveBytes, Devnet, ed25519KeyFromSeed, EverWallet, relaxedInternalMessage, startJrpcServer, type JrpcServer } from '../src/index.js';

const require = createRequire(import.meta.url);
const { EverscaleStandaloneClient, SimpleKeystore, SimpleAccountsStorage, EverWalletAccount } = require('everscale-standalone-client/nodejs');
const { ProviderRpcClient, Address } = require('everscale-inpage-provider');

describe('the JRPC endpoint with everscale-standalone-client', () => {
  let devnet: Devnet;
  let server: JrpcServer;

  beforeAll(async () => {
    devnet = await Devnet.open({ seed: 'jrpc', walletCount: 2, intervalMs: 300 });
    server = await startJrpcServer(devnet, { port: 0 });
    devnet.start();
  });

  afterAll(async () => {
    devnet.stop();
    await server.close();
    devnet.close();
  });

  it('deploys a wallet, sends a transfer, reads the state and finds the transaction', async () => {
    const secret = deriveBytes('jrpc-test', 'client-key');
    const key = ed25519KeyFromSeed(secret);
    const ours = new EverWallet(key);
    const keystore = new SimpleKeystore({ owner: { publicKey: key.publicKey, secretKey: key.secretKey } });
    const account = await EverWalletAccount.fromPubkey({ publicKey: key.publicKey, workchain: 0 });
    expect(account.address.toString()).toBe(ours.rawAddress);
    const provider = new ProviderRpcClient({
      provider: EverscaleStandaloneClient.create({
        connection: { id: 1, type: 'jrpc', data: { endpoint: server.url } },
        keystore,
        accountsStorage: new SimpleAccountsStorage({ entries: [account] }),
      }),
    });
    await provider.ensureInitialized();
    await provider.requestPermissions({ permissions: ['basic', 'accountInteraction'] });

    const funding = devnet.giver.call({
      internal: relaxedInternalMessage({ dest: ours.rawAddress, value: 5_000_000_000n, bounce: false }),
      flags: 3,
      timeMs: BigInt(Date.now()),
      expireAt: Math.floor(Date.now() / 1000) + 60,
      deploy: false,
    });
    expect(devnet.sendExternal(funding).kind).toBe('executed');
    await waitFor(async () => (await provider.getFullContractState({ address: account.address })).state !== undefined);

    const recipient = new Address(defined(devnet.wallets[0], 'a wallet').rawAddress);
    const { transaction } = await provider.sendMessage({ sender: account.address, recipient, amount: '1000000000', bounce: true });
    expect(transaction.aborted).toBe(false);

    const { state } = await provider.getFullContractState({ address: account.address });
    expect(state.isDeployed).toBe(true);
    expect(BigInt(state.balance)).toBeLessThan(4_000_000_000n);

    const { transactions } = await provider.getTransactions({ address: account.address });
    expect(transactions.map((tx: { id: { hash: string } }) => tx.id.hash)).toContain(transaction.id.hash);

    await waitFor(async () => findInBlocks(devnet, transaction.id.hash));
  });

  it('answers a bad signature with an error and no transaction', async () => {
    const [other, wallet] = [defined(devnet.wallets[0], 'a wallet'), defined(devnet.wallets[1], 'a second wallet')];
    const before = devnet.executedTransactions;
    const message = wallet.call({
      internal: relaxedInternalMessage({ dest: other.rawAddress, value: 1n, bounce: true }),
      flags: 3,
      timeMs: BigInt(Date.now()),
      expireAt: Math.floor(Date.now() / 1000) + 60,
      deploy: false,
      signer: ed25519KeyFromSeed(deriveBytes('jrpc-test', 'impostor')),
    });
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'sendMessage', params: { message: Buffer.from(writeBoc(message)).toString('base64') } }),
    });
    const answer = (await response.json()) as { id: number; error?: { code: number; message: string } };
    expect(answer.id).toBe(7);
    expect(answer.error?.message).toMatch(/rejected/);
    expect(devnet.executedTransactions).toBe(before);
  });
});

async function findInBlocks(devnet: Devnet, hash: string): Promise<boolean> {
  for await (const batch of devnet.batches(0, { follow: false })) {
    for (const raw of batch.shardBlocks) {
      if (blockTransactions(decodeBlock(readBocSingle(raw.boc))).some(({ cell }) => cell.hashHex() === hash)) return true;
    }
  }
  return false;
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
}
