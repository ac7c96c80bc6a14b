import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { advanceCheckpoint } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { REQUEST_ID_HEADER, type ServerOptions } from '../src/index.js';
import { API } from './api-client.js';
import { buildCheckedServer } from './support/openapi-responses.js';

/** A server on a free loopback port, closed by the caller. */
async function listening(options: ServerOptions): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildCheckedServer(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A raw socket to the server, and everything it receives until it closes. */
function rawClient(port: number, localAddress = '127.0.0.1'): { socket: Socket; received: () => string; closed: Promise<number> } {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  const opened = performance.now();
  const closed = new Promise<number>((done) => socket.on('close', () => done(performance.now() - opened)));
  return { socket, received: () => text, closed };
}

/** The JSON body of a raw HTTP answer. */
function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

describe('the HTTP transport', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => database?.close());

  it('sends upgrade-insecure-requests and HSTS only to requests that came over https', async () => {
    const direct = await buildCheckedServer({ database, rateLimit: false });
    const proxied = await buildCheckedServer({ database, rateLimit: false, trustProxy: 1 });
    try {
      const lan = await direct.inject({ method: 'GET', url: '/config.json', headers: { host: 'explorer.lan:3000' } });
      expect(lan.headers['content-security-policy']).toContain("default-src 'self'");
      expect(lan.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(lan.headers['strict-transport-security']).toBeUndefined();
      expect(lan.headers['cross-origin-opener-policy']).toBeUndefined();
      // A client cannot claim https when no proxy is trusted.
      const claimed = await direct.inject({ method: 'GET', url: '/config.json', headers: { host: 'explorer.lan', 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      const tls = await proxied.inject({ method: 'GET', url: '/config.json', headers: { host: 'explorer.example', 'x-forwarded-proto': 'https' } });
      expect(tls.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(tls.headers['strict-transport-security']).toContain('max-age=');
      expect(tls.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it.each([
    ['a hop count', 1],
    ['the proxy address', ['127.0.0.1']],
  ] as const)(
    'trusts X-Forwarded-For only past the trusted proxies (%s), so a client-written entry does not escape the rate limit',
    async (_name, trustProxy) => {
      const app = await buildCheckedServer({ database, rateLimit: { max: 2, timeWindowMs: 60_000 }, trustProxy });
      try {
        // An appending proxy at 127.0.0.1 forwards what the client wrote, then the client's real address.
        const call = (written: string, client: string) =>
          app.inject({ method: 'GET', url: `${API}/time`, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${written}, ${client}` } });
        const codes = [];
        for (let index = 0; index < 4; index++) codes.push((await call(`10.0.0.${index}`, '198.51.100.7')).statusCode);
        expect(codes).toEqual([200, 200, 429, 429]);
        expect((await call('10.0.0.9', '198.51.100.8')).statusCode).toBe(200);
        const refused = await call('10.0.0.1', '198.51.100.7');
        expect(refused.json().error.message).toMatch(/^rate limit exceeded: at most 2 requests in 1 minute; try again in (\d+ seconds|1 minute)$/);
      } finally {
        await app.close();
      }
    },
  );

  it('names every request in X-Request-Id; a 5xx is logged with that id and its body carries it', async () => {
    // A database whose every query fails, as a lost disk would.
    const failing = {
      transformQuery: (): never => {
        throw new Error('disk gone');
      },
      transformResult: async <T>(args: { result: T }) => args.result,
    };
    const broken = { ...database, db: database.db.withPlugin(failing) };
    const lines: string[] = [];
    const app = await buildCheckedServer({
      database: broken,
      rateLimit: false,
      responseCache: false,
      // The stream's start on a broken database would add its own warning; this test is about requests.
      streams: false,
      log: { level: 'warn', stream: { write: (line) => lines.push(line) } },
    });
    // Start-up says once that no DEX API is configured; what follows is the requests' own.
    expect(lines.splice(0).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'no DEX API URL is configured (--dex-api): token USD prices are not fetched',
    ]);
    try {
      const ok = await app.inject({ method: 'GET', url: `${API}/time` });
      const again = await app.inject({ method: 'GET', url: `${API}/time` });
      expect(ok.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
      expect(again.headers[REQUEST_ID_HEADER]).not.toBe(ok.headers[REQUEST_ID_HEADER]);
      expect(lines).toEqual([]);

      const failed = await app.inject({ method: 'GET', url: `${API}/stats` });
      expect(failed.statusCode).toBe(500);
      const id = failed.headers[REQUEST_ID_HEADER];
      expect(failed.json()).toEqual({ error: { code: 'Internal', kind: 'Unknown', message: 'internal error', requestId: id } });
      const logged = lines.map((line) => JSON.parse(line) as { level: number; reqId: string; msg: string; err?: unknown });
      expect(logged).toContainEqual(expect.objectContaining({ level: 50, reqId: id, msg: 'request failed', err: expect.anything() }));
    } finally {
      await app.close();
    }
  });

  it('counts with a hundred distinct random addresses per filter (they do not compress into a short cache key)', async () => {
    // Counts are cached once something is indexed.
    await database.db.transaction().execute((trx) => advanceCheckpoint(trx, { mcSeqno: 1, source: 'test' }));
    const app = await buildCheckedServer({ database, rateLimit: false, responseCache: false });
    const random = () => Array.from({ length: 100 }, () => `0:${randomBytes(32).toString('hex')}`);
    const count = (path: string, body: object) => app.inject({ method: 'POST', url: `${API}${path}`, payload: body });
    try {
      expect((await count('/transactions/count', { includeAccounts: random(), excludeAccounts: random() })).json()).toEqual({ data: { count: 0 } });
      const messages = { includeSrcAccounts: random(), includeDstAccounts: random(), excludeAccounts: random() };
      expect((await count('/messages/count', messages)).json()).toEqual({ data: { count: 0 } });
      expect((await database.db.selectFrom('count_cache').select('key').execute()).length).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('answers a text/plain body with 415 in the error body', async () => {
    const app = await buildCheckedServer({ database, rateLimit: false });
    try {
      const text = await app.inject({ method: 'POST', url: `${API}/transactions/list`, payload: '{}', headers: { 'content-type': 'text/plain' } });
      expect(text.statusCode).toBe(415);
      expect(text.json().error.code).toBe('BadRequest');
      const none = await app.inject({ method: 'POST', url: `${API}/transactions/count` });
      expect(none.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers requests Fastify or Node refuse before routing in the error body', async () => {
    const { app, port } = await listening({ database, rateLimit: false });
    const ask = async (request: string) => {
      const client = rawClient(port);
      client.socket.write(request);
      await client.closed;
      return client.received();
    };
    try {
      const badUrl = await app.inject({ method: 'GET', url: `${API}/stats/%ff` });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json().error).toMatchObject({ code: 'BadRequest', message: expect.any(String) });

      const hugeHeader = await ask(`GET ${API}/time HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(hugeHeader).toMatch(/^HTTP\/1\.1 431 /);
      expect(bodyOf(hugeHeader)).toEqual({ error: { code: 'BadRequest', kind: 'Request', message: 'the request headers are too large' } });

      const badLength = await ask(`POST ${API}/time HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n`);
      expect(badLength).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(badLength)).toMatchObject({ error: { code: 'BadRequest' } });

      const expectation = await ask(`GET ${API}/time HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n`);
      expect(expectation).toMatch(/^HTTP\/1\.1 417 /);
      expect(bodyOf(expectation)).toEqual({
        error: { code: 'BadRequest', kind: 'Request', field: 'headers/expect', message: 'headers/expect foo is not supported' },
      });
    } finally {
      await app.close();
    }
  });

  it('closes connections that send their headers or body too slowly, and keeps answering others', async () => {
    const { app, port } = await listening({ database, rateLimit: false, timeouts: { headersMs: 1000, requestMs: 2000, idleMs: 1000 } });
    try {
      const slowHeaders = rawClient(port);
      slowHeaders.socket.write(`GET ${API}/time HTTP/1.1\r\nHost: x\r\n`);
      const headerTimer = setInterval(() => slowHeaders.socket.write('X-A: b\r\n'), 200);
      const slowBody = rawClient(port);
      slowBody.socket.write(`POST ${API}/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
      const bodyTimer = setInterval(() => slowBody.socket.write(' '), 200);
      const answered = await fetch(`http://127.0.0.1:${port}${API}/time`);
      expect(answered.status).toBe(200);

      const [headersClosedAfter, bodyClosedAfter] = await Promise.all([slowHeaders.closed, slowBody.closed]);
      clearInterval(headerTimer);
      clearInterval(bodyTimer);
      expect(headersClosedAfter).toBeGreaterThan(900);
      expect(headersClosedAfter).toBeLessThan(3500);
      expect(bodyClosedAfter).toBeGreaterThan(1900);
      expect(bodyClosedAfter).toBeLessThan(4500);
      expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(slowBody.received())).toEqual({ error: { code: 'BadRequest', kind: 'Request', message: 'the request did not arrive in time' } });
    } finally {
      await app.close();
    }
  });

  it('caps the open connections of one client address, not of others', async () => {
    const { app, port } = await listening({ database, rateLimit: false, connectionsPerIp: 3 });
    try {
      const held = [0, 1, 2].map(() => rawClient(port, '127.0.0.2'));
      await Promise.all(held.map(({ socket }) => new Promise((done) => socket.once('connect', done))));
      await new Promise((done) => setTimeout(done, 100));
      const extra = rawClient(port, '127.0.0.2');
      expect(await extra.closed).toBeLessThan(1000);
      expect((await fetch(`http://127.0.0.1:${port}${API}/time`)).status).toBe(200);
      held[0]!.socket.destroy();
      await held[0]!.closed;
      await new Promise((done) => setTimeout(done, 100));
      const next = rawClient(port, '127.0.0.2');
      next.socket.write(`GET ${API}/time HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      await next.closed;
      expect(next.received()).toMatch(/^HTTP\/1\.1 200 /);
      for (const { socket } of held) socket.destroy();
    } finally {
      await app.close();
    }
  });

  it('caps the open connections of all clients: a newcomer takes the place of the busiest address, never of an equal', async () => {
    const { app, port } = await listening({ database, rateLimit: false, connectionsPerIp: 3, maxConnections: 4 });
    const open = async (localAddress: string) => {
      const client = rawClient(port, localAddress);
      await new Promise((done) => client.socket.once('connect', done));
      await new Promise((done) => setTimeout(done, 50));
      return client;
    };
    const answered = (client: ReturnType<typeof rawClient>) => {
      client.socket.write(`GET ${API}/time HTTP/1.1\r\nHost: x\r\n\r\n`);
      return vi.waitFor(() => expect(client.received()).toMatch(/^HTTP\/1\.1 200 /), { timeout: 2000 });
    };
    const clients: ReturnType<typeof rawClient>[] = [];
    try {
      const busy = [await open('127.0.0.2'), await open('127.0.0.2'), await open('127.0.0.2')];
      clients.push(...busy, await open('127.0.0.3'));
      let busyClosed = 0;
      for (const { closed } of busy) void closed.then(() => busyClosed++);

      const newcomer = await open('127.0.0.4');
      clients.push(newcomer);
      expect(await busy[0]!.closed).toBeLessThan(1000);
      await answered(newcomer);

      // 127.0.0.2 holds 2 now: a second connection of 127.0.0.3 would make it as busy, so it is the one closed.
      const equal = rawClient(port, '127.0.0.3');
      expect(await equal.closed).toBeLessThan(1000);
      expect(equal.received()).toBe('');
      expect(busyClosed).toBe(1);

      const another = await open('127.0.0.5');
      clients.push(another);
      expect(await busy[1]!.closed).toBeLessThan(1000);
      await answered(another);
      expect(busyClosed).toBe(2);
    } finally {
      for (const { socket } of clients) socket.destroy();
      await app.close();
    }
  });
});
