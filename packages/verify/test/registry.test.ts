import * as nt from 'nekoton-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { publishedContracts, VerificationService } from '@tvmscan/verify';
import { saltedVariantOf } from '../src/registry/salted-code.js';

describe('the registry of verified contracts', () => {
  const published = [...publishedContracts('@broxus/tip3'), ...publishedContracts('@broxus/tip4')];
  let database: TestDatabase;
  let service: VerificationService;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    service = await VerificationService.start({ database, published });
  });
  afterAll(async () => database?.close());

  it('registers every published contract at start, once, and pages them', async () => {
    const all = await service.listContracts({ limit: 100, offset: 0 });
    expect(all.total_count).toBe(published.length);
    expect(all.data.map((row) => row.code_hash).sort()).toEqual(published.map((contract) => contract.codeHash).sort());
    const pages = [...(await service.listContracts({ limit: 10, offset: 0 })).data, ...(await service.listContracts({ limit: 10, offset: 10 })).data];
    expect(pages).toEqual(all.data);
    await VerificationService.start({ database, published });
    expect((await service.listContracts({ limit: 20, offset: 0 })).total_count).toBe(published.length);
  });

  it('gives a contract by code hash with its ABI and sources, and nothing for an unknown hash', async () => {
    const root = published.find((contract) => contract.name === '@broxus/tip3/contracts/TokenRoot')!;
    const info = await service.contractByCodeHash(root.codeHash);
    expect(info).toMatchObject({
      code_hash: root.codeHash,
      contract_name: root.name,
      compiler_version: '0.57.1',
      linker_version: 'unknown',
      abi: root.abi,
      tvc: root.tvc,
    });
    expect(info!.sources.map((source) => source.path)).toContain('contracts/TokenRoot.tsol');
    expect(await service.contractByCodeHash('0'.repeat(64))).toBeNull();
  });

  it('recognises the published NFT code salted with a collection address, and not other salted code', () => {
    const nft = published.find((contract) => contract.name === '@broxus/tip4/contracts/Nft')!;
    const salt = nt.packIntoCell([{ name: 'collection', type: 'address' }], { collection: `0:${'12'.repeat(32)}` }).boc;
    const salted = nt.setCodeSalt(nft.code, salt);
    expect(salted.hash).not.toBe(nft.codeHash);
    expect(saltedVariantOf(salted.boc, salted.hash, published)?.name).toBe(nft.name);
    expect(saltedVariantOf(salted.boc, '0'.repeat(64), published)).toBeUndefined();
    expect(saltedVariantOf(nft.code, nft.codeHash, published)).toBeUndefined();
  });
});
