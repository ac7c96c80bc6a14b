import * as nt from 'nekoton-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccountRows, openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
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

describe('the sweep for salted variants of published code', () => {
  let database: TestDatabase;
  afterAll(async () => database?.close());

  /** An account running the code `digit` × 64, last changed at block time `updatedAt`. */
  const accountRow = (digit: string, updatedAt: number) => ({
    workchain: 0,
    address: digit.repeat(64),
    balance: '1',
    state: 'active',
    code_hash: digit.repeat(64),
    updated_at: updatedAt,
  });

  it('reads after the first sweep only the accounts changed since the previous one, not every account again', async () => {
    database = await openTestDatabase('pglite');
    const asked: string[] = [];
    // No state: no code to compare, so without the incremental sweep every unverified account would be read again.
    const stateReader = { getAccountState: (address: string) => (asked.push(address), Promise.resolve(null)) };
    const service = await VerificationService.start({ database, published: [], stateReader });
    await insertAccountRows(database.db, [accountRow('a', 1_000), accountRow('d', 1_000_000)]);
    await service.sweepSaltedVariants();
    expect(asked.sort()).toEqual([`0:${'a'.repeat(64)}`, `0:${'d'.repeat(64)}`]);

    asked.length = 0;
    await insertAccountRows(database.db, [accountRow('b', 2_000_000)]);
    await service.sweepSaltedVariants();
    expect(asked.sort()).toEqual([`0:${'b'.repeat(64)}`, `0:${'d'.repeat(64)}`]);
  });
});
