import { beforeAll, expect, it } from 'vitest';
import { encodeBase64 } from '@tvmscan/tvm';
import { FileStateSource, GetMethodError, JrpcStateSource, withGetMethods, type GetMethodSource, type StateSource } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath } from '@tvmscan/tvm/testing';
import { electorOfState, electorStates, withData, withElectorAccount } from '../elections/elector-data.js';
import { startTestServer } from '../../src/testing/index.js';

const TYCHO_DUMP = 'tycho/testnet-dump/dump/persistents';

function runner(source: StateSource): GetMethodSource {
  if (!source.runGetMethod) throw new Error('the source does not run get-methods');
  return source as GetMethodSource;
}

describeWithFixtures('get-methods run with a real TVM on the states a source gives', () => {
  let dump: FileStateSource;
  let dumpState: string;

  beforeAll(async () => {
    dumpState = electorStates().find(({ rel }) => rel.startsWith(TYCHO_DUMP))!.rel;
    dump = await FileStateSource.open([fixturePath(dumpState)]);
  });

  it.each(electorStates())('$label: active_election_id is the election the elector data holds', async ({ rel }) => {
    const { elector, data } = electorOfState(rel);
    const source = await FileStateSource.open([fixturePath(rel)]);
    const result = await source.runGetMethod(elector, 'active_election_id');
    expect(result.exitCode).toBe(0);
    expect(result.stack).toEqual([BigInt(data.elect?.electAt ?? 0)]);
    expect(result.gasUsed).toBeGreaterThan(0n);
  });

  it('passes arguments: participates_in gives each candidate stake the Tycho testnet elector holds, 0 for a stranger', async () => {
    const { elector, data } = electorOfState(dumpState);
    expect(data.elect!.members.size).toBe(13);
    for (const [publicKey, member] of data.elect!.members) {
      const { stack } = await dump.runGetMethod(elector, 'participates_in', [BigInt(`0x${publicKey}`)]);
      expect(stack).toEqual([member.stake]);
    }
    expect((await dump.runGetMethod(elector, 'participates_in', [12345n])).stack).toEqual([0n]);
  });

  it('compute_returned_stake gives the credit the elector data holds for a wallet', async () => {
    const { elector, account, data } = electorOfState(dumpState);
    const wallet = 'ab'.repeat(32);
    const source = runner(withElectorAccount(dump, elector, withData(account, { ...data, credits: new Map([[wallet, 123_456_789n]]) })));
    expect((await source.runGetMethod(elector, 'compute_returned_stake', [BigInt(`0x${wallet}`)])).stack).toEqual([123_456_789n]);
    expect((await source.runGetMethod(elector, 'compute_returned_stake', [1n])).stack).toEqual([0n]);
  });

  it('fails with a GetMethodError naming the method and account', async () => {
    const { elector, account } = electorOfState(dumpState);
    await expect(dump.runGetMethod(elector, 'no_such_method')).rejects.toMatchObject({
      code: 'vm-exit',
      exitCode: 11,
      message: expect.stringContaining(`no_such_method of ${elector}`),
    });
    await expect(dump.runGetMethod(`-1:${'ab'.repeat(32)}`, 'seqno')).rejects.toMatchObject({ code: 'no-account' });
    await expect(dump.runGetMethod(elector, 'participates_in', [1n << 300n])).rejects.toMatchObject({ code: 'bad-stack' });
    const uninit = runner(withElectorAccount(dump, elector, { ...account, storage: { ...account.storage, state: { kind: 'uninit' } } }));
    await expect(uninit.runGetMethod(elector, 'active_election_id')).rejects.toMatchObject({ code: 'not-active' });
    const noConfig = runner(withGetMethods({ getAccount: (address) => dump.getAccount(address), getConfig: () => Promise.resolve(null) }));
    await expect(noConfig.runGetMethod(elector, 'active_election_id')).rejects.toBeInstanceOf(GetMethodError);
    await expect(noConfig.runGetMethod(elector, 'active_election_id')).rejects.toMatchObject({ code: 'no-config' });
  });

  it('withGetMethods adds the capability to a source with accounts and the config, and only to such a source', async () => {
    const { elector, data } = electorOfState(dumpState);
    let closed = false;
    const plain: StateSource = {
      getAccount: (address) => dump.getAccount(address),
      getConfig: () => dump.getConfig(),
      close: () => void (closed = true),
    };
    const wrapped = runner(withGetMethods(plain));
    expect((await wrapped.runGetMethod(elector, 'active_election_id')).stack).toEqual([BigInt(data.elect!.electAt)]);
    await wrapped.close?.();
    expect(closed).toBe(true);
    expect(withGetMethods(dump)).toBe(dump);
    const accountsOnly: StateSource = { getAccount: (address) => dump.getAccount(address) };
    expect(withGetMethods(accountsOnly).runGetMethod).toBeUndefined();
  });

  it('a JRPC source runs them on the account and config its node answers', async () => {
    const { elector, data } = electorOfState(dumpState);
    const account = (await dump.getAccount(elector))!;
    const config = (await dump.getConfig())!;
    const server = await startTestServer((body, exchange) => {
      const { id, method } = body as { id: number; method: string };
      const result =
        method === 'getBlockchainConfig'
          ? { globalId: 8279183, seqno: 57, config: encodeBase64(config) }
          : { type: 'exists', account: encodeBase64(account), timings: { genLt: '1', genUtime: 1 } };
      exchange.json({ jsonrpc: '2.0', id, result });
    });
    try {
      const source = new JrpcStateSource({ endpoint: server.url });
      expect((await source.runGetMethod(elector, 'active_election_id')).stack).toEqual([BigInt(data.elect!.electAt)]);
    } finally {
      await server.close();
    }
  });
});
