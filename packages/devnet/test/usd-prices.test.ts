import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined } from '@tvmscan/tvm/testing';
import { answerUsdPrices, MAX_CURRENCY_ADDRESSES } from '../src/prices/usd-price-answer.js';
import { Devnet, devnetUsdPrices, ManualClock, startJrpcServer, type JrpcServer } from '../src/index.js';

const UNKNOWN = `0:${'ab'.repeat(32)}`;

describe("the devnet's local price service (a DEX API's currencies_usdt_prices)", () => {
  let devnet: Devnet;
  let server: JrpcServer;
  let prices: string;

  const post = async (body: string) => {
    const response = await fetch(`${prices}/currencies_usdt_prices`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    devnet = await Devnet.open({ clock: new ManualClock(1_700_000_000_000), seed: 'prices', walletCount: 6 });
    server = await startJrpcServer(devnet, { port: 0, usdPrices: devnetUsdPrices(devnet.tokens) });
    prices = server.dexApiUrl!;
  });

  afterAll(async () => {
    await server.close();
    devnet.close();
  });

  it('has a price for every devnet token: each TIP-3 root and each jetton minter', () => {
    const table = devnetUsdPrices(devnet.tokens);
    const roots = [...devnet.tokens.tokens, ...devnet.tokens.jettons].map((token) => token.address);
    expect(devnet.tokens.jettons.length).toBeGreaterThan(0);
    expect([...table.keys()].sort()).toEqual([...roots].sort());
    for (const price of table.values()) expect(price).toMatch(/^\d+(\.\d+)?$/);
  });

  it('answers the asked roots it knows with their USD price as a decimal string, leaving out the others', async () => {
    const tip3 = defined(devnet.tokens.tokens[0], 'a TIP-3 token');
    const jetton = defined(devnet.tokens.jettons[0], 'a jetton');
    const answer = await post(JSON.stringify({ currency_addresses: [tip3.address, jetton.address.toUpperCase(), UNKNOWN] }));
    expect(answer).toEqual({ status: 200, body: { [tip3.address]: tip3.usdPrice, [jetton.address]: jetton.usdPrice } });
    expect(await post(JSON.stringify({ currency_addresses: [] }))).toEqual({ status: 200, body: {} });
  });

  it('answers a body of another shape with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['not json', 'body'],
      ['[1, 2]', 'body'],
      ['{}', 'currency_addresses'],
      ['{"currency_addresses": "0:00"}', 'currency_addresses'],
      [`{"currency_addresses": ["${UNKNOWN}", 7]}`, 'currency_addresses[1]'],
      ['{"currency_addresses": ["EQ-friendly"]}', 'currency_addresses[0]'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect(answer.body, body).toEqual({ error: { code: 'BadRequest', message: expect.stringContaining(field), field } });
    }
  });

  it('refuses other methods with a 405 and keeps answering JSON-RPC beside it', async () => {
    const response = await fetch(`${prices}/currencies_usdt_prices`);
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ error: { field: 'method' } });
    const rpc = await fetch(server.url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getCapabilities', params: {} }) });
    expect(((await rpc.json()) as { result?: unknown }).result).toBeDefined();
  });

  it('a server without prices has no price service', async () => {
    const plain = await startJrpcServer(devnet, { port: 0 });
    try {
      expect(plain.dexApiUrl).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('limits the addresses of one request', () => {
    const tooMany = Array.from({ length: MAX_CURRENCY_ADDRESSES + 1 }, () => UNKNOWN);
    expect(answerUsdPrices(new Map(), { currency_addresses: tooMany })).toMatchObject({
      status: 400,
      body: { error: { field: 'currency_addresses' } },
    });
  });
});
