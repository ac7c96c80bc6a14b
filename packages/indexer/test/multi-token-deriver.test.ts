import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multiTokenTransaction, type MultiTokenEventSpec } from '@tvmscan/contracts/testing';
import { chainChecksum, emptyChainRows, writeChainRows, type NftRows } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { Builder, decodeTransaction, storeTransaction, transactionView } from '@tvmscan/tvm';
import { NftDeriver } from '../src/derive/nfts/nft-deriver.js';
import type { PreparedBatch } from '../src/pipeline/prepared-batch.js';
import type { TransactionFacts } from '../src/pipeline/transaction-facts.js';
import { transactionFacts } from '../src/pipeline/transaction-rows.js';

const address = (byte: string) => `0:${byte.repeat(32)}`;
const COLLECTION = address('c0');
const NFT = address('a0');
const SECOND_NFT = address('a1');
const [OWNER, OTHER_OWNER, THIEF] = [address('01'), address('02'), address('03')];
const [WALLET, OTHER_WALLET, SECOND_WALLET, FORGED_WALLET] = [address('b1'), address('b2'), address('b3'), address('f0')];

let lt = 5000n;

/**
 * What the indexer reads of a transaction of `account` on a message from `from` that emits `events`: the
 * transaction is written with our codec and read back as the preparing thread reads a block's transactions.
 */
function facts(account: string, from: string, events: readonly MultiTokenEventSpec[]): TransactionFacts {
  lt += 10n;
  const cell = new Builder();
  storeTransaction(cell, multiTokenTransaction(account, from, events, { lt, now: 1_700_000_000 + Number(lt) }));
  const encoded = cell.endCell();
  const tx = decodeTransaction(encoded);
  return transactionFacts(tx, transactionView(encoded, 0, tx), 0, { byCollator: new Set(), tokens: true });
}

const group = (transactions: TransactionFacts[]) => [{ transactions } as unknown as PreparedBatch];

/** The collection's mint: the NFT it deploys for the id, then the multi-token minted to `owner`'s wallet. */
const mint = (id: bigint, nft: string, wallet: string, count: bigint, owner: string) =>
  facts(COLLECTION, OWNER, [
    { name: 'CollectionNftCreated', id, nft, owner: COLLECTION, creator: OWNER },
    { name: 'MultiTokenCreated', id, wallet, count, owner, creator: OWNER },
  ]);
const walletCreated = (wallet: string, from: string, event: { id: bigint; owner: string; collection: string; balance: bigint }) =>
  facts(wallet, from, [{ name: 'MultiTokenWalletCreated', ...event }]);
const transferred = (to: string, from: string, count: bigint, newBalance: bigint) =>
  facts(to, from, [{ name: 'MultiTokenTransfered', sender: OWNER, senderWallet: from, recipient: OTHER_OWNER, count, newBalance }]);
const burned = (id: bigint, count: bigint, owner: string) => facts(COLLECTION, address('99'), [{ name: 'MultiTokenBurned', id, count, owner }]);

/** Mints of ids 0 (100 to OWNER) and 1 (5 to OWNER), a transfer of 30 to a wallet it deploys, and two forgeries. */
const FIRST_WRITE = [
  mint(0n, NFT, WALLET, 100n, OWNER),
  mint(1n, SECOND_NFT, SECOND_WALLET, 5n, OWNER),
  walletCreated(WALLET, COLLECTION, { id: 0n, owner: OWNER, collection: COLLECTION, balance: 100n }),
  walletCreated(SECOND_WALLET, COLLECTION, { id: 1n, owner: OWNER, collection: COLLECTION, balance: 5n }),
  walletCreated(OTHER_WALLET, WALLET, { id: 0n, owner: OTHER_OWNER, collection: COLLECTION, balance: 0n }),
  transferred(OTHER_WALLET, WALLET, 30n, 30n),
  // A contract the collection did not deploy claims 1000 of id 0, then sends them to a real wallet.
  walletCreated(FORGED_WALLET, THIEF, { id: 0n, owner: THIEF, collection: COLLECTION, balance: 1000n }),
  transferred(OTHER_WALLET, FORGED_WALLET, 500n, 530n),
];
/** A later write: 10 of id 0 burned from OTHER_OWNER's wallet, all of id 1 burned, and a burn of a wallet that does not exist. */
const SECOND_WRITE = [burned(0n, 10n, OTHER_OWNER), burned(1n, 5n, OWNER), burned(0n, 1n, THIEF)];

