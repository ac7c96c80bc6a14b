import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoles, addVerifiedContract } from '@tvmscan/store';
import { insertTokenRows } from '../../../src/testing/token-rows.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';

const hex = (digit: string) => digit.repeat(64);
const CODE = hex('9');

describe.each(BACKENDS)('what accounts are to the token and NFT tables on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await insertTokenRows(database.db, {
      roots: [
        {
          address: `0:${hex('1')}`,
          standard: 'Tip3',
          name: 'A',
          symbol: 'A',
          decimals: 0,
          total_supply: '0',
          owner_address: null,
          created_at: 1,
          updated_lt: 1,
        },
      ],
      wallets: [
        { address: `0:${hex('2')}`, root_address: `0:${hex('1')}`, owner_address: `0:${hex('5')}`, balance: '0', updated_at: 1, updated_lt: 1 },
      ],
    });
    await database.db
      .insertInto('nft_collections')
      .values({ address: `0:${hex('3')}`, minted_count: 1, burned_count: 0, created_at: 1, created_lt: 1, updated_lt: 1 })
      .execute();
    await database.db
      .insertInto('nft_items')
      .values({
        address: `0:${hex('4')}`,
        collection_address: `0:${hex('3')}`,
        nft_id: '0',
        owner_address: `0:${hex('5')}`,
        manager_address: `0:${hex('5')}`,
        burned: false,
        created_at: 1,
        created_lt: 1,
        updated_at: 1,
        updated_lt: 1,
      })
      .execute();
    await addVerifiedContract(database.db, {
      codeHash: CODE,
      contractName: 'contracts/Example',
      compilerVersion: '0.62.0',
      linkerVersion: '0.20.0',
      abi: {},
      sources: [],
      tvc: null,
      origin: 'package',
    });
  });
  afterAll(() => database?.close());

  it('tells token roots, token wallets, collections and NFTs apart, and names the verified contract of a code', async () => {
    const accounts = ['1', '2', '3', '4', '5'].map((digit) => ({ workchain: 0, address: hex(digit), code_hash: digit === '5' ? CODE : null }));
    const roles = await accountRoles(database.db, [...accounts, { workchain: -1, address: hex('1'), code_hash: hex('8') }]);
    expect(Object.fromEntries(roles)).toEqual({
      [`0:${hex('1')}`]: { role: 'token-root', verified_name: null },
      [`0:${hex('2')}`]: { role: 'token-wallet', verified_name: null },
      [`0:${hex('3')}`]: { role: 'nft-collection', verified_name: null },
      [`0:${hex('4')}`]: { role: 'nft-item', verified_name: null },
      [`0:${hex('5')}`]: { role: null, verified_name: 'contracts/Example' },
      [`-1:${hex('1')}`]: { role: null, verified_name: null },
    });
    expect(await accountRoles(database.db, [])).toEqual(new Map());
  });
});
