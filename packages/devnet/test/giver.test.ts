import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccount, parseRawAddress, bytesToHex } from '@tvmscan/tvm';
import { Devnet, ManualClock, startJrpcServer, type JrpcServer } from '../src/index.js';
import { GIVER_LOW_BALANCE, GIVER_TOP_UP } from '../src/wallet/giver-top-up.js';

const NEWCOMER = `0:${'5a'.repeat(32)}`;

describe("the devnet's giver for the explorer's local wallet", () => {
  let devnet: Devnet;
  let server: JrpcServer;

  const post = async (body: string) => {
    const response = await fetch(server.giverUrl!, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const balanceOf = (raw: string) => {
    const address = parseRawAddress(raw);
    const state = devnet.accountState({ kind: 'std', workchain: address.workchain, address: bytesToHex(address.hash) });
    return state === undefined ? 0n : (decodeAccount(state.account)?.storage.balance.coins ?? 0n);
  };

  beforeAll(async () => {
    devnet = await Devnet.open({ clock: new ManualClock(1_700_000_000_000), seed: 'giver', walletCount: 2 });
    server = await startJrpcServer(devnet, { port: 0, giver: { network: devnet, wallet: devnet.giver } });
  });

  afterAll(async () => {
    await server.close();
    devnet.close();
  });

  it('tops a new address up once, and not again while its balance is not low', async () => {
    expect(await post(JSON.stringify({ address: NEWCOMER }))).toEqual({ status: 200, body: { sent: true, balance: '0' } });
    devnet.step();
    devnet.step();
    expect(balanceOf(NEWCOMER)).toBe(GIVER_TOP_UP);
    expect(await post(JSON.stringify({ address: NEWCOMER }))).toEqual({ status: 200, body: { sent: false, balance: String(GIVER_TOP_UP) } });
    expect(GIVER_TOP_UP).toBeGreaterThan(GIVER_LOW_BALANCE);
  });

  it('answers a body of another shape with a 400 naming the field, and other methods with a 405', async () => {
    for (const [body, field] of [
      ['not json', 'body'],
      ['[]', 'body'],
      ['{}', 'address'],
      ['{"address": "EQ-friendly"}', 'address'],
      [`{"address": "-1:${'00'.repeat(32)}"}`, 'address'],
    ] satisfies [string, string][]) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect(answer.body, body).toMatchObject({ error: { code: 'BadRequest', field } });
    }
    expect((await fetch(server.giverUrl!)).status).toBe(405);
  });

  it('lets a page of any origin call it (CORS preflight), and a server without a giver has none', async () => {
    const preflight = await fetch(server.giverUrl!, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const plain = await startJrpcServer(devnet, { port: 0 });
    try {
      expect(plain.giverUrl).toBeNull();
      const misrouted = await fetch(plain.url.replace('/rpc', '/giver'), { method: 'POST', body: JSON.stringify({ address: NEWCOMER }) });
      expect(await misrouted.json()).toMatchObject({ jsonrpc: '2.0', error: { message: 'a JSON-RPC request needs a method' } });
    } finally {
      await plain.close();
    }
  });
});
