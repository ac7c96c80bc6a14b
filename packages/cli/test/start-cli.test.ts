import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadArchiveChain, startFakeQServer } from '@tvmscan/indexer/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import { Devnet } from '@tvmscan/devnet';
import { decodeBlock, readBocSingle } from '@tvmscan/tvm';

const BIN = resolve(fileURLToPath(import.meta.url), '../../bin/tvmscan.js');
const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-start-'));
const env = { ...process.env, DATABASE_URL: '', TVMSCAN_DATA: '' };
const web = join(dataDir, 'web');
mkdirSync(web, { recursive: true });
writeFileSync(join(web, 'index.html'), '<!doctype html><title>started</title>');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Stack {
  readonly child: ChildProcessWithoutNullStreams;
  readonly url: string;
  api<T>(call: string, body?: object): Promise<T>;
  stop(): Promise<number | null>;
}

const DEVNET_ARGS = ['--data', dataDir, '--devnet-port', '0', '--interval', '250'];

async function start(sourceArgs: string[] = DEVNET_ARGS): Promise<Stack> {
  const args = ['start', ...sourceArgs, '--port', '0', '--oidc-port', '0', '--web', web];
  const child = spawn(process.execPath, [BIN, ...args], { env });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /explorer at (http:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    });
    child.on('exit', (code) => fail(new Error(`start exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return {
    child,
    url,
    api: async <T>(call: string, body?: object) => {
      const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      const response = await fetch(`${url}/api/explorer/v1${call}`, init);
      expect(response.status, `${call}: ${await response.clone().text()}`).toBe(200);
      return ((await response.json()) as { data: T }).data;
    },
    stop: () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

async function latestMcSeqnoAtLeast(stack: Stack, seqno: number): Promise<number> {
  for (;;) {
    const { latestMcSeqno } = await stack.api<{ latestMcSeqno: number }>('/stats');
    if (latestMcSeqno >= seqno) return latestMcSeqno;
    await new Promise((done) => setTimeout(done, 250));
  }
}

interface BlockRow {
  rootHash: string;
  seqno: number;
  workchain: number;
  shard: string;
}

describe('tvmscan start', () => {
  it.each([
    [['start', '--source', 'gql'], /--source gql needs --endpoint URL/],
    [
      ['start', '--oidc-authority', 'https://id.example/realms/x', '--oidc-client-id', 'web', '--oidc-audience', 'api', '--oidc-port', '0'],
      /--oidc-port is the local provider's/,
    ],
    [
      ['start', '--oidc-authority', 'https://id.example/realms/x', '--oidc-client-id', 'web', '--oidc-audience', 'api', '--oidc-token-ttl', '30'],
      /--oidc-token-ttl is the local provider's/,
    ],
    [['start', '--oidc-token-ttl', '5'], /--oidc-token-ttl must be a whole number from 10/],
    [['start', '--oidc-authority', 'https://id.example/realms/x'], /--oidc-authority and --oidc-client-id go together/],
    [['start', '--oidc-authority', 'id.example', '--oidc-client-id', 'web'], /--oidc-authority must be the provider's http\(s\) issuer URL/],
    [['start', '--oidc-authority', 'https://id.example/realms/x', '--oidc-client-id', 'web'], /--oidc-audience is required with --oidc-authority/],
    [['start', '--admin-claim', 'roles='], /--admin-claim takes NAME or NAME=VALUE/],
    [['start', '--rate-limit-key', '0'], /--rate-limit-key must be a whole number from 1/],
    [
      ['start', '--source', 'gql', '--endpoint', 'http://127.0.0.1:9/graphql', '--interval', '500'],
      /--devnet-port and --interval go with --source devnet/,
    ],
  ])('tvmscan %j exits 2 saying what to do', (args, message) => {
    // A flag check that let the stack start would run on: the timeout makes that a failure, not a hang.
    const run = spawnSync(process.execPath, [BIN, ...args, '--data', dataDir], { encoding: 'utf8', env, timeout: 45_000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('runs devnet, indexer, API, /config.json and web app on one port; Ctrl-C exits 0; a restart continues the same chain', async () => {
    const first = await start();
    const config = (await (await fetch(`${first.url}/config.json`)).json()) as {
      id: string;
      signIn: { authority: string; clientId: string; scope: string };
      api: { dex: string | null };
      walletProviders: string[];
      localWallet: { endpoint: string; giver: string };
    };
    expect(config.id).toBe('everscale');
    expect(config.walletProviders).toEqual(['devnet', 'everwallet']);
    expect(config.localWallet).toEqual({
      endpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/rpc$/),
      giver: expect.stringMatching(/\/giver$/),
    });
    expect(config.api.dex).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dex$/);
    const unknownRoot = `0:${'ab'.repeat(32)}`;
    const prices = await fetch(`${config.api.dex}/currencies_usdt_prices`, {
      method: 'POST',
      body: JSON.stringify({ currency_addresses: [unknownRoot] }),
    });
    expect([prices.status, await prices.json()]).toEqual([200, {}]);
    expect(config.signIn).toMatchObject({ clientId: 'tvmscan-web', redirectUri: '/auth/callback', scope: 'openid profile email offline_access' });
    const discovery = (await (await fetch(`${config.signIn.authority}/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(config.signIn.authority);
    expect(await (await fetch(`${first.url}/transactions`)).text()).toContain('<title>started</title>');
    const systemList = async () =>
      ((await (await fetch(`${first.url}/api/registry/v1/info/token_lists/by_url/system/manifest.json`)).json()) as { tokens?: { symbol: string }[] })
        .tokens ?? [];
    await expect
      .poll(async () => (await systemList()).map((token) => token.symbol), { timeout: 10_000 })
      .toEqual(['DUSD', 'WEVER', 'DGLD', 'DUSDT', 'DJET']);
    const reached = await latestMcSeqnoAtLeast(first, 3);
    const { blocks } = await first.api<{ blocks: BlockRow[] }>('/blocks/list', { limit: 5, workchain: -1, ordering: { by: 'seqno', order: 'DESC' } });
    expect(blocks[0]!.seqno).toBeGreaterThanOrEqual(reached);
    const { transactions } = await first.api<{ transactions: unknown[] }>('/transactions/list', { limit: 5 });
    expect(transactions.length).toBeGreaterThan(0);
    expect(await first.stop()).toBe(0);

    const second = await start();
    const { block } = await second.api<{ block: BlockRow }>('/blocks', { workchain: -1, shard: blocks[0]!.shard, seqno: blocks[0]!.seqno });
    expect(block.rootHash).toBe(blocks[0]!.rootHash);
    const later = await latestMcSeqnoAtLeast(second, blocks[0]!.seqno + 2);
    const { block: next } = await second.api<{ block: BlockRow }>('/blocks', { workchain: -1, shard: blocks[0]!.shard, seqno: blocks[0]!.seqno + 1 });
    expect(next.seqno).toBe(blocks[0]!.seqno + 1);
    expect(later).toBeGreaterThan(blocks[0]!.seqno);
    expect(await second.stop()).toBe(0);
  }, 240_000);

  it("with --network tycho starts a devnet that writes Tycho's block layout, and serves the Tycho variant", async () => {
    const data = join(dataDir, 'tycho');
    const stack = await start(['--data', data, '--devnet-port', '0', '--interval', '250', '--network', 'tycho']);
    expect(((await (await fetch(`${stack.url}/config.json`)).json()) as { id: string }).id).toBe('tycho');
    await latestMcSeqnoAtLeast(stack, 2);
    expect(await stack.stop()).toBe(0);
    const devnet = await Devnet.open({ dataDir: join(data, 'devnet') });
    try {
      expect(devnet.identity.network).toBe('tycho');
      const keyBlock = decodeBlock(readBocSingle(devnet.latestKeyBlock() ?? new Uint8Array()));
      expect([keyBlock.tag, keyBlock.extra.tag, keyBlock.outMsgQueueUpdates?.kind]).toEqual([0x11ef55bb, 0x4a33f6fc, 'tycho']);
    } finally {
      devnet.close();
    }
  }, 240_000);
});

describeWithFixtures('tvmscan start against a real network', () => {
  it('indexes a GraphQL node (here a stand-in serving the Everscale genesis) and serves the chosen network', async () => {
    const chain = loadArchiveChain();
    const node = await startFakeQServer(chain);
    try {
      const stack = await start(['--data', join(dataDir, 'gql'), '--source', 'gql', '--endpoint', node.url, '--network', 'tycho']);
      expect(((await (await fetch(`${stack.url}/config.json`)).json()) as { id: string }).id).toBe('tycho');
      await latestMcSeqnoAtLeast(stack, chain.masterchain.size);
      const { blocks } = await stack.api<{ blocks: BlockRow[] }>('/blocks/list', {
        limit: 1,
        workchain: -1,
        ordering: { by: 'seqno', order: 'DESC' },
      });
      expect(blocks[0]!.rootHash).toBe(chain.masterchain.get(chain.masterchain.size)!.id.rootHash);
      expect(await stack.stop()).toBe(0);
    } finally {
      await node.close();
    }
  }, 120_000);
});
