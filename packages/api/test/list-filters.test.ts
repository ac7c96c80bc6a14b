import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import {
  type Account,
  type AccountListResponse,
  type Block,
  type BlockListResponse,
  type Message,
  type MessageListResponse,
  type Transaction,
  type TransactionListResponse,
} from '../src/index.js';
import { apiClient } from './api-client.js';
import { genesisDatabase } from './genesis.js';
import { buildCheckedServer } from './support/openapi-responses.js';

interface Page<T> {
  rows: T[];
  next: string | null;
  prev: string | null;
}

describeWithFixtures('the explorer API lists on the Everscale genesis', () => {
  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const { post, data } = apiClient(() => app);

    beforeAll(async () => {
      database = await genesisDatabase(kind);
      app = await buildCheckedServer({ database, rateLimit: false });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    const transactionPage = async (body: object): Promise<Page<Transaction>> => {
      const page = await data<TransactionListResponse>(post('/transactions/list', body));
      return { rows: page.transactions, next: page.nextCursor, prev: page.prevCursor };
    };
    const messagePage = async (body: object): Promise<Page<Message>> => {
      const page = await data<MessageListResponse>(post('/messages/list', body));
      return { rows: page.messages, next: page.next_cursor, prev: page.prev_cursor };
    };
    const accountPage = async (body: object): Promise<Page<Account>> => {
      const page = await data<AccountListResponse>(post('/accounts/list', body));
      return { rows: page.accounts, next: page.nextCursor, prev: page.prevCursor };
    };
    const blockPage = async (body: object): Promise<Page<Block>> => {
      const page = await data<BlockListResponse>(post('/blocks/list', body));
      return { rows: page.blocks, next: page.nextCursor, prev: page.prevCursor };
    };
    const count = async (path: string, body: object) => (await data<{ count: number }>(post(path, body))).count;

    /** Every row of a list, walking Next from the first page to the last. */
    async function walk<T>(read: (body: object) => Promise<Page<T>>, body: object, limit = 100): Promise<{ rows: T[]; pages: Page<T>[] }> {
      const pages: Page<T>[] = [];
      let cursor: string | null = null;
      do {
        const page: Page<T> = await read({ ...body, limit, ...(cursor ? { cursor } : {}) });
        pages.push(page);
        cursor = page.next;
      } while (cursor !== null);
      return { rows: pages.flatMap((page) => page.rows), pages };
    }

    it('walks every transaction exactly once, newest first, and Prev returns the page before', async () => {
      const { rows, pages } = await walk(transactionPage, {}, 100);
      expect(rows).toHaveLength(await count('/transactions/count', {}));
      expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
      for (let index = 1; index < rows.length; index++) {
        const [a, b] = [rows[index - 1]!, rows[index]!];
        expect(a.time > b.time || (a.time === b.time && BigInt(a.lt) >= BigInt(b.lt))).toBe(true);
      }
      const back = await transactionPage({ limit: 100, cursor: pages[2]!.prev, direction: 'Prev' });
      expect(back.rows.map((row) => row.hash)).toEqual(pages[1]!.rows.map((row) => row.hash));
      expect(pages[0]!.prev).toBeNull();
      expect(pages.at(-1)!.next).toBeNull();
    });

    it('narrows transactions by type, account, block, time and balance change, each count agreeing with its list', async () => {
      const all = (await walk(transactionPage, {})).rows;
      const sample = all.find((row) => row.txType === 'Ordinary')!;
      const midTime = all[Math.floor(all.length / 2)]!.time;
      const filters: [object, (row: Transaction) => boolean][] = [
        [{ txTypes: ['Ordinary'] }, (row) => row.txType === 'Ordinary'],
        [{ txTypes: ['TickTock'] }, (row) => row.txType === 'TickTock'],
        [{ includeAccounts: [sample.accountId.toUpperCase()] }, (row) => row.accountId === sample.accountId],
        [{ excludeAccounts: [sample.accountId] }, (row) => row.accountId !== sample.accountId],
        [{ block: sample.blockRootHash }, (row) => row.blockRootHash === sample.blockRootHash],
        [{ timeGe: midTime }, (row) => row.time >= midTime],
        [{ timeLe: midTime }, (row) => row.time <= midTime],
        [{ balanceChangeGe: '1' }, (row) => BigInt(row.balanceChange) >= 1n],
        [{ balanceChangeLe: '-1' }, (row) => BigInt(row.balanceChange) <= -1n],
        [{ txTypes: ['Ordinary'], timeLe: midTime }, (row) => row.txType === 'Ordinary' && row.time <= midTime],
      ];
      for (const [filter, matches] of filters) {
        const rows = (await walk(transactionPage, filter)).rows;
        const expected = all.filter(matches);
        expect(
          rows.map((row) => row.hash),
          JSON.stringify(filter),
        ).toEqual(expected.map((row) => row.hash));
        expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
        expect(expected.length, JSON.stringify(filter)).toBeLessThan(all.length);
        expect(await count('/transactions/count', filter)).toBe(expected.length);
      }
      const byValue = (await walk(transactionPage, { ordering: { by: 'messageValue', order: 'DESC' } })).rows;
      expect(byValue).toHaveLength(all.length);
      const offset = await transactionPage({ limit: 5, offset: 10 });
      expect(offset.rows.map((row) => row.hash)).toEqual(all.slice(10, 15).map((row) => row.hash));
    });

    it('walks every message once and narrows them by direction, type, account, block, time and value', async () => {
      const all = (await walk(messagePage, {})).rows;
      expect(all).toHaveLength(await count('/messages/count', {}));
      expect(new Set(all.map((row) => row.messageHash)).size).toBe(all.length);
      const sample = all.find((row) => row.messageType === 'Internal' && row.srcTransactionHash !== null && row.dstAddress !== row.srcAddress)!;
      const block = (await data<{ transaction: { blockRootHash: string } }>(post('/transactions', { id: sample.srcTransactionHash }))).transaction
        .blockRootHash;
      const filters: [object, (row: Message) => boolean][] = [
        [{ messageTypes: ['ExternalOut'] }, (row) => row.messageType === 'ExternalOut'],
        [{ includeSrcAccounts: [sample.srcAddress] }, (row) => row.srcAddress === sample.srcAddress],
        [{ excludeSrcAccounts: [sample.srcAddress] }, (row) => row.srcAddress !== sample.srcAddress],
        [{ includeDstAccounts: [sample.dstAddress] }, (row) => row.dstAddress === sample.dstAddress],
        [{ excludeDstAccounts: [sample.dstAddress] }, (row) => row.dstAddress !== sample.dstAddress],
        [{ includeAccounts: [sample.dstAddress] }, (row) => row.dstAddress === sample.dstAddress || row.srcAddress === sample.dstAddress],
        [{ excludeAccounts: [sample.dstAddress] }, (row) => row.dstAddress !== sample.dstAddress && row.srcAddress !== sample.dstAddress],
        [{ messageValueGe: sample.messageValue }, (row) => BigInt(row.messageValue) >= BigInt(sample.messageValue)],
        [{ messageValueLe: '0' }, (row) => BigInt(row.messageValue) <= 0n],
        [{ transactionTimeGe: sample.transactionTime }, (row) => row.transactionTime! >= sample.transactionTime!],
        [{ transactionTimeLe: sample.transactionTime }, (row) => row.transactionTime! <= sample.transactionTime!],
        [{ block }, (row) => row.srcTransactionHash !== null || row.dstTransactionHash !== null],
      ];
      for (const [filter, matches] of filters) {
        const rows = (await walk(messagePage, filter)).rows;
        const hasBlock = 'block' in filter;
        expect(rows.every(matches), JSON.stringify(filter)).toBe(true);
        expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
        expect(rows.length, JSON.stringify(filter)).toBeLessThan(all.length);
        if (!hasBlock)
          expect(
            rows.map((row) => row.messageHash),
            JSON.stringify(filter),
          ).toEqual(all.filter(matches).map((row) => row.messageHash));
        expect(await count('/messages/count', filter)).toBe(rows.length);
      }
      const outbound = (await walk(messagePage, { isOut: true })).rows;
      expect(outbound.length).toBeGreaterThan(0);
      expect(outbound.every((row) => row.isOut === true && row.transactionHash === row.srcTransactionHash)).toBe(true);
      const inbound = (await walk(messagePage, { isOut: false })).rows;
      expect(inbound.every((row) => row.isOut === false && row.transactionHash === row.dstTransactionHash)).toBe(true);
      expect(inbound.length).toBe(all.filter((row) => row.dstTransactionHash !== null).length);
      const inBlock = (await walk(messagePage, { isOut: true, block })).rows;
      expect(inBlock.map((row) => row.messageHash)).toContain(sample.messageHash);
    });

    it('walks accounts in each ordering once and narrows them by balance, creation time and code hash', async () => {
      const all = (await walk(accountPage, {}, 7)).rows;
      expect(all).toHaveLength(await count('/accounts/count', {}));
      for (let index = 1; index < all.length; index++) expect(BigInt(all[index - 1]!.balance) >= BigInt(all[index]!.balance)).toBe(true);
      for (const by of ['createdAt', 'updatedAt', 'balance']) {
        for (const order of ['ASC', 'DESC']) {
          const rows = (await walk(accountPage, { ordering: { by, order } }, 6)).rows;
          expect(new Set(rows.map((row) => row.address))).toEqual(new Set(all.map((row) => row.address)));
          expect(rows).toHaveLength(all.length);
        }
      }
      const median = all[Math.floor(all.length / 2)]!;
      const created = all.find((row) => row.createdAt !== null)!;
      const code = all.find((row) => row.codeHash !== null)!.codeHash!;
      const filters: [object, (row: Account) => boolean][] = [
        [{ balanceGe: median.balance }, (row) => BigInt(row.balance) >= BigInt(median.balance)],
        [{ balanceLe: median.balance }, (row) => BigInt(row.balance) <= BigInt(median.balance)],
        [{ createdAtGe: created.createdAt }, (row) => row.createdAt !== null && row.createdAt >= created.createdAt!],
        [{ createdAtLe: created.createdAt }, (row) => row.createdAt !== null && row.createdAt <= created.createdAt!],
        [{ codeHash: code.toUpperCase() }, (row) => row.codeHash === code],
      ];
      for (const [filter, matches] of filters) {
        const rows = (await walk(accountPage, filter)).rows;
        const expected = all.filter(matches);
        expect(
          rows.map((row) => row.address),
          JSON.stringify(filter),
        ).toEqual(expected.map((row) => row.address));
        expect(expected.length).toBeGreaterThan(0);
        expect(await count('/accounts/count', filter)).toBe(expected.length);
      }
      expect(all.filter((row) => row.codeHash === code).length).toBeLessThan(all.length);
    });

    it('walks blocks newest first and by seqno, and hides empty blocks or other workchains on request', async () => {
      const all = (await walk(blockPage, {})).rows;
      expect(all).toHaveLength(await count('/blocks/count', {}));
      expect(new Set(all.map((row) => row.rootHash)).size).toBe(all.length);
      for (const [filter, matches] of [
        [{ transactionCountGe: 1 }, (row: Block) => row.transactionCount >= 1],
        [{ workchain: 0 }, (row: Block) => row.workchain === 0],
        [{ workchain: -1, transactionCountGe: 6 }, (row: Block) => row.workchain === -1 && row.transactionCount >= 6],
      ] as const) {
        const rows = (await walk(blockPage, filter)).rows;
        const expected = all.filter(matches);
        expect(rows.map((row) => row.rootHash)).toEqual(expected.map((row) => row.rootHash));
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(all.length);
        expect(await count('/blocks/count', filter)).toBe(expected.length);
      }
      const bySeqno = (await walk(blockPage, { ordering: { by: 'seqno', order: 'ASC' } }, 50)).rows;
      expect(bySeqno).toHaveLength(all.length);
      for (let index = 1; index < bySeqno.length; index++) expect(bySeqno[index - 1]!.seqno).toBeLessThanOrEqual(bySeqno[index]!.seqno);
    });
  });
});
