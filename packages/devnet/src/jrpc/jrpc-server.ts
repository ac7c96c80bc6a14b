import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DevnetError } from '../errors.js';
import { JrpcError, JRPC_INVALID_REQUEST, JRPC_METHOD_NOT_FOUND, JRPC_PARSE_ERROR } from './jrpc-error.js';
import { JRPC_METHODS, type JrpcBackend } from './jrpc-methods.js';

const MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface JrpcServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves the devnet's JSON-RPC 2.0 endpoint (POST) on `host:port`; port 0 picks a free one. */
export async function startJrpcServer(backend: JrpcBackend, options: { port: number; host?: string }): Promise<JrpcServer> {
  const server = createServer((request, response) => {
    handle(backend, request, response).catch((error: unknown) => {
      if (!response.headersSent) reply(response, 500, { jsonrpc: '2.0', id: null, error: { code: -32603, message: String(error) } });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await listen(server, options.port, host);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/rpc`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function handle(backend: JrpcBackend, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') {
    reply(response, 405, { jsonrpc: '2.0', id: null, error: { code: JRPC_INVALID_REQUEST, message: 'send JSON-RPC requests with POST' } });
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    reply(response, 413, {
      jsonrpc: '2.0',
      id: null,
      error: { code: JRPC_INVALID_REQUEST, message: `the request is larger than ${MAX_BODY_BYTES} bytes` },
    });
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    reply(response, 200, { jsonrpc: '2.0', id: null, error: { code: JRPC_PARSE_ERROR, message: 'the request is not JSON' } });
    return;
  }
  reply(response, 200, answer(backend, parsed));
}

function answer(backend: JrpcBackend, request: unknown): object {
  const envelope = request as { id?: unknown; method?: unknown; params?: unknown };
  const id = typeof envelope?.id === 'string' || typeof envelope?.id === 'number' ? envelope.id : null;
  try {
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.method !== 'string') {
      throw new JrpcError(JRPC_INVALID_REQUEST, 'a JSON-RPC request needs a method');
    }
    const method = Object.hasOwn(JRPC_METHODS, envelope.method) ? JRPC_METHODS[envelope.method] : undefined;
    if (method === undefined) throw new JrpcError(JRPC_METHOD_NOT_FOUND, `unknown method ${envelope.method}`);
    const params = typeof envelope.params === 'object' && envelope.params !== null ? (envelope.params as Record<string, unknown>) : {};
    return { jsonrpc: '2.0', id, result: method(backend, params) };
  } catch (error) {
    if (error instanceof JrpcError) return { jsonrpc: '2.0', id, error: { code: error.rpcCode, message: error.message } };
    throw error;
  }
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new DevnetError('bad-options', `cannot listen on ${host}:${port}: ${error.code ?? error.message}`)),
    );
    server.listen(port, host, () => resolve());
  });
}
