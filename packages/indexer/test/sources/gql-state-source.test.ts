import { decodeAccount, decodeConfigParams, encodeBase64, formatRawAddress, readBocSingle } from '@tvmscan/tvm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { GqlStateSource } from '../../src/sources/gql/gql-state-source.js';
import { describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import { startTestServer, type Exchange, type TestServer } from './test-http-server.js';

const FAST_RETRY = { retries: 3, initialDelayMs: 1, maxDelayMs: 5, timeoutMs: 1000 };
/** The config parameters of everscale/blocks/mc_key_block.boc, as the fixtures README lists them. */
const KEY_BLOCK_PARAMS = [0, 1, 2, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 29, 31, 32, 34];

interface GqlBody {
  operationName: string;
  variables: Record<string, unknown>;
}

describeWithFixtures('GqlStateSource', () => {
  let accountBoc: Uint8Array;
  let address: string;
  let keyBlockBoc: Uint8Array;
  const servers: TestServer[] = [];

  beforeAll(() => {
    accountBoc = readFixture('everscale/accounts/sdk-account.boc');
    address = formatRawAddress(decodeAccount(readBocSingle(accountBoc))!.address)!;
    keyBlockBoc = readFixture('everscale/blocks/mc_key_block.boc');
  });

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  async function serve(reply: (body: GqlBody, exchange: Exchange) => void): Promise<GqlStateSource> {
    const server = await startTestServer((body, exchange) => reply(body as GqlBody, exchange));
    servers.push(server);
    return new GqlStateSource({ endpoint: server.url, retry: FAST_RETRY });
  }

  /** Answers as ever-q-server would from the fixture account and key block. */
  function qServer(body: GqlBody, exchange: Exchange): void {
    if (body.operationName === 'Account') {
      const accounts = body.variables.address === address ? [{ id: address, boc: encodeBase64(accountBoc) }] : [];
      return exchange.json({ data: { accounts } });
    }
    const id = readBocSingle(keyBlockBoc).hashHex();
    exchange.json({ data: { blocks: [{ id, seq_no: 24715347, boc: encodeBase64(keyBlockBoc) }] } });
  }

  it('returns the account BOC with the fixture balance, and null for an unknown account', async () => {
    const source = await serve(qServer);
    const bytes = await source.getAccount(address);
    expect(bytes).toEqual(accountBoc);
    expect(decodeAccount(readBocSingle(bytes!))!.storage.balance.coins).toBe(673466740724179341n);
    expect(await source.getAccount(`-1:${'00'.repeat(32)}`)).toBeNull();
  });

  it('returns the config of the latest key block', async () => {
    const source = await serve(qServer);
    const config = decodeConfigParams(readBocSingle((await source.getConfig())!));
    expect(config.address).toBe('55'.repeat(32));
    expect([...config.params.keys()].sort((a, b) => a - b)).toEqual(KEY_BLOCK_PARAMS);
  });

  it('retries GraphQL errors and truncated answers', async () => {
    let calls = 0;
    const source = await serve((body, exchange) => {
      calls++;
      if (calls === 1) return exchange.json({ data: null, errors: [{ message: 'Service Unavailable' }] });
      if (calls === 2) return exchange.text('{"data":{"blocks":[{"id":"');
      qServer(body, exchange);
    });
    expect(await source.getConfig()).not.toBeNull();
    expect(calls).toBe(3);
  });

  it('fails with malformed-answer when the key block is not the block its id names', async () => {
    const source = await serve((_body, exchange) => exchange.json({ data: { blocks: [{ id: 'ab'.repeat(32), boc: encodeBase64(keyBlockBoc) }] } }));
    await expect(source.getConfig()).rejects.toMatchObject({ code: 'malformed-answer', message: expect.stringContaining('root hash') });
  });
});
