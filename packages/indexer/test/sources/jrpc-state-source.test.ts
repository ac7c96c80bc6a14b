import {
  decodeAccount,
  decodeConfigParams,
  encodeAccountStuff,
  encodeBase64,
  formatRawAddress,
  readBocSingle,
  writeBoc,
  type Account,
} from '@tvmscan/tvm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { JrpcStateSource } from '../../src/sources/jrpc/jrpc-state-source.js';
import { SourceError } from '../../src/sources/http/source-error.js';
import { defined, describeWithFixtures, readFixture } from '@tvmscan/tvm/testing';
import { startTestServer, type Exchange, type TestServer } from '../../src/testing/index.js';

const FAST_RETRY = { retries: 3, initialDelayMs: 1, maxDelayMs: 5, timeoutMs: 1000 };
/** The parameters of everscale/config/new_config.boc, as the fixtures README lists them. */
const NEW_CONFIG_PARAMS = [0, 1, 2, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 29, 31, 32, 34];

interface JrpcBody {
  id: number;
  method: string;
  params: unknown;
}

type Reply = (body: JrpcBody, exchange: Exchange) => void;

describeWithFixtures('JrpcStateSource', () => {
  let sdkAccount: Account;
  let dexAccount: Account;
  let dexAccountBoc: Uint8Array;
  let configBoc: Uint8Array;
  const servers: TestServer[] = [];

  beforeAll(() => {
    sdkAccount = decodeAccount(readBocSingle(readFixture('everscale/accounts/sdk-account.boc')))!;
    dexAccountBoc = readFixture('everscale/accounts/flatqube-dex-pair.boc');
    dexAccount = decodeAccount(readBocSingle(dexAccountBoc))!;
    configBoc = readFixture('everscale/config/new_config.boc');
  });

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  const addressOf = (account: Account) => formatRawAddress(account.address)!;

  /** A node as Tycho's JRPC answers: the untagged account body for the SDK account, the tagged Account for the DEX pair. */
  const node: Reply = (body, exchange) => {
    const result = (value: unknown) => exchange.json({ jsonrpc: '2.0', id: body.id, result: value });
    const timings = { genLt: '1000', genUtime: 1700000000 };
    if (body.method === 'getBlockchainConfig') return result({ globalId: 42, seqno: 1, config: encodeBase64(configBoc) });
    if (body.method !== 'getContractState')
      return exchange.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'Method not found' } });
    const { address } = body.params as { address: string };
    if (address === addressOf(sdkAccount))
      return result({
        type: 'exists',
        account: encodeBase64(writeBoc(encodeAccountStuff(sdkAccount))),
        timings,
        lastTransactionId: { isExact: true, lt: '1', hash: '00'.repeat(32) },
      });
    if (address === addressOf(dexAccount))
      return result({
        type: 'exists',
        account: encodeBase64(dexAccountBoc),
        timings,
        lastTransactionId: { isExact: true, lt: '1', hash: '00'.repeat(32) },
      });
    return result({ type: 'notExists', timings });
  };

  async function serve(reply: Reply): Promise<JrpcStateSource> {
    const server = await startTestServer((body, exchange) => reply(body as JrpcBody, exchange));
    servers.push(server);
    return new JrpcStateSource({ endpoint: server.url, retry: FAST_RETRY });
  }

  it('returns an Account BOC for an account the node sends untagged, with the fixture address, balance and last lt', async () => {
    const source = await serve(node);
    const bytes = await source.getAccount(addressOf(sdkAccount));
    const account = decodeAccount(readBocSingle(bytes!))!;
    expect(addressOf(account)).toMatch(/^0:2bb4a0e8391e7e/);
    expect(account.storage.balance.coins).toBe(673466740724179341n);
    expect(account.storage.lastTransLt).toBe(2262072000003n);
  });

  it('passes a tagged Account BOC through unchanged', async () => {
    const source = await serve(node);
    const bytes = await source.getAccount(addressOf(dexAccount).toUpperCase());
    expect(bytes).toEqual(dexAccountBoc);
    const account = decodeAccount(readBocSingle(bytes!))!;
    expect(addressOf(account)).toMatch(/^0:181317f8476706/);
    expect(account.storage.balance.coins).toBe(1000000000n);
  });

  it('returns null for an account that does not exist', async () => {
    const source = await serve(node);
    expect(await source.getAccount(`0:${'ab'.repeat(32)}`)).toBeNull();
  });

  it('returns the config as ConfigParams, whether the node sends ConfigParams or only the parameter dictionary', async () => {
    const fixture = readBocSingle(configBoc);
    for (const config of [configBoc, writeBoc(defined(fixture.refs[0], 'the parameter dictionary'))]) {
      const source = await serve((body, exchange) =>
        exchange.json({ jsonrpc: '2.0', id: body.id, result: { globalId: 42, seqno: 7, config: encodeBase64(config) } }),
      );
      const decoded = decodeConfigParams(readBocSingle((await source.getConfig())!));
      expect(decoded.address).toBe('55'.repeat(32));
      expect([...decoded.params.keys()].sort((a, b) => a - b)).toEqual(NEW_CONFIG_PARAMS);
      expect(readBocSingle((await source.getConfig())!).equals(fixture)).toBe(true);
    }
  });

  it('retries a node that is not ready yet', async () => {
    let calls = 0;
    const source = await serve((body, exchange) => {
      if (calls++ < 2) return exchange.json({ jsonrpc: '2.0', id: body.id, error: { code: -32000, message: 'Not ready' } });
      node(body, exchange);
    });
    const bytes = await source.getAccount(addressOf(sdkAccount));
    expect(decodeAccount(readBocSingle(bytes!))!.storage.balance.coins).toBe(673466740724179341n);
    expect(calls).toBe(3);
  });

  it('gives up at once when the node does not know the method', async () => {
    let calls = 0;
    const source = await serve((body, exchange) => {
      calls++;
      exchange.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'Method not found' } });
    });
    await expect(source.getConfig()).rejects.toMatchObject({ code: 'rejected', message: expect.stringContaining('Method not found') });
    expect(calls).toBe(1);
  });

  it('fails with malformed-answer when the node keeps sending another account', async () => {
    const source = await serve((body, exchange) =>
      exchange.json({
        jsonrpc: '2.0',
        id: body.id,
        result: { type: 'exists', account: encodeBase64(dexAccountBoc), timings: { genLt: '1', genUtime: 1 } },
      }),
    );
    const error = await source.getAccount(addressOf(sdkAccount)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ code: 'malformed-answer', message: expect.stringContaining('after 4 attempts') });
    expect((error as Error).message).toContain(addressOf(dexAccount));
  });

  it('fails when answers carry another request id', async () => {
    const source = await serve((body, exchange) => exchange.json({ jsonrpc: '2.0', id: body.id + 100, result: { type: 'notExists' } }));
    await expect(source.getAccount(addressOf(sdkAccount))).rejects.toMatchObject({ code: 'malformed-answer' });
  });

  it('rejects an address that is not raw', async () => {
    const source = await serve(node);
    await expect(source.getAccount('EQBvI0aFLnw2QbZgjMPCLRdtRHxhUyinQudg6sdiohIwg5jL')).rejects.toThrow(RangeError);
  });

  it('aborts requests under way on close', async () => {
    const source = await serve((body, exchange) => exchange.later(5000, () => node(body, exchange)));
    const pending = source.getAccount(addressOf(sdkAccount));
    setTimeout(() => void source.close(), 20);
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });
});
