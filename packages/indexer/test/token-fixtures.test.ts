import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeTransaction, readBocSingle, transactionView } from '@tvmscan/tvm';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import { TokenDeriver } from '../src/derive/tokens/token-deriver.js';
import type { PreparedBatch } from '../src/pipeline/prepared-batch.js';
import { transactionFacts } from '../src/pipeline/transaction-rows.js';

/** The TIP-3 and jetton wallet transactions of the nekoton fixtures (../shared/fixtures/README.md) and the operation each is. */
const TOKEN_TRANSACTIONS: [name: string, kind: string, amount: bigint][] = [
  ['nekoton-abi_src_transaction_parser__extracted_props', 'Send', 9_777n],
  ['nekoton-abi_src_transaction_parser__internal_transfer', 'Send', 1_000_000_000n],
  ['nekoton-abi_src_transaction_parser__internal_transfer_1', 'Receive', 1_000_000_000n],
  ['nekoton-abi_src_transaction_parser__send_tokens', 'Send', 9_900_000n],
  ['nekoton-abi_src_transaction_parser__send_tokens_1', 'Receive', 133_714_880n],
  ['nekoton-abi_src_transaction_parser__send_tokens_2', 'Send', 100_000_000n],
  ['nekoton-abi_src_transaction_parser__test_out', 'Send', 148_800n],
  ['nekoton-abi_src_transaction_parser__test_bounce', 'SendCancellation', 1n],
  ['src_core_parsing__test_parse_bounced_tokens_transfer', 'SendCancellation', 1n],
  ['nekoton-abi_src_transaction_parser__test_full_match', 'Send', 90_000_000n],
  ['nekoton-abi_src_transaction_parser__test_partial_match', 'Send', 90_000_000n],
  ['src_core_parsing__test_parse_wallet_v3_token_transfer_with_payload', 'Send', 2_000_000_000_000_000_000n],
  ['src_core_parsing__test_jetton_incoming_transfer', 'Receive', 100n],
  ['src_core_parsing__test_tip3_jetton_incoming_transfer', 'Receive', 1_000_000_000n],
];

/** A batch of one fixture transaction as the preparing thread would hand it over. */
function batchOf(name: string): PreparedBatch {
  const cell = readBocSingle(readFixture(`nekoton/${name}.boc`));
  const tx = decodeTransaction(cell);
  return {
    seqno: 1,
    rootHash: '00'.repeat(32),
    prevRootHash: null,
    genUtime: tx.now,
    keyBlock: false,
    blockCount: 1,
    rendered: { blocks: [], transactions: [], messages: [], accountBlocks: [] },
    transactions: [
      transactionFacts(tx, transactionView(cell, 0, tx), 0, { byCollator: new Set(), tokens: true, actions: false, watched: new Set() }),
    ],
    supplyChange: 0n,
    shardDescriptions: [],
    config: null,
  };
}

describeWithFixtures('token transactions derived from the TIP-3 and jetton fixture transactions', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it.each(TOKEN_TRANSACTIONS)('%s gives one %s row of %d', async (name, kind, amount) => {
    const batch = batchOf(name);
    const rows = await new TokenDeriver(database, undefined).derive([batch], 0);
    const facts = batch.transactions[0]!;
    expect(rows.transactions).toEqual([
      expect.objectContaining({
        kind,
        amount,
        transaction_hash: facts.hash,
        wallet_address: `0:${facts.account}`,
        block_time: facts.now,
        lt: facts.lt,
      }),
    ]);
    const sent = rows.transactions[0]!;
    if (kind === 'Send') expect(sent.sender_owner).toMatch(/^-?\d+:[0-9a-f]{64}$/);
    expect(sent.message_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
