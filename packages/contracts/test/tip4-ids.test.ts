import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NFT_EVENT_IDS, NFT_INTERFACE_IDS, standardsOf } from '@tvmscan/contracts';

interface AbiEvent {
  name: string;
  inputs: { type: string }[];
}

const tip4Build = join(dirname(createRequire(import.meta.url).resolve('@broxus/tip4/package.json')), 'build');

/** The first 32 bits of SHA-256 of an ABI 2.x signature, the top bit cleared. */
function idOf(signature: string): number {
  return createHash('sha256').update(`${signature}v2`).digest().readUInt32BE(0) & 0x7fffffff;
}

/** A TIP-6 interface id: the XOR of its functions' ids. */
function interfaceId(...signatures: string[]): number {
  return signatures.map(idOf).reduce((id, next) => (id ^ next) >>> 0, 0);
}

describe('TIP-4 event and interface ids', () => {
  it('are the event ids of the Nft ABI of the installed @broxus/tip4', () => {
    const events = (JSON.parse(readFileSync(join(tip4Build, 'Nft.abi.json'), 'utf8')) as { events: AbiEvent[] }).events;
    const fromAbi = Object.fromEntries(
      Object.keys(NFT_EVENT_IDS).map((name) => {
        const event = events.find((candidate) => candidate.name === name)!;
        return [name, idOf(`${name}(${event.inputs.map((input) => input.type).join(',')})`)];
      }),
    );
    expect(fromAbi).toEqual(NFT_EVENT_IDS);
  });

  it('are the XOR of the interfaces’ function ids, the metadata-by-URL ones those spec 001 §9 gives', () => {
    expect(interfaceId('supportsInterface(uint32,uint32)(bool)')).toBe(NFT_INTERFACE_IDS.tip6);
    expect(interfaceId('getJson(uint32)(string)')).toBe(NFT_INTERFACE_IDS.tip42Json);
    expect(interfaceId('getUrlParts(uint32)(cell)')).toBe(1916393393);
    expect(interfaceId('getCollectionUrl(uint32)(string)', 'getNftUrl(uint32,cell)(string)')).toBe(608850432);
    expect([NFT_INTERFACE_IDS.tip422Nft, NFT_INTERFACE_IDS.tip422Collection]).toEqual([1916393393, 608850432]);
    expect(
      interfaceId('totalSupply(uint32)(uint128)', 'nftCode(uint32)(cell)', 'nftCodeHash(uint32)(uint256)', 'nftAddress(uint32,uint256)(address)'),
    ).toBe(NFT_INTERFACE_IDS.tip41Collection);
  });

  it('tell the standards a contract follows', () => {
    expect(standardsOf([NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Nft, NFT_INTERFACE_IDS.tip42Json, NFT_INTERFACE_IDS.tip43Nft])).toEqual([
      'TIP-4.1',
      'TIP-4.2',
      'TIP-4.3',
    ]);
    expect(standardsOf([NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Collection, NFT_INTERFACE_IDS.tip422Collection])).toEqual([
      'TIP-4.1',
      'TIP-4.2.2',
    ]);
    expect(standardsOf([])).toEqual([]);
  });
});
