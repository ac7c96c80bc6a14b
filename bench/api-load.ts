import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { summarize, type LatencySummary } from './latency.js';

export interface LoadOptions {
  readonly connections: number;
  readonly seconds: number;
}

export interface ApiRun extends LatencySummary {
  /** Responses other than 2xx, connection errors and timeouts: a correct run has none. */
  readonly failures: number;
}

export class ApiServerError extends Error {
  override readonly name = 'ApiServerError';
}

/** The API server process of bench/api-server.ts, started on DATABASE_URL. */
export interface ApiServerProcess {
  readonly address: string;
  stop(): Promise<void>;
}

/** The server as `tvmscan serve` runs it, or with `responseCache: false` one whose every answer is read from the database. */
export function startApiServer(databaseUrl: string, options: { responseCache: boolean }): Promise<ApiServerProcess> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, BENCH_RESPONSE_CACHE: options.responseCache ? 'on' : 'off' };
  const child = fork(new URL('./api-server.ts', import.meta.url), { env });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { address?: string }) => {
      if (typeof message.address !== 'string') return reject(new ApiServerError(`the API server sent ${JSON.stringify(message)}`));
      resolve({ address: message.address, stop: () => stopChild(child) });
    });
    child.once('exit', (code) => reject(new ApiServerError(`the API server exited (code ${code}) before it listened`)));
    child.once('error', reject);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

/** The body of one call, sent once: an API error here would make the load run measure the error path. */
export async function checkCall(url: string, body: unknown): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new ApiServerError(`POST ${url} ${JSON.stringify(body)}: ${response.status} ${text.slice(0, 300)}`);
  return text.length;
}

/** POSTs `body` to `url` from `connections` connections for `seconds`, each sending its next request when answered. */
export function loadApi(url: string, body: unknown, options: LoadOptions): Promise<ApiRun> {
  const latencies: number[] = [];
  let failures = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections: options.connections,
        duration: options.seconds,
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new ApiServerError(String(error)));
        resolve({ ...summarize(latencies, result.duration), failures: failures + result.errors });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failures++;
    });
  });
}
