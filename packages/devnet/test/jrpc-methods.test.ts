import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccountStuff, decodeTransaction, readBocSingle } from '@tvmscan/tvm';
import { defined } from '@tvmscan/tvm/testing';
import { Devnet, everWalletCodeCell, ManualClock, relaxedInternalMessage, startJrpcServer, type JrpcServer } from '../src/index.js';

describe('the JRPC methods', () => {
  let devnet: Devnet;
  let server: JrpcServer;
  const call = async (method: string, params?: unknown) => {
    const response = await fetch(server.url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes, checked field by field
    return (await response.json()) as { result?: any; error?: { code: number; message: string } };
  };

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'methods', walletCount: 3 });
    const from = defined(devnet.wallets[0], 'a first wallet');
    const to = defined(devnet.wallets[1], 'a second wallet');
    devnet.sendExternal(
      from.call({
        internal: relaxedInternalMessage({ dest: to.rawAddress, value: 1_000_000_000n, bounce: true }),
        flags: 3,
        timeMs: 1_700_000_000_000n,
        expireAt: devnet.utime + 60,
        deploy: false,
      }),
    );
    for (let i = 0; i < 2; i++) {
      clock.advance(3000);
      devnet.step();
    }
    server = await startJrpcServer(devnet, { port: 0 });
  });

  afterAll(async () => {
    await server.close();
    devnet.close();
  });

  it('reports state, config, key block and timings', async () => {
    const from = defined(devnet.wallets[0], 'a wallet');
    const state = (await call('getContractState', { address: from.rawAddress })).result;
    expect(state.type).toBe('exists');
    expect(decodeAccountStuff(readBocSingle(Buffer.from(state.account, 'base64'))).storage.balance.coins).toBeLessThan(100_000_000_000_000n);
    expect((await call('getContractState', { address: from.rawAddress, lastTransactionLt: state.lastTransactionId.lt })).result.type).toBe(
      'unchanged',
    );
    expect((await call('getContractState', { address: `0:${'12'.repeat(32)}` })).result.type).toBe('notExists');
    expect((await call('getBlockchainConfig')).result).toMatchObject({ globalId: 42, seqno: 1 });
    expect((await call('getLatestKeyBlock')).result.block).toMatch(/^te6/);
    expect((await call('getTimings')).result.last_mc_block_seqno).toBe(2);
    expect((await call('getStatus')).result).toEqual({ ready: true });
  });

  it('finds transactions by account, hash and inbound message', async () => {
    const from = defined(devnet.wallets[0], 'a wallet');
    const list: string[] = (await call('getTransactionsList', { account: from.rawAddress, limit: 10 })).result;
    expect(list.length).toBeGreaterThanOrEqual(1);
    const first = defined(list[0], 'the newest transaction');
    const cell = readBocSingle(Buffer.from(first, 'base64'));
    expect((await call('getTransaction', { id: cell.hashHex() })).result).toBe(first);
    const tx = decodeTransaction(cell);
    expect((await call('getDstTransaction', { messageHash: tx.inMsg!.hash })).result).toBe(list[0]);
    expect((await call('getTransaction', { id: '00'.repeat(32) })).result).toBeNull();
  });

  it('lists accounts by code hash with a continuation', async () => {
    const codeHash = everWalletCodeCell().hashHex();
    const all: string[] = (await call('getAccountsByCodeHash', { codeHash, limit: 50 })).result;
    // The giver, the three wallets and the receiver of token-ownership verify calls.
    expect(all).toHaveLength(5);
    expect(all).toContain(devnet.tokenVerificationAddress);
    const rest: string[] = (await call('getAccountsByCodeHash', { codeHash, limit: 50, continuation: all[1] })).result;
    expect(rest).toEqual(all.slice(2));
  });

  it('answers bad requests with JSON-RPC errors', async () => {
    expect((await call('noSuchMethod')).error?.code).toBe(-32601);
    expect((await call('getTransaction', { id: 'xyz' })).error?.code).toBe(-32602);
    expect((await call('sendMessage', { message: 'not a boc' })).error?.code).toBe(-32602);
    const response = await fetch(server.url, { method: 'POST', body: '{' });
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });
});
