import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a client may take, in milliseconds; 0 turns a limit off. */
export interface HttpTimeouts {
  /** From the connection (or the end of the previous request) to the request's last header line. */
  readonly headersMs: number;
  /** From the connection to the request's last body byte; also how long a socket may stay silent. */
  readonly requestMs: number;
  /** How long a kept-alive connection waits for its next request. */
  readonly idleMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, idleMs: 5_000 };
/** Open connections one client address may hold; a browser needs 6. */
export const DEFAULT_CONNECTIONS_PER_IP = 64;
/** How often Node checks the header and request timeouts (its default, 30 s, would let a slow client stay that much longer). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Closes at once a connection from an address that already holds `max` open ones. */
export function limitConnectionsPerIp(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
