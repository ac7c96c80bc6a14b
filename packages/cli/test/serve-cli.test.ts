import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');
const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-serve-'));
const env = { ...process.env, DATABASE_URL: '' };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('tvmscan serve', () => {
  it.each([
    [['serve', '--network', 'mainnet'], /neither a built-in network/],
    [['serve', '--web', dataDir], /holds no index\.html/],
    [['serve', '--response-cache', 'lots'], /--response-cache must be a whole number from 0 to 16384, not 'lots'/],
    [['serve', '--trust-proxy'], /Did you forget to specify the option argument for '--trust-proxy'/],
    [
      ['serve', '--trust-proxy', '10.0.0.1,everyone'],
      /--trust-proxy takes a number of proxy hops \(1 to 10\) or comma-separated proxy addresses or CIDRs, not 'everyone'/,
    ],
    [['serve', '--trust-proxy', '10.0.0.0/33'], /not '10\.0\.0\.0\/33'/],
    [['serve', '--log-level', 'loud'], /--log-level must be one of fatal, error, warn, info, debug, trace, silent, not 'loud'/],
    [['serve', '--header-timeout', '40', '--body-timeout', '30'], /--header-timeout must be at most --body-timeout/],
    [['serve', '--dex-api', 'ftp://dex.example'], /--dex-api must be an http\(s\) URL, not 'ftp:\/\/dex\.example'/],
    [
      ['serve', '--token-manifest', 'https://tokens.example/manifest.json', '--token-manifest', 'file:///manifest.json'],
      /--token-manifest must be an http\(s\) URL, not 'file:\/\/\/manifest\.json'/,
    ],
    [['serve', '--connections-per-ip', 'many'], /--connections-per-ip must be a whole number from 0 to 100000, not 'many'/],
    [['serve', '--toolchains', '/nonexistent/toolchains'], /--toolchains: cannot read the toolchain folder \/nonexistent\/toolchains/],
    [['serve', '--metrics-host', '0.0.0.0'], /--metrics-host goes with --metrics-port/],
    [['serve', '--metrics-port', '99999'], /--metrics-port must be a whole number from 0 to 65535, not '99999'/],
    [['serve', '--ready-lag', 'soon'], /--ready-lag must be a whole number from 0 to 86400, not 'soon'/],
    [['serve', '--read-database-url', 'postgres://replica.example/tvmscan'], /--read-database-url needs DATABASE_URL/],
    [['serve', '--read-database-url', 'mysql://replica.example/tvmscan'], /--read-database-url takes a postgres:\/\/ URL/],
    [['serve', '--max-replica-lag', '5'], /--max-replica-lag goes with --read-database-url/],
  ])('tvmscan %j exits 2 saying what to do', (args, message) => {
    const run = spawnSync(process.execPath, [BIN, ...args, '--data', dataDir], { encoding: 'utf8', env });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('serves the API, /config.json and the web build, prints its URL and stops cleanly on Ctrl-C', async () => {
    const web = join(dataDir, 'web');
    rmSync(web, { recursive: true, force: true });
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>served</title>');
    const child = spawn(process.execPath, [BIN, 'serve', '--data', dataDir, '--port', '0', '--network', 'tycho', '--web', web], { env });
    let output = '';
    const url = await new Promise<string>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /explorer at (http:\/\/[^\s]+) /.exec(output);
        if (match) done(match[1]!);
      });
      child.on('exit', (code) => fail(new Error(`serve exited with ${code}: ${output}`)));
    });
    const time = (await (await fetch(`${url}/api/explorer/v1/time`)).json()) as { data: { time: number } };
    expect(time.data.time).toEqual(expect.any(Number));
    expect(((await (await fetch(`${url}/config.json`)).json()) as { id: string }).id).toBe('tycho');
    const tokens = await fetch(`${url}/api/tokens/v1/root_contract/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await tokens.json()) as { data: { tokens: unknown[] } }).data.tokens).toEqual([]);
    expect(output).toContain('/api/tokens/docs');
    expect(await (await fetch(`${url}/blocks`)).text()).toContain('<title>served</title>');
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('serves /metrics on a port of its own, not the public one, and holds /ready to --ready-lag', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--data', dataDir, '--port', '0', '--metrics-port', '0', '--ready-lag', '60'], { env });
    let output = '';
    const [url, metricsUrl] = await new Promise<[string, string]>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const explorer = /explorer at (http:\/\/[^\s]+) /.exec(output);
        const metrics = /metrics (http:\/\/[^\s]+\/metrics)/.exec(output);
        if (explorer && metrics) done([explorer[1]!, metrics[1]!]);
      });
      child.on('exit', (code) => fail(new Error(`serve exited with ${code}: ${output}`)));
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      expect(new URL(metricsUrl).port).not.toBe(new URL(url).port);
      // The public port has no /metrics (the web app's fallback may answer it with its page).
      expect(await (await fetch(`${url}/metrics`)).text()).not.toContain('# TYPE');
      await fetch(`${url}/api/explorer/v1/time`);
      const scrape = await (await fetch(metricsUrl)).text();
      expect(scrape).toMatch(/^tvmscan_http_request_duration_seconds_count\{method="GET",route="\/api\/explorer\/v1\/time",status_code="200"\} 1$/m);
      const ready = await fetch(`${url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ ready: false, reason: 'nothing indexed yet', index: null });
    } finally {
      child.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });
});
