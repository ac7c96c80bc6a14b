import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Below this, the headers outweigh what compression saves. */
export const MIN_COMPRESSED_BYTES = 1024;
/** JSON, HTML and other text; not images or the web app's files, which are compressed at build time. */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/;
/**
 * Brotli's best levels take tens of milliseconds per answer; 5 compresses JSON about as well as gzip -9 in a few.
 * Both run on libuv's thread pool, off the event loop.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer with: brotli before gzip, each when Accept-Encoding allows it (a `q=0` refuses it). */
export function negotiateEncoding(request: FastifyRequest): ContentEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(name, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  const wildcard = accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((encoding) => (accepted.get(encoding) ?? wildcard) > 0);
}

export function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body, GZIP_OPTIONS);
}

/** Says that the answer depends on Accept-Encoding, so that shared caches keep one copy per encoding. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = typeof vary === 'string' ? vary.split(',').map((value) => value.trim()) : [];
  if (values.some((value) => value.toLowerCase() === 'accept-encoding' || value === '*')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

/**
 * Marks an answer as sent in `encoding`. Its strong ETag becomes weak: the encoded bytes differ from the plain
 * ones, while the content is the same, so a revalidation still matches whichever encoding the client kept.
 */
export function markEncoded(reply: FastifyReply, encoding: ContentEncoding): void {
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
}

/** True for a 200 text answer that no hook has encoded yet. */
export function isCompressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  const type = reply.getHeader('content-type');
  return (
    (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
    typeof type === 'string' &&
    COMPRESSIBLE_TYPE.test(type) &&
    reply.getHeader('content-encoding') === undefined
  );
}

/**
 * Compresses the text answers of the routes of `app` (added after their other onSend hooks, so that it sees their
 * final bytes) when the client accepts brotli or gzip.
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 304) {
      varyOnEncoding(reply);
      reply.removeHeader('content-encoding');
      return payload;
    }
    if (!isCompressible(reply, payload)) return payload;
    varyOnEncoding(reply);
    const body = Buffer.from(payload);
    const encoding = negotiateEncoding(request);
    if (!encoding || body.byteLength < MIN_COMPRESSED_BYTES) return payload;
    markEncoded(reply, encoding);
    return compress(body, encoding);
  });
}
