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
/** Open connections the server holds in all: well below the usual limit of open files, with room for the database's. */
export const DEFAULT_MAX_CONNECTIONS = 1024;
/** How often Node checks the header and request timeouts (its default, 30 s, would let a slow client stay that much longer). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** How many connections one client address (`perIp`) and all clients together (`total`) may hold open; false: no cap. */
export interface ConnectionLimits {
  readonly perIp: number | false;
  readonly total: number | false;
}

/**
 * Closes at once a connection from an address that already holds `perIp` open ones. At `total`, a new connection
 * takes the place of the oldest one of the address holding the most, when that address would still hold more than the
 * newcomer's; otherwise it is closed at once. So a few addresses holding many slow connections cannot use up the
 * server's open files, nor keep a client from another address out.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.perIp === false && limits.total === false) return;
  const byAddress = new Map<string, Set<Socket>>();
  let open = 0;
  const forget = (address: string, socket: Socket) => {
    const sockets = byAddress.get(address);
    if (!sockets?.delete(socket)) return;
    open--;
    if (sockets.size === 0) byAddress.delete(address);
  };
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const held = byAddress.get(address)?.size ?? 0;
    if (limits.perIp !== false && held >= limits.perIp) return void socket.destroy();
    if (limits.total !== false && open >= limits.total) {
      const [busiest, sockets] = busiestAddress(byAddress);
      if (sockets.size <= held + 1) return void socket.destroy();
      const oldest = sockets.values().next().value!;
      forget(busiest, oldest);
      oldest.destroy();
    }
    byAddress.set(address, (byAddress.get(address) ?? new Set()).add(socket));
    open++;
    socket.once('close', () => forget(address, socket));
  });
}

function busiestAddress(byAddress: Map<string, Set<Socket>>): [string, Set<Socket>] {
  let busiest: [string, Set<Socket>] = ['', new Set()];
  for (const entry of byAddress) if (entry[1].size > busiest[1].size) busiest = entry;
  return busiest;
}