describe.each(testDatabaseKinds())('the multi-token rows derived from standard-6 events on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const write = async (nfts: NftRows) => database.db.transaction().execute((trx) => writeChainRows(trx, { ...emptyChainRows(), nfts }));
  const rowsOf = async () => ({
    collections: await database.db.selectFrom('multi_token_collections').selectAll().execute(),
    tokens: await database.db.selectFrom('multi_tokens').selectAll().orderBy('token_id').execute(),
    wallets: await database.db.selectFrom('multi_token_wallets').selectAll().orderBy('address').execute(),
  });

  it('mints, transfers and burns into balances that add up to each supply, the supplies to the total, and ignores forged wallets', async () => {
    // The whole chain in one write, derived before anything is stored, is what the two writes below must leave.
    const inOneWrite = (await new NftDeriver(database).derive(group([...FIRST_WRITE, ...SECOND_WRITE]), 0)).multi;
    await write(await new NftDeriver(database).derive(group(FIRST_WRITE), 0));
    // A new deriver reads what the first write stored, as the indexer does after a restart or a crash.
    await write(await new NftDeriver(database).derive(group(SECOND_WRITE), 1));
    const { collections, tokens, wallets } = await rowsOf();

    const balances = Object.fromEntries(wallets.map((wallet) => [wallet.address, wallet.balance]));
    expect(balances).toEqual({ [WALLET]: '70', [OTHER_WALLET]: '20', [SECOND_WALLET]: '0' });
    expect(wallets.find((wallet) => wallet.address === OTHER_WALLET)).toMatchObject({
      collection_address: COLLECTION,
      token_id: '0',
      owner_address: OTHER_OWNER,
      nft_address: NFT,
    });
    expect(tokens.map(({ token_id, nft_address, minted, supply }) => ({ token_id, nft_address, minted, supply }))).toEqual([
      { token_id: '0', nft_address: NFT, minted: '100', supply: '90' },
      { token_id: '1', nft_address: SECOND_NFT, minted: '5', supply: '0' },
    ]);
    for (const token of tokens) {
      const held = wallets.filter((wallet) => wallet.token_id === token.token_id).reduce((sum, wallet) => sum + BigInt(wallet.balance), 0n);
      expect(held).toBe(BigInt(token.supply));
    }
    expect(collections).toEqual([
      expect.objectContaining({ address: COLLECTION, token_count: 2n, live_token_count: 1n, total_supply: '90', last_token_id: '1' }),
    ]);
    expect(BigInt(collections[0]!.total_supply)).toBe(tokens.reduce((sum, token) => sum + BigInt(token.supply), 0n));

    expect(plain(collections)).toEqual(plain(inOneWrite.collections));
    expect(plain(tokens)).toEqual(plain(inOneWrite.tokens));
    expect(plain(wallets)).toEqual(plain(inOneWrite.wallets));
    const checksum = await chainChecksum(database.db);
    expect([checksum['multi_token_collections'], checksum['multi_tokens'], checksum['multi_token_wallets']].map((sum) => sum!.split(':')[0])).toEqual(
      ['1', '2', '3'],
    );
  });
});

/** Rows as text, in a stable order, so that stored rows and derived ones compare whatever their column types. */
function plain(rows: readonly object[]): string[] {
  return rows
    .map((row) =>
      JSON.stringify(
        Object.entries(row)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, value]) => [key, value === null ? null : String(value)]),
      ),
    )
    .sort();
}
