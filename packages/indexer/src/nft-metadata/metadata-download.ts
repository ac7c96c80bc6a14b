import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isRefusedAddress, RefusedAddressError } from './address-guard.js';

/** The bounds of one metadata download. */
export interface DownloadLimits {
  readonly timeoutMs: number;
  readonly maxBytes: number;
  /** `host` or `host:port` entries a URL may lead to although they resolve to private or loopback addresses. */
  readonly allowedHosts: ReadonlySet<string>;
}

/** Why a metadata URL gave no JSON; `retryable` when trying again later may succeed (no answer, a server error). */
export class MetadataDownloadError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MetadataDownloadError';
  }
}

/**
 * GETs a metadata URL and parses its answer as a JSON object: http or https only, no redirects, within the time and
 * size limits, never to a private or loopback address unless the host is allowed (the address is checked as the
 * connection is made).
 */
export async function downloadJson(text: string, limits: DownloadLimits): Promise<Record<string, unknown>> {
  const url = parseUrl(text);
  const body = await get(url, limits);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new MetadataDownloadError('the answer is not JSON', false, { cause: error });
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new MetadataDownloadError('the answer is not a JSON object', false);
  return json as Record<string, unknown>;
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch (error) {
    throw new MetadataDownloadError(`not a URL: ${text.slice(0, 200)}`, false, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MetadataDownloadError(`not an http(s) URL: ${url.protocol}`, false);
  if (url.username || url.password) throw new MetadataDownloadError('a URL with credentials is not fetched', false);
  return url;
}

function get(url: URL, limits: DownloadLimits): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = limits.allowedHosts.has(host.toLowerCase()) || limits.allowedHosts.has(`${host.toLowerCase()}:${port}`);
  // A literal address is never looked up: it is checked here.
  if (isIP(host) && !allowed && isRefusedAddress(host)) return Promise.reject(refused(new RefusedAddressError(host)));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(limits.allowedHosts, host, port),
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(limits.timeoutMs),
      },
      (response) => {
        readAnswer(response, limits.maxBytes).then(resolve, reject);
      },
    );
    req.on('error', (error) =>
      reject(
        error instanceof RefusedAddressError ? refused(error) : new MetadataDownloadError(`no answer: ${error.message}`, true, { cause: error }),
      ),
    );
    req.end();
  });
}

function refused(error: RefusedAddressError): MetadataDownloadError {
  return new MetadataDownloadError(error.message, false, { cause: error });
}

function readAnswer(response: IncomingMessage, maxBytes: number): Promise<string> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.resume();
    return Promise.reject(new MetadataDownloadError(`the server answered ${status}`, status >= 500 || status === 429));
  }
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    return Promise.reject(new MetadataDownloadError(`the answer is larger than ${maxBytes} bytes`, false));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new MetadataDownloadError(`the answer is larger than ${maxBytes} bytes`, false));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', (error) => reject(new MetadataDownloadError(`the answer broke off: ${error.message}`, true, { cause: error })));
  });
}
