import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countMessages,
  listMessages,
  messageBoc,
  messageByHash,
  messageOccurrences,
  type MessageFilter,
  type MessageListItem,
} from '../../../src/chain/queries/messages.js';
import { messageTree } from '../../../src/chain/queries/message-tree.js';
import { QueryInputError } from '../../../src/sql/errors.js';
import { hashOf, rawAddress, transactionRow, writeBatch } from '../../support/chain-rows.js';
import { expectedMessages, type ModelItem } from '../../support/message-model.js';
import { syntheticChain, withoutMark } from '../../support/synthetic-chain.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { walkBackward, walkForward } from '../../support/walk.js';

const chain = syntheticChain({ seed: 11, batches: 16, externalsPerBatch: 4 });
const WRITTEN = 10;
const messages = [...chain.messages.values()];
const label = (filter: object) => JSON.stringify(filter, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
const expected = (filter: MessageFilter, mcSeqno = WRITTEN) => expectedMessages(messages, chain.transactions, mcSeqno, filter);
const shape = (items: readonly ModelItem[]) =>
  items.map((item) => ({ hash: item.message.hash, isOut: item.isOut, transaction: item.transactionHash, time: item.time }));
const listed = (items: readonly MessageListItem[]) =>
  items.map((item) => ({ hash: item.hash, isOut: item.is_out, transaction: item.transaction_hash, time: item.transaction_time }));

describe.each(BACKENDS)('message queries on %s', (backend) => {
  let database: TestDatabase;
  const list = (filter: MessageFilter, limit = 8) => walkForward((page) => listMessages(database.db, filter, page), limit).then((walk) => walk.items);

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    for (const batch of chain.batches.slice(0, WRITTEN)) await writeBatch(database.db, batch.mcSeqno, batch.rows);
  }, 60_000);
  afterAll(async () => database.close());

  it('reads a message, its raw BOC and the transactions it appears in', async () => {
    const internal = messages.find((m) => m.message_type === 'Internal' && m.dst_mc_seqno !== null && m.dst_mc_seqno <= WRITTEN)!;
    const record = (await messageByHash(database.db, internal.hash))!;
    expect(record.value).toBe(internal.value);
    expect(record.src_transaction_hash).toBe(internal.src_transaction_hash);
    expect(record.dst_transaction_hash).toBe(internal.dst_transaction_hash);
    expect(await messageBoc(database.db, internal.hash)).toEqual(internal.boc);
    expect(await messageOccurrences(database.db, internal.hash)).toEqual([
      {
        is_out: true,
        transaction_hash: internal.src_transaction_hash,
        transaction_lt: internal.src_transaction_lt,
        transaction_time: BigInt(internal.src_transaction_time!),
        workchain: internal.src_workchain,
        address: internal.src_address,
      },
      {
        is_out: false,
        transaction_hash: internal.dst_transaction_hash,
        transaction_lt: internal.dst_transaction_lt,
        transaction_time: BigInt(internal.dst_transaction_time!),
        workchain: internal.dst_workchain,
        address: internal.dst_address,
      },
    ]);
    const external = messages.find((m) => m.message_type === 'ExternalIn')!;
    expect((await messageOccurrences(database.db, external.hash)).map((o) => [o.is_out, o.transaction_hash])).toEqual([
      [false, external.dst_transaction_hash],
    ]);
    const event = messages.find((m) => m.message_type === 'ExternalOut')!;
    expect((await messageOccurrences(database.db, event.hash)).map((o) => [o.is_out, o.transaction_hash])).toEqual([
      [true, event.src_transaction_hash],
    ]);
    expect(await messageOccurrences(database.db, hashOf('none'))).toEqual([]);
  });

  it('lists messages by transaction time, and each filter keeps exactly the matching ones', async () => {
    const [first, second] = chain.users.map((user) => rawAddress(0, user.address));
    const elector = rawAddress(-1, chain.elector.address);
    const block = chain.blocks.find((b) => b.workchain === 0 && b.mc_seqno === 5 && b.transaction_count > 2)!.root_hash;
    const all = expected({});
    const filters: MessageFilter[] = [
      {},
      { isOut: true },
      { isOut: false },
      { block },
      { block, isOut: true },
      { block, isOut: false },
      { messageTypes: ['ExternalIn'] },
      { messageTypes: ['Internal', 'ExternalOut'] },
      { includeAccounts: [first!] },
      { excludeAccounts: [first!, elector] },
      { includeSrcAccounts: [first!, second!] },
      { excludeSrcAccounts: [first!] },
      { includeDstAccounts: [elector] },
      { excludeDstAccounts: [elector] },
      { isOut: false, includeDstAccounts: [elector], transactionTimeGe: 1_700_000_010 },
      { transactionTimeGe: 1_700_000_015n, transactionTimeLe: 1_700_000_030n },
      { isOut: true, transactionTimeLe: 1_700_000_020 },
      { messageValueGe: '5000000000' },
      { messageValueLe: 0n },
      { includeAccounts: [second!], messageTypes: ['Internal'], messageValueGe: 1n },
    ];
    for (const filter of filters) {
      const want = expected(filter);
      expect(want.length, label(filter)).toBeGreaterThan(0);
      if (Object.keys(filter).length > 0) expect(want.length, label(filter)).toBeLessThan(all.length);
      expect(listed(await list(filter)), label(filter)).toEqual(shape(want));
      expect(await countMessages(database.db, filter), label(filter)).toBe(BigInt(want.length));
    }
  });

  it('pages Next and then Prev back', async () => {
    const filter: MessageFilter = { isOut: false };
    const one = await listMessages(database.db, filter, { limit: 6 });
    const two = await listMessages(database.db, filter, { limit: 6, cursor: one.nextCursor });
    const back = await listMessages(database.db, filter, { limit: 6, cursor: two.prevCursor, direction: 'Prev' });
    expect(listed(back.items)).toEqual(listed(one.items));
    expect(back.prevCursor).toBeNull();
    expect(listed([...one.items, ...two.items])).toEqual(shape(expected(filter).slice(0, 12)));
  });

  it('walks each listing over exactly the rows present when the walk began, while later batches consume and create messages', async () => {
    let written = WRITTEN;
    for (const isOut of [undefined, true, false]) {
      const filter: MessageFilter = { isOut };
      const before = shape(expected(filter, written));
      let writes = 2;
      const walk = await walkForward(
        (page) => listMessages(database.db, filter, page),
        7,
        async () => {
          if (writes-- > 0) {
            const batch = chain.batches[written++]!;
            await writeBatch(database.db, batch.mcSeqno, batch.rows);
          }
        },
      );
      expect(listed(walk.items), label(filter)).toEqual(before);
      const last = walk.pages.at(-1)!;
      const backward = await walkBackward((page) => listMessages(database.db, filter, page), 7, last.prevCursor!);
      expect(listed([...backward, ...last.items]), label(filter)).toEqual(before);
    }
    expect(written).toBe(chain.batches.length);
    expect(listed(await list({ isOut: false }))).toEqual(shape(expected({ isOut: false }, written)));
  });

  it('keeps a message consumed after the walk began out of the inbound walk, even when its consumer sorts among unwalked rows', async () => {
    const mcSeqno = chain.batches.length;
    const before = shape(expected({ isOut: false }, mcSeqno));
    const waiting = messages.find((m) => m.message_type === 'Internal' && m.dst_mc_seqno === null)!;
    const middle = before[Math.floor(before.length / 2)]!.time;
    const consumer = transactionRow({
      workchain: waiting.dst_workchain!,
      account: waiting.dst_address!,
      lt: 88_000_000n,
      now: middle,
      block_root_hash: chain.blocks[0]!.root_hash,
      mc_seqno: mcSeqno + 1,
      in_msg_hash: waiting.hash,
    });
    const consumed = {
      ...withoutMark(waiting),
      dst_transaction_hash: consumer.hash!,
      dst_transaction_lt: consumer.lt,
      dst_transaction_time: consumer.now,
    };
    const walk = await walkForward(
      (page) => listMessages(database.db, { isOut: false }, page),
      5,
      async (index) => {
        if (index === 0) await writeBatch(database.db, mcSeqno + 1, { transactions: [consumer], messages: [consumed] });
      },
    );
    expect(listed(walk.items)).toEqual(before);
    const after = listed(await list({ isOut: false }));
    const position = after.findIndex((item) => item.hash === waiting.hash);
    expect(position).toBeGreaterThan(5);
    expect(after[position]).toEqual({ hash: waiting.hash, isOut: false, transaction: consumer.hash, time: BigInt(middle) });
  });

  it('gives the whole chain of a message from its true root, siblings included, the same from every message of the chain', async () => {
    const stored = await database.db
      .selectFrom('messages')
      .select(['hash', 'message_type', 'src_transaction_hash', 'dst_transaction_hash'])
      .execute();
    const storedTransactions = await database.db.selectFrom('transactions').select(['hash', 'in_msg_hash']).execute();
    const member = stored.find((m) => {
      const siblings = stored.filter((other) => other.src_transaction_hash === m.src_transaction_hash);
      return m.message_type === 'Internal' && m.src_transaction_hash && siblings.length > 1;
    })!;
    const tree = (await messageTree(database.db, member.hash))!;
    expect(tree.truncated).toBe(false);
    const txHashes = new Set(tree.transactions.map((t) => t.hash));
    const msgHashes = new Set(tree.messages.map((m) => m.hash));
    // The chain closed under both links: every message's transactions, every transaction's inbound and outbound messages.
    const expectedMessages = new Set<string>([member.hash]);
    const expectedTransactions = new Set<string>();
    const add = (set: Set<string>, hash: string | null) => hash !== null && !set.has(hash) && set.add(hash) !== undefined;
    for (let grew = true; grew;) {
      grew = false;
      for (const m of stored) {
        if (m.src_transaction_hash !== null && expectedTransactions.has(m.src_transaction_hash)) grew = add(expectedMessages, m.hash) || grew;
        if (!expectedMessages.has(m.hash)) continue;
        for (const tx of [m.src_transaction_hash, m.dst_transaction_hash])
          if (storedTransactions.some((t) => t.hash === tx)) grew = add(expectedTransactions, tx) || grew;
      }
      for (const t of storedTransactions) if (expectedTransactions.has(t.hash)) grew = add(expectedMessages, t.in_msg_hash) || grew;
    }
    expect(expectedMessages.size).toBeGreaterThan(2);
    expect(msgHashes).toEqual(expectedMessages);
    expect(txHashes).toEqual(expectedTransactions);
    const rootMessage = tree.messages.find((m) => m.hash === tree.root.hash)!;
    expect(tree.root.kind).toBe('Message');
    expect(txHashes.has(rootMessage.src_transaction_hash ?? '')).toBe(false);
    for (const other of expectedMessages) {
      const again = (await messageTree(database.db, other))!;
      expect(again.root).toEqual(tree.root);
      expect(new Set(again.messages.map((m) => m.hash))).toEqual(expectedMessages);
    }

    const small = (await messageTree(database.db, member.hash, { maxNodes: 3 }))!;
    expect(small.truncated).toBe(true);
    expect(small.messages.length + small.transactions.length).toBe(3);
    const shallow = (await messageTree(database.db, member.hash, { maxDepth: 1 }))!;
    expect(shallow.truncated).toBe(true);
    expect(await messageTree(database.db, hashOf('none'))).toBeUndefined();
  });

  it('refuses bad filters naming the field', async () => {
    const field = (call: () => Promise<unknown>) =>
      call().then(
        () => null,
        (error: unknown) => (error instanceof QueryInputError ? error.field : error),
      );
    const many = Array.from({ length: 101 }, (_, index) => rawAddress(0, hashOf(String(index))));
    expect(await field(() => listMessages(database.db, { includeDstAccounts: many }, { limit: 5 }))).toBe('includeDstAccounts');
    expect(await field(() => listMessages(database.db, { messageTypes: ['Inbound' as never] }, { limit: 5 }))).toBe('messageTypes');
    expect(await field(() => countMessages(database.db, { excludeSrcAccounts: ['-1:zz'] }))).toBe('excludeSrcAccounts');
    expect(await field(() => countMessages(database.db, { isOut: 'yes' as never }))).toBe('isOut');
    expect(await field(() => messageTree(database.db, hashOf('x'), { maxDepth: 0 }))).toBe('maxDepth');
    const page = await listMessages(database.db, { isOut: true }, { limit: 2 });
    expect(await field(() => listMessages(database.db, { isOut: false }, { limit: 2, cursor: page.nextCursor }))).toBe('cursor');
  });
});
