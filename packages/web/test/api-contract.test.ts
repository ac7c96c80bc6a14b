import type { BlockResponse, ExplorerRoute, MessageType, ResponseOf, TransactionType } from '@tvmscan/api/contract';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient, type GetPath, type PostPath } from '../src/shared/api/client.js';
import { MESSAGE_TYPES, TRANSACTION_TYPES } from '../src/shared/api/enumerations.js';
import { installFakeApi } from './support/fake-api.js';

/**
 * The web's calls are typed by the API's contract (@tvmscan/api/contract): a wrong path, body or field is a
 * compile error of `tsc -b`, checked here with `@ts-expect-error` (an expected error that does not occur fails too).
 */

afterEach(() => vi.unstubAllGlobals());

function answerEverything(data: unknown): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)} ${typeof init?.body === 'string' ? init.body : ''}`.trim());
    return new Response(JSON.stringify({ data }), { status: 200 });
  });
  return calls;
}

describe('the API contract in the web', () => {
  it('names every call of the explorer API by method and path', () => {
    expectTypeOf<'/blocks' | '/transactions/list' | '/stats/transactions_10m'>().toExtend<PostPath>();
    expectTypeOf<'/stats' | '/time' | '/elections/state'>().toExtend<GetPath>();
    expectTypeOf<'POST /blocks'>().toExtend<ExplorerRoute>();
  });

  it('answers a call with the data its route answers', async () => {
    answerEverything({ count: 7 });
    const api = createApiClient('/api');
    const counted = await api.post('/blocks/count', { workchain: 0 });
    expectTypeOf(counted).toEqualTypeOf<{ count: number }>();
    expect(counted.count).toBe(7);
    expectTypeOf(await api.post('/blocks', { hash: 'ab' })).toEqualTypeOf<BlockResponse>();
    expectTypeOf(await api.get('/time')).toEqualTypeOf<ResponseOf<'GET /time'>>();
  });

  it('refuses at compile time a call its route does not take', async () => {
    const calls = answerEverything({});
    const api = createApiClient('/api');
    // @ts-expect-error: a hash is a string
    await api.post('/blocks', { hash: 1 });
    // @ts-expect-error: /blocks takes no `blockHash`
    await api.post('/blocks', { blockHash: 'ab' });
    // @ts-expect-error: a transaction type the API does not know
    await api.post('/transactions/list', { txTypes: ['Tick'] });
    // @ts-expect-error: /blocks/key-block-config takes an empty body
    await api.post('/blocks/key-block-config', { seqno: 1 });
    // @ts-expect-error: /blocks is a POST
    await api.get('/blocks');
    // @ts-expect-error: no such call
    await api.post('/blocks/latest', {});
    expect(calls).toHaveLength(6);
  });

  it('refuses at compile time a field its answer does not have', async () => {
    answerEverything({ time: 5 });
    const answer = await createApiClient('/api').get('/time');
    // @ts-expect-error: the answer is `{ time }`
    expect(answer.serverTime).toBeUndefined();
    expect(answer.time).toBe(5);
  });

  it('offers as filter choices the enumerations of the contract, each member once', () => {
    expectTypeOf(TRANSACTION_TYPES).items.toEqualTypeOf<TransactionType>();
    expectTypeOf(MESSAGE_TYPES).items.toEqualTypeOf<MessageType>();
    expect(new Set(TRANSACTION_TYPES).size).toBe(TRANSACTION_TYPES.length);
    expect(TRANSACTION_TYPES).toContain('TickTock');
    expect(MESSAGE_TYPES).toEqual(['Internal', 'ExternalIn', 'ExternalOut']);
  });

  it('types the fake API of the unit tests by the same contract', () => {
    installFakeApi(null, {
      'POST /blocks/count': (body) => ({ data: { count: body.workchain ?? 0 } }),
      // @ts-expect-error: /stats answers Stats, not a count
      'GET /stats': () => ({ data: { count: 1 } }),
    });
    installFakeApi(null, {
      // @ts-expect-error: the call is POST /blocks/list
      'GET /blocks/list': () => ({ data: {} }),
    });
  });
});
