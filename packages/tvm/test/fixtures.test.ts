import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeWithFixtures, fixturePath, listFixtures, readFixture } from '../src/testing/index.js';

describeWithFixtures('the fixtures helper', () => {
  it('lists every fixture file as a sorted relative path', () => {
    const files = listFixtures();
    expect(files).toEqual([...files].sort());
    expect(files).toContain('README.md');
    expect(files).toContain('everscale/archive/mainnet-mc1-99.pack');
    expect(files).toContain('tycho/archive/archive_2.bin');
    expect(files.every((file) => existsSync(fixturePath(file)))).toBe(true);
  });

  it('reads a fixture as bytes', () => {
    const pack = readFixture('everscale/archive/mainnet-mc1-99.pack');
    expect(pack).toBeInstanceOf(Uint8Array);
    expect(pack.length).toBe(1690533);
  });
});
