import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The addresses a metadata URL may not lead to: loopback, private, link-local, carrier-grade NAT, unspecified,
 * multicast and reserved ranges, IPv4 and IPv6 (with IPv4-mapped IPv6).
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a metadata URL may not lead to. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return REFUSED.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? REFUSED.check(mapped[1]!, 'ipv4') : REFUSED.check(address, 'ipv6');
}

/** A metadata URL that leads where it may not: it is never requested. */
export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`the metadata host resolves to ${address}, a private or loopback address`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * The name lookup of metadata requests: each address a host name resolves to (or the literal address) is checked as
 * the connection is made, so a name cannot pass the check and then resolve elsewhere. `allowed` are `host` or
 * `host:port` entries (as the URL writes them) let through whatever they resolve to: the operator's own servers.
 */
export function guardedLookup(allowed: ReadonlySet<string>, host: string, port: string): LookupFunction {
  const open = allowed.has(host.toLowerCase()) || allowed.has(`${host.toLowerCase()}:${port}`);
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = open ? undefined : addresses.find((entry) => isRefusedAddress(entry.address));
      if (refused) return callback(new RefusedAddressError(refused.address), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
