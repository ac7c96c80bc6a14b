import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The addresses a metadata URL may not lead to: loopback, private, link-local, carrier-grade NAT, unspecified,
 * multicast and reserved ranges, IPv4 and IPv6, and the IPv6 forms that lead to an IPv4 address of those ranges
 * (`embeddedIpv4`).
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
  // IPv4-compatible addresses (deprecated by RFC 4291), with the unspecified and loopback addresses among them.
  ['::', 96],
  // Local-use NAT64 (RFC 8215), which the network's own translator maps to IPv4 in ways this host cannot know.
  ['64:ff9b:1::', 48],
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
  const groups = ipv6Groups(address);
  return (
    REFUSED.check(groups.map((group) => group.toString(16)).join(':'), 'ipv6') || embeddedIpv4(groups).some((ipv4) => REFUSED.check(ipv4, 'ipv4'))
  );
}

/**
 * The IPv4 addresses an IPv6 address leads to: IPv4-mapped (`::ffff:0:0/96`) and IPv4-translated (`::ffff:0:0:0/96`,
 * SIIT), the well-known NAT64 prefix (`64:ff9b::/96`, RFC 6052), 6to4 (`2002::/16`, RFC 3056) and Teredo
 * (`2001::/32`, RFC 4380: its server, and its client, whose address is stored inverted).
 */
function embeddedIpv4(groups: readonly number[]): string[] {
  const [first, second, third, fourth, fifth, sixth, seventh, eighth] = groups as [number, number, number, number, number, number, number, number];
  const zero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const ipv4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  if (zero(0, 5) && sixth === 0xffff) return [ipv4(seventh, eighth)];
  if (zero(0, 4) && fifth === 0xffff && sixth === 0) return [ipv4(seventh, eighth)];
  if (first === 0x64 && second === 0xff9b && zero(2, 6)) return [ipv4(seventh, eighth)];
  if (first === 0x2002) return [ipv4(second, third)];
  if (first === 0x2001 && second === 0) return [ipv4(third, fourth), ipv4(seventh ^ 0xffff, eighth ^ 0xffff)];
  return [];
}

/** The eight 16-bit groups of a valid IPv6 address (a zone, `%eth0`, is left out; a dotted IPv4 tail is two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  if (tail === undefined) return parse(head);
  const [front, back] = [parse(head), parse(tail)];
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
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
