import * as nt from 'nekoton-wasm';
import { describe, expect, it } from 'vitest';
import { codeHashOf, publishedContracts } from '@tvmscan/verify';

describe('the contracts published with their sources', () => {
  const tip3 = publishedContracts('@broxus/tip3');
  const tip4 = publishedContracts('@broxus/tip4');
  const byName = (name: string) => [...tip3, ...tip4].find((contract) => contract.name === name);

  it('finds the token root and wallet, the collection and the NFT, with the hash of their compiled code', () => {
    for (const name of [
      '@broxus/tip3/contracts/TokenRoot',
      '@broxus/tip3/contracts/TokenWallet',
      '@broxus/tip4/contracts/Collection',
      '@broxus/tip4/contracts/Nft',
    ]) {
      const contract = byName(name);
      expect(contract, name).toBeDefined();
      expect(contract!.codeHash).toBe(codeHashOf(nt.splitTvc(contract!.tvc).code!));
      expect(contract!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('keeps the entry source and the files it imports, from other packages too', () => {
    const root = byName('@broxus/tip3/contracts/TokenRoot')!;
    const paths = root.sources.map((source) => source.path);
    expect(paths).toContain('contracts/TokenRoot.tsol');
    expect(paths).toContain('contracts/TokenWallet.tsol');
    expect(root.sources.find((source) => source.path === 'contracts/TokenRoot.tsol')!.content).toContain('contract TokenRoot');
    const wallet = byName('@broxus/tip3/contracts/additional/Wallet')!;
    expect(wallet.sources.map((source) => source.path)).toContain('node_modules/@broxus/contracts/contracts/wallets/Account.tsol');
  });

  it("reads the compiler version from the build, the linker's from the build configuration, and says unknown otherwise", () => {
    expect(byName('@broxus/tip3/contracts/TokenRoot')).toMatchObject({ compilerVersion: '0.57.1', linkerVersion: 'unknown' });
    expect(byName('@broxus/tip4/contracts/Collection')).toMatchObject({ compilerVersion: '0.62.0', linkerVersion: '0.15.48' });
    const older = tip4.find((contract) => contract.compilerVersion === '0.61.2');
    if (older) expect(older.linkerVersion).toBe('unknown');
  });

  it('gives the ABI the package built', () => {
    const wallet = byName('@broxus/tip3/contracts/TokenWallet')!;
    expect((wallet.abi as { functions: { name: string }[] }).functions.map((f) => f.name)).toContain('transfer');
  });
});
