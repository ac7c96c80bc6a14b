import { describe, expect, it } from 'vitest';
import { isRefusedAddress } from '../src/index.js';

describe('the addresses NFT metadata URLs may not lead to', () => {
  it.each([
    [
      'IPv4 loopback, private, link-local, carrier-grade NAT, unspecified',
      ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'],
    ],
    ['IPv6 loopback, unspecified, unique-local, link-local (with a zone)', ['::1', '::', 'fd00::1', 'fe80::1', 'fe80::1%eth0']],
    ['IPv4-mapped, dotted or in hex', ['::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:10.0.0.1']],
    ['IPv4-translated (SIIT)', ['::ffff:0:127.0.0.1', '::ffff:0:7f00:1', '::ffff:0:a9fe:a9fe']],
    ['IPv4-compatible (deprecated), whatever the IPv4', ['::127.0.0.1', '::7f00:1', '::10.0.0.1', '::8.8.8.8']],
    ['NAT64 of a refused IPv4', ['64:ff9b::127.0.0.1', '64:ff9b::7f00:1', '64:ff9b::10.1.2.3', '64:ff9b::a9fe:a9fe', '64:ff9b::c0a8:101']],
    ['local-use NAT64, whatever the IPv4', ['64:ff9b:1::1', '64:ff9b:1:abcd::8.8.8.8']],
    ['6to4 of a refused IPv4', ['2002:7f00:1::', '2002:7f00:0001:0:0:0:0:1', '2002:a00:1::1', '2002:c0a8:101::1', '2002:a9fe:a9fe::']],
    // Teredo: server 65.54.227.120, client 127.0.0.1 stored inverted (80ff:fffe); then server 10.0.0.1, client 8.8.8.8.
    ['Teredo with a refused client or server', ['2001:0:4136:e378:8000:63bf:80ff:fffe', '2001:0:a00:1:8000:63bf:f7f7:f7f7']],
  ])('refuses %s', (_kind, addresses) => {
    for (const address of addresses) expect(isRefusedAddress(address), address).toBe(true);
  });

  it('lets public addresses through, in every form that leads to a public IPv4', () => {
    for (const address of [
      '93.184.216.34',
      '2606:2800:220:1:248:1893:25c8:1946',
      '::ffff:93.184.216.34',
      '::ffff:0:8.8.8.8',
      '64:ff9b::8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
    ])
      expect(isRefusedAddress(address), address).toBe(false);
  });

  it('refuses what is no IP address', () => {
    expect(isRefusedAddress('localhost')).toBe(true);
    expect(isRefusedAddress('::ffff:999.0.0.1')).toBe(true);
  });
});
