import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVerifiedContract } from '@tvmscan/store';
import { insertAccountRows, openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import type { Account, AccountListResponse } from '../src/contract.js';
import { buildServer, EXPLORER_PREFIX } from '../src/index.js';
import { ALICE, address, DUSD, seedTokens } from './support/token-rows.js';

const WALLET_CODE = '1a'.repeat(32);
const VERIFIED_CODE = '2b'.repeat(32);
const OTHER_CODE = '3c'.repeat(32);
const DUSD_WALLET = address('1', 1);
const COLLECTION = address('7');
const NFT = address('8');
const CONTRACT = address('5');
const STRANGER = address('6');
const NOBODY = address('9');

const account = (raw: string, codeHash: string | null) => {
  const [workchain, hex] = raw.split(':') as [string, string];
  return {
    workchain: Number(workchain),
    address: hex,
    balance: '1000',
    state: codeHash === null ? 'Uninit' : 'Active',
    code_hash: codeHash,
    creator_workchain: null,
    creator_address: null,
    created_at: 1,
    updated_at: 2,
    last_trans_lt: 3,
    last_trans_hash: null,
  };
};

describe.each(testDatabaseKinds())('the kind of an account in the explorer answers on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedTokens(database.db);
    await insertAccountRows(database.db, [
      account(ALICE, WALLET_CODE),
      account(DUSD, VERIFIED_CODE),
      account(DUSD_WALLET, OTHER_CODE),
      account(COLLECTION, OTHER_CODE),
      account(NFT, OTHER_CODE),
      account(CONTRACT, VERIFIED_CODE),
      account(STRANGER, OTHER_CODE),
      account(NOBODY, null),
    ]);
    await database.db
      .insertInto('nft_collections')
      .values({ address: COLLECTION, minted_count: 1, burned_count: 0, created_at: 1, created_lt: 1, updated_lt: 1 })
      .execute();
    await database.db
      .insertInto('nft_items')
      .values({
        address: NFT,
        collection_address: COLLECTION,
        nft_id: '1',
        owner_address: ALICE,
        manager_address: ALICE,
        burned: false,
        created_at: 1,
        created_lt: 1,
        updated_at: 1,
        updated_lt: 1,
      })
      .execute();
    await addVerifiedContract(database.db, {
      codeHash: VERIFIED_CODE,
      contractName: 'tip3/contracts/TokenRoot',
      compilerVersion: '0.62.0',
      linkerVersion: '0.20.0',
      abi: {},
      sources: [],
      tvc: null,
      origin: 'package',
    });
    app = await buildServer({ database, rateLimit: false, walletStandards: new Map([[WALLET_CODE, 'EverWallet']]) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function post<Data>(path: string, body: object): Promise<Data> {
    const response = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}${path}`, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Data }).data;
  }
  const kindOf = async (id: string) => {
    const { account: answer } = await post<{ account: Account }>('/accounts', { id });
    return [answer.kind, answer.contractName];
  };

  it('says what each account is: its token or NFT role first, then a known wallet, a verified contract, other code, or none', async () => {
    expect(await kindOf(ALICE)).toEqual(['Wallet', 'EverWallet']);
    expect(await kindOf(DUSD)).toEqual(['TokenRoot', 'tip3/contracts/TokenRoot']);
    expect(await kindOf(DUSD_WALLET)).toEqual(['TokenWallet', null]);
    expect(await kindOf(COLLECTION)).toEqual(['NftCollection', null]);
    expect(await kindOf(NFT)).toEqual(['NftItem', null]);
    expect(await kindOf(CONTRACT)).toEqual(['VerifiedContract', 'tip3/contracts/TokenRoot']);
    expect(await kindOf(STRANGER)).toEqual(['UnknownContract', null]);
    expect(await kindOf(NOBODY)).toEqual(['NoCode', null]);
    expect(await kindOf(`0:${'4e'.repeat(32)}`)).toEqual(['NoCode', null]);
  });

  it('gives each account of a list page its kind', async () => {
    const page = await post<AccountListResponse>('/accounts/list', { limit: 100 });
    const kinds = Object.fromEntries(page.accounts.map((entry) => [entry.address, entry.kind]));
    expect(kinds).toEqual({
      [ALICE]: 'Wallet',
      [DUSD]: 'TokenRoot',
      [DUSD_WALLET]: 'TokenWallet',
      [COLLECTION]: 'NftCollection',
      [NFT]: 'NftItem',
      [CONTRACT]: 'VerifiedContract',
      [STRANGER]: 'UnknownContract',
      [NOBODY]: 'NoCode',
    });
  });
});
