import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');
const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-slow-'));
const env = { ...process.env, DATABASE_URL: '' };

/** Open files the server may hold: about 120 of its own (mostly the embedded database's), so 200 slow sockets would take all the rest. */
const FILE_LIMIT = 192;
const SLOW_SOCKETS = 200;
const ATTACK_MS = 30_000;
/**
 * The attack from many addresses: each within the per-address cap, together more than the files left (`serve` holds
 * about 120 of its own); the global cap keeps room for them and for the other clients.
 */
const ATTACKERS = 6;
const SOCKETS_PER_ATTACKER = 20;
const MAX_CONNECTIONS = 40;
const SPREAD_ATTACK_MS = 15_000;
/** The slow clients write one byte this often: never idle long enough for a plain inactivity timeout. */
const DRIP_MS = 2_000;
const ANSWER_WITHIN_MS = 1_000;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `tvmscan serve` in a process limited to FILE_LIMIT open files, and its URL once it listens. */
async function serveWithFewFiles(limits: string[]): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> {
  const flags = ['--port', '0', '--rate-limit', '0', '--header-timeout', '5', '--body-timeout', '10', ...limits];
  const command = `ulimit -n ${FILE_LIMIT} && exec "${process.execPath}" "${BIN}" serve --data "${dataDir}" ${flags.join(' ')}`;
  const child = spawn('/bin/sh', ['-c', command], { env });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /explorer at (http:\/\/[^\s]+) /.exec(output);
      if (match) done(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`serve exited with ${code}: ${output}`)));
  });
  return { child, url };
}

/**
 * One slow client, from a loopback address of its own (not the other clients'): it sends a request's headers (or its
 * body) a byte every DRIP_MS, and connects again whenever the server closes it, until `until`. Resolves with how many
 * times it was closed.
 */
async function slowClient(port: number, localAddress: string, kind: 'headers' | 'body', until: number): Promise<number> {
  let closes = 0;
  while (performance.now() < until) {
    const socket: Socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.on('error', () => undefined);
    const start =
      kind === 'headers'
        ? 'GET /api/explorer/v1/time HTTP/1.1\r\nHost: x\r\n'
        : 'POST /api/explorer/v1/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    socket.write(start);
    const drip = setInterval(() => socket.write(kind === 'headers' ? 'X' : ' '), DRIP_MS);
    await new Promise<void>((done) => {
      const stop = setTimeout(() => socket.destroy(), Math.max(0, until - performance.now()));
      socket.on('close', () => {
        clearTimeout(stop);
        done();
      });
    });
    clearInterval(drip);
    closes++;
    // A refused client comes back a second later, as a determined one would.
    await new Promise((done) => setTimeout(done, 1_000));
  }
  return closes;
}

/** Requests from 127.0.0.1 every 250 ms until a second before `until`: their latencies and failures. */
async function otherClient(url: string, until: number): Promise<{ latencies: number[]; failures: string[] }> {
  const latencies: number[] = [];
  const failures: string[] = [];
  while (performance.now() < until - 1_000) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/explorer/v1/time`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
      if (response.status !== 200) failures.push(`status ${response.status}`);
      await response.arrayBuffer();
    } catch (error) {
      failures.push((error as Error).message);
    }
    latencies.push(performance.now() - started);
    await new Promise((done) => setTimeout(done, 250));
  }
  return { latencies, failures };
}

async function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  const exited = new Promise((done) => child.on('exit', done));
  child.kill('SIGINT');
  await exited;
}

describe('tvmscan serve under slow clients', () => {
  it(`answers other clients within ${ANSWER_WITHIN_MS} ms while ${SLOW_SOCKETS} sockets send requests slowly for ${ATTACK_MS / 1000} s`, async () => {
    const { child, url } = await serveWithFewFiles(['--connections-per-ip', '32']);
    try {
      const port = Number(new URL(url).port);
      const until = performance.now() + ATTACK_MS;
      const attack = Promise.all(
        Array.from({ length: SLOW_SOCKETS }, (_, index) => slowClient(port, '127.0.0.2', index % 2 === 0 ? 'headers' : 'body', until)),
      );
      await new Promise((done) => setTimeout(done, 2_000));
      const { latencies, failures } = await otherClient(url, until);
      const closes = (await attack).reduce((sum, count) => sum + count, 0);
      console.log(
        `slow clients: ${closes} connections closed; other requests: ${latencies.length}, ${failures.length} failed, slowest ${Math.round(Math.max(...latencies))} ms`,
      );
      expect(failures).toEqual([]);
      expect(latencies.length).toBeGreaterThan(50);
      expect(Math.max(...latencies)).toBeLessThan(ANSWER_WITHIN_MS);
      // The cap refused most slow clients at once, and the timeouts closed the ones it let in.
      expect(closes).toBeGreaterThan(SLOW_SOCKETS * 5);
    } finally {
      await stop(child);
    }
  }, 120_000);

  it(
    `answers other clients while ${ATTACKERS} addresses hold ${ATTACKERS * SOCKETS_PER_ATTACKER} slow sockets, more than its open files, ` +
      `under --max-connections ${MAX_CONNECTIONS}`,
    async () => {
      const limits = ['--connections-per-ip', String(SOCKETS_PER_ATTACKER), '--max-connections', String(MAX_CONNECTIONS)];
      const { child, url } = await serveWithFewFiles(limits);
      try {
        const port = Number(new URL(url).port);
        const until = performance.now() + SPREAD_ATTACK_MS;
        const attack = Promise.all(
          Array.from({ length: ATTACKERS * SOCKETS_PER_ATTACKER }, (_, index) =>
            slowClient(port, `127.0.0.${10 + (index % ATTACKERS)}`, index % 2 === 0 ? 'headers' : 'body', until),
          ),
        );
        await new Promise((done) => setTimeout(done, 2_000));
        const { latencies, failures } = await otherClient(url, until);
        const closes = (await attack).reduce((sum, count) => sum + count, 0);
        console.log(
          `slow clients from ${ATTACKERS} addresses: ${closes} connections closed; other requests: ${latencies.length}, ${failures.length} failed, slowest ${Math.round(Math.max(...latencies))} ms`,
        );
        expect(failures).toEqual([]);
        expect(latencies.length).toBeGreaterThan(25);
        expect(Math.max(...latencies)).toBeLessThan(ANSWER_WITHIN_MS);
      } finally {
        await stop(child);
      }
    },
    90_000,
  );
});
