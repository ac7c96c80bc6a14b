import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { buildServer, DexPriceFetcher, TOKEN_PREFIX } from '../src/index.js';
import { fetchDexPrices } from '../src/prices/dex-price-client.js';
import { DexPriceError } from '../src/prices/dex-price-error.js';
import { DUSD, JET, seedTokens } from './support/token-rows.js';

/** A stand-in DEX API: answers `currencies_usdt_prices` with what the test sets, and records what it was asked. */
class FakeDex {
  answer: (asked: string[]) => { status: number; body: string; delayMs?: number } = () => ({ status: 200, body: '{}' });
  readonly requests: { path: string; asked: string[] }[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      const body = JSON.parse(await readBody(request)) as { currency_addresses: string[] };
      this.requests.push({ path: request.url ?? '', asked: body.currency_addresses });
      const { status, body: text, delayMs = 0 } = this.answer(body.currency_addresses);
      setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(text), delayMs);
    });
    // Longer than any pause between a test's requests: a server closing an idle kept-alive socket just as the client
    // reuses it resets that request, which a slow machine (a server built between two rounds) otherwise runs into.
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A logger keeping the warnings a fetcher writes. */
function capturedLog() {
  const warnings: string[] = [];
  const message = (first: unknown, second: unknown) => String(typeof first === 'string' ? first : second);
  const ignore = () => undefined;
  const logger = {
    level: 'debug',
    warn: (first: unknown, second?: unknown) => void warnings.push(message(first, second)),
    fatal: ignore,
    error: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    child: () => logger,
  } as unknown as FastifyBaseLogger;
  return { logger, warnings: () => warnings };
}

describe('the DEX price client', () => {
  const dex = new FakeDex();
  let url: string;
  beforeAll(async () => {
    url = await dex.start();
  });
  afterAll(() => dex.stop());

  it('posts the raw root addresses and reads prices given as strings or numbers, leaving out what it did not ask or cannot use', async () => {
    dex.answer = () => ({
      status: 200,
      body: JSON.stringify({ [DUSD.toUpperCase()]: '1.25', [JET]: 1e-7, '0:1234': '5', [`0:${'9'.repeat(64)}`]: '3', bad: 'x' }),
    });
    const answer = await fetchDexPrices(`${url}/`, [DUSD, JET], 1000);
    expect(dex.requests.at(-1)).toEqual({ path: '/currencies_usdt_prices', asked: [DUSD, JET] });
    expect(answer.prices).toEqual(
      new Map([
        [DUSD, '1.25'],
        [JET, '0.0000001'],
      ]),
    );
    expect(answer.dropped).toBe(3);
  });

  it('fails with a DexPriceError on a non-2xx status, a body that is not a price map, and a timeout', async () => {
    dex.answer = () => ({ status: 502, body: '{}' });
    await expect(fetchDexPrices(url, [DUSD], 1000)).rejects.toThrow(/answered 502/);
    dex.answer = () => ({ status: 200, body: '[1,2]' });
    await expect(fetchDexPrices(url, [DUSD], 1000)).rejects.toThrow(/not answer with a price map/);
    dex.answer = () => ({ status: 200, body: 'prices!' });
    await expect(fetchDexPrices(url, [DUSD], 1000)).rejects.toBeInstanceOf(DexPriceError);
    dex.answer = () => ({ status: 200, body: '{}', delayMs: 500 });
    await expect(fetchDexPrices(url, [DUSD], 50)).rejects.toBeInstanceOf(DexPriceError);
  });
});

describe('the DEX price fetcher', () => {
  const dex = new FakeDex();
  let url: string;
  let database: TestDatabase;

  beforeAll(async () => {
    url = await dex.start();
    database = await openTestDatabase('pglite');
    await seedTokens(database.db);
  });
  afterEach(() => {
    dex.requests.length = 0;
  });
  afterAll(async () => {
    await database?.close();
    await dex.stop();
  });

  async function priceOf(app: Awaited<ReturnType<typeof buildServer>>, root: string): Promise<string | null> {
    return (await app.inject({ method: 'GET', url: `${TOKEN_PREFIX}/root_contract/root_address/${root}` })).json().data.usdPrice as string | null;
  }

  it('merges prices: a new price replaces the stored one, and a root the answer leaves out keeps its price', async () => {
    const { logger } = capturedLog();
    const fetcher = new DexPriceFetcher(database.db, logger, { url });
    dex.answer = () => ({ status: 200, body: JSON.stringify({ [JET]: '0.5' }) });
    expect(await fetcher.refresh()).toBe(1);
    expect(dex.requests).toEqual([{ path: '/currencies_usdt_prices', asked: [DUSD, JET].sort() }]);
    const app = await buildServer({ database, rateLimit: false, responseCache: false });
    expect(await priceOf(app, JET)).toBe('0.5');
    expect(await priceOf(app, DUSD)).toBe('1.25');
    dex.answer = () => ({ status: 200, body: JSON.stringify({ [DUSD]: 2 }) });
    await fetcher.refresh();
    expect(await priceOf(app, DUSD)).toBe('2');
    expect(await priceOf(app, JET)).toBe('0.5');
    await app.close();
  });

  it('runs in the server process in the background, and a failing or slow DEX keeps the prices and never delays a request', async () => {
    dex.answer = () => ({ status: 200, body: JSON.stringify({ [JET]: '0.75' }), delayMs: 1000 });
    const app = await buildServer({ database, rateLimit: false, responseCache: false, dexPrices: { url, intervalMs: 50, timeoutMs: 5000 } });
    const started = Date.now();
    expect(await priceOf(app, DUSD)).toBe('2');
    expect(Date.now() - started).toBeLessThan(500);
    await expect.poll(() => priceOf(app, JET), { timeout: 10_000 }).toBe('0.75');
    dex.answer = () => ({ status: 500, body: 'down' });
    const asked = dex.requests.length;
    await expect.poll(() => dex.requests.length, { timeout: 5000 }).toBeGreaterThan(asked + 1);
    expect(await priceOf(app, JET)).toBe('0.75');
    await app.close();
    const afterClose = dex.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dex.requests.length).toBe(afterClose);
  });

  it('without a DEX URL only logs a warning, once', async () => {
    const { logger, warnings } = capturedLog();
    const fetcher = new DexPriceFetcher(database.db, logger, {});
    fetcher.start();
    expect(await fetcher.refresh()).toBe(0);
    await fetcher.stop();
    expect(warnings()).toEqual(['no DEX API URL is configured (--dex-api): token USD prices are not fetched']);
    expect(dex.requests).toEqual([]);
  });
});
