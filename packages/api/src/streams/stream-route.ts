import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.js';
import type { ApiInstance } from '../routes/context.js';
import { StreamClient } from './stream-client.js';
import { streamFilterOf, streamPositionOf } from './stream-filter.js';
import type { Refusal, StreamHub } from './stream-hub.js';

/** Where the explorer API serves its stream. */
const STREAM_PATH = '/stream';

/** How long a browser waits before it reconnects a cut stream. */
const RETRY_MS = 3_000;

const REFUSALS: Record<Refusal, () => ApiError> = {
  'per-ip': () =>
    new ApiError(429, 'TooManyRequests', 'this address holds as many streams as the server allows one address: close one first', 'RateLimit'),
  total: () => new ApiError(503, 'Internal', 'the server holds as many streams as it allows: try again later, or poll the lists', 'Unknown'),
};

/**
 * `GET /stream`: Server-Sent Events of new blocks, transactions, token transfers and statistics (API.md, "The stream").
 * The filters are checked (400 naming the field) and the caps applied (429, 503) before the stream opens.
 */
export function registerStreamRoute(api: ApiInstance, hub: StreamHub): void {
  api.get(STREAM_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const filter = streamFilterOf(query);
    const from = streamPositionOf(request.headers['last-event-id'], query);
    const refusal = hub.refusal(request.ip);
    if (refusal) {
      if (refusal === 'per-ip') void reply.header('retry-after', String(RETRY_MS / 1000));
      throw REFUSALS[refusal]();
    }
    reply.hijack();
    const response = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // A stream the server ends (closing, a slow client) takes its connection with it.
      connection: 'close',
      // Proxies such as nginx would otherwise hold the events back.
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RETRY_MS}\n\n`);
    request.raw.socket.setNoDelay(true);
    request.raw.socket.setTimeout(0);
    const client = new StreamClient(request.ip, filter, response, hub.options.maxBufferedBytes, hub.dropped, from);
    response.on('close', () => {
      client.forget();
      hub.unsubscribe(client);
    });
    hub.subscribe(client, from);
  });
}
