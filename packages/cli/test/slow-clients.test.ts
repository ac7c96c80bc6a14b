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

/** Open files the server may hold: about 30 of its own, so 200 slow sockets would take all the rest. */
const FILE_LIMIT = 192;
const SLOW_SOCKETS = 200;
const ATTACK_MS = 30_000;
/** The slow clients write one byte this often: never idle long enough for a plain inactivity timeout. */
const DRIP_MS = 2_000;
const ANSWER_WITHIN_MS = 1_000;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `tvmscan serve` in a process limited to FILE_LIMIT open files, and its URL once it listens. */
async function serveWithFewFiles(): Promise<{ child: ChildProcessWithoutNullStreams; url: string }> {
  const flags = ['--port', '0', '--rate-limit', '0', '--connections-per-ip', '32', '--header-timeout', '5', '--body-timeout', '10'];
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
 * One slow client, from its own loopback address: it sends a request's headers (or its body) a byte every DRIP_MS,
 * and connects again whenever the server closes it, until `until`. Resolves with how many times it was closed.
 */
async function slowClient(port: number, kind: 'headers' | 'body', until: number): Promise<number> {
  let closes = 0;
  while (performance.now() < until) {
    const socket: Socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
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

describe('tvmscan serve under slow clients', () => {
  it(`answers other clients within ${ANSWER_WITHIN_MS} ms while ${SLOW_SOCKETS} sockets send requests slowly for ${ATTACK_MS / 1000} s`, async () => {
    const { child, url } = await serveWithFewFiles();
    try {
      const port = Number(new URL(url).port);
      const until = performance.now() + ATTACK_MS;
      const attack = Promise.all(Array.from({ length: SLOW_SOCKETS }, (_, index) => slowClient(port, index % 2 === 0 ? 'headers' : 'body', until)));
      const latencies: number[] = [];
      const failures: string[] = [];
      await new Promise((done) => setTimeout(done, 2_000));
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
      const exited = new Promise((done) => child.on('exit', done));
      child.kill('SIGINT');
      await exited;
    }
  }, 120_000);
});
