import { describe, expect, it } from 'vitest';
import { readPackage, writePackage } from '../../src/index.js';
import { describeWithFixtures, readFixture } from '../../src/testing/index.js';

describe('writePackage', () => {
  it('writes a package readPackage reads back entry for entry', () => {
    const entries = [
      { name: `block_(-1,8000000000000000,7):${'A'.repeat(64)}:${'B'.repeat(64)}`, data: Uint8Array.of(1, 2, 3) },
      { name: `proof_(0,8000000000000000,5):${'C'.repeat(64)}:${'D'.repeat(64)}`, data: new Uint8Array(0) },
    ];
    const read = [...readPackage(writePackage(entries))];
    expect(read.map(({ name, data }) => ({ name, data: Uint8Array.from(data) }))).toEqual(entries);
    expect(read.map(({ kind, id }) => [kind, id.workchain, id.seqno])).toEqual([
      ['block', -1, 7],
      ['proof', 0, 5],
    ]);
  });
});

describeWithFixtures('writePackage on a real archive', () => {
  it('gives back the genesis archive byte for byte from its own entries', () => {
    const bytes = readFixture('everscale/archive/mainnet-mc1-99.pack');
    expect(Buffer.from(writePackage([...readPackage(bytes)])).equals(Buffer.from(bytes))).toBe(true);
  });
});
