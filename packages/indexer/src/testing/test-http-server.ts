import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestServer {
  readonly url: string;
  /** Requests received so far. */
  readonly requests: () => number;
  close(): Promise<void>;
}

export type JsonHandler = (body: unknown, exchange: Exchange) => void;

/** One request and the ways a test server may answer it, well or badly. */
export class Exchange {
  constructor(
    readonly request: IncomingMessage,
    private readonly response: ServerResponse,
  ) {}

  json(value: unknown, status = 200): void {
    this.text(JSON.stringify(value), status);
  }

  text(text: string, status = 200): void {
    if (this.response.destroyed) return;
    this.response.writeHead(status, { 'content-type': 'application/json' }).end(text);
  }

  /** Answers after `ms`, unless the client has gone by then. */
  later(ms: number, answer: () => void): void {
    const timer = setTimeout(answer, ms);
    this.response.on('close', () => clearTimeout(timer));
  }

  /** Drops the connection without an answer. */
  reset(): void {
    this.request.socket.destroy();
  }
}

/** An HTTP server on 127.0.0.1 (random port) that hands every POSTed JSON body to `handle`. */
export async function startTestServer(handle: JsonHandler): Promise<TestServer> {
  let count = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      count++;
      handle(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown, new Exchange(request, response));
    });
    response.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests: () => count,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
