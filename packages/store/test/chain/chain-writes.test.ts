import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyChainRows, writeChainRows, type MessageRow } from '@tvmscan/store';
import { renderCopyChunk, type CopyChunk } from '@tvmscan/store/copy-text';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { messageRow } from '../support/chain-rows.js';

const SENDER_TX = 'a1'.repeat(32);
const RECEIVER_TX = 'b2'.repeat(32);

function message(hash: string, links: Partial<MessageRow>): MessageRow {
  return messageRow({ hash, message_type: 'Internal', mc_seqno: 1, src_workchain: 0, src_address: '11'.repeat(32), value: '5000000000', ...links });
}

const created = { src_transaction_hash: SENDER_TX, src_transaction_lt: 10n, src_transaction_time: 1_700_000_000 };
const consumed = { dst_transaction_hash: RECEIVER_TX, dst_transaction_lt: 12n, dst_transaction_time: 1_700_000_005 };

function chunk(rows: MessageRow[]): CopyChunk {
  return renderCopyChunk(rows)!;
}

describe.each(testDatabaseKinds())('writing chain rows on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  async function write(messages: MessageRow[], rendered: CopyChunk[]): Promise<void> {
    const rows = emptyChainRows();
    rows.messages = messages;
    rows.rendered.messages = rendered;
    await database.db.transaction().execute((trx) => writeChainRows(trx, rows));
  }

  async function stored(hash: string) {
    return database.db.selectFrom('messages').selectAll().where('hash', '=', hash).execute();
  }

  it('stores a message created and consumed in the same write once, with both transactions', async () => {
    const hash = 'c3'.repeat(32);
    await write([message(hash, created)], [chunk([message(hash, consumed)])]);
    const rows = await stored(hash);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      src_transaction_hash: SENDER_TX,
      src_transaction_lt: 10n,
      dst_transaction_hash: RECEIVER_TX,
      dst_transaction_lt: 12n,
      value: '5000000000',
    });
  });

  it('merges duplicates within rendered chunks and keeps what an earlier write stored', async () => {
    const hash = 'd4'.repeat(32);
    await write([], [chunk([message(hash, {})]), chunk([message(hash, created)])]);
    expect(await stored(hash)).toMatchObject([{ src_transaction_hash: SENDER_TX, dst_transaction_hash: null }]);
    await write([message(hash, consumed)], []);
    expect(await stored(hash)).toMatchObject([
      { src_transaction_hash: SENDER_TX, dst_transaction_hash: RECEIVER_TX, dst_transaction_time: 1_700_000_005n },
    ]);
  });

  it('writes rendered rows beside row objects of the same table', async () => {
    const [first, second] = ['e5'.repeat(32), 'f6'.repeat(32)];
    await write([message(first, created)], [chunk([message(second, consumed)])]);
    expect((await stored(first)).map((row) => row.src_transaction_hash)).toEqual([SENDER_TX]);
    expect((await stored(second)).map((row) => row.dst_transaction_hash)).toEqual([RECEIVER_TX]);
  });
});
