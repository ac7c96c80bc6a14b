import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, EXPLORER_PREFIX, TOKEN_PREFIX, VERIFY_PREFIX } from '@tvmscan/api';
import { everscanVerifySubmit } from '@tvmscan/api/testing';
import { defaultActivities, Devnet, ManualClock, Workload } from '@tvmscan/devnet';
import { importZerostates, runIndexer } from '@tvmscan/indexer';
import { ensureUser, replaceApiKey } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { VerificationService } from '@tvmscan/verify';

const ROUNDS = 30;
const DRAIN_ROUNDS = 6;

type Json = Record<string, unknown>;
type Rows = Json[];

/**
 * Code written against Everscan's API, replayed against a devnet stack: the request shapes it sends and the fields it
 * reads. Sources: the fields and requests of issue 38 (the Everscan API as Broxus' generated client and integrators'
 * code call it: `offset` on every list, `ordering: {column, direction}`, token kinds in lower case, the older token
 * paths), and the public source of Broxus' `everscan-verify` (github.com/broxus/everscan-verify, src/main.rs:
 * `GET /supported/linker` read as a list of semver texts, `GET /supported/solc` as a map of commit to a text holding
 * `Version: x.y.z+…`, `POST /authorized/compile` signed with the key, a nonce and an HMAC; shared-models/src/lib.rs:
 * the `CompileRequest` it sends). Each answer is read the way such a client reads it, and compared with the spec's own
 * fields. No API description or generated client of Everscan's explorer and token APIs was found in the public code
 * searched for this suite; the public code found calling them (`POST https://api.everscan.io/v1/accounts/list` and
 * `/accounts/count`, `GET /v1/stats` read for `latestMcSeqno`, `POST https://tokens.everscan.io/v1/balances` with
 * `{ownerAddress, limit, offset, ordering: "amountdescending"}`) reads answers without the spec's `{data}` envelope,
 * which these APIs keep; the shapes here are the issue's.
 */
describe("Everscan's clients against a devnet stack", () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let app: FastifyInstance;

  const call = async (method: 'GET' | 'POST', url: string, body?: object): Promise<Json> => {
    const answer = await app.inject({ method, url, ...(body === undefined ? {} : { payload: body }) });
    expect(answer.statusCode, `${method} ${url} ${answer.body.slice(0, 500)}`).toBe(200);
    return answer.json() as Json;
  };
  const explorer = async (path: string, body?: object) =>
    (await call(body === undefined ? 'GET' : 'POST', `${EXPLORER_PREFIX}${path}`, body))['data'] as Json;
  const tokens = async (path: string, body?: object) =>
    (await call(body === undefined ? 'GET' : 'POST', `${TOKEN_PREFIX}${path}`, body))['data'] as Json;

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'everscan compat', walletCount: 12 });
    devnet.setWorkload(new Workload('everscan compat', defaultActivities(devnet).activities, 4, devnet));
    for (let round = 0; round < ROUNDS + DRAIN_ROUNDS; round++) {
      if (round === ROUNDS) devnet.setWorkload(null);
      clock.advance(devnet.intervalMs);
      devnet.step();
    }
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    await runIndexer({ database, source: devnet, sourceName: 'devnet', follow: false });
    const verifier = await VerificationService.start({ database, stateReader: { getAccountState: (address) => devnet.getAccount(address) } });
    await verifier.sweepSaltedVariants();
    app = await buildServer({ database, rateLimit: false, verifier });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  describe('the explorer API', () => {
    it("lists transactions with offset and {column, direction}, each with its block's hash, seqno and shard", async () => {
      const first = (await explorer('/transactions/list', { limit: 10, offset: 0, ordering: { column: 'time', direction: 'DESC' } }))[
        'transactions'
      ] as Rows;
      expect(first).toHaveLength(10);
      const times = first.map((row) => row['time'] as number);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const shifted = (await explorer('/transactions/list', { limit: 5, offset: 5, ordering: { column: 'time', direction: 'DESC' } }))[
        'transactions'
      ] as Rows;
      expect(shifted.map((row) => row['hash'])).toEqual(first.slice(5).map((row) => row['hash']));
      for (const row of first) {
        expect(row['blockHash']).toBe(row['blockRootHash']);
        const { block } = (await explorer('/blocks', { hash: row['blockHash'] })) as { block: Json };
        expect([row['blockSeqno'], row['blockShard']]).toEqual([block['seqno'], block['shard']]);
      }
      const count = (await explorer('/transactions/count', { limit: 10, offset: 0, ordering: { column: 'time', direction: 'DESC' } }))['count'];
      expect(count).toBe((await explorer('/transactions/count', {}))['count']);
    });

    it('orders transactions by their balance change, as Everscan’s balanceChange column', async () => {
      const rows = (await explorer('/transactions/list', { limit: 50, ordering: { column: 'balanceChange', direction: 'ASC' } }))[
        'transactions'
      ] as Rows;
      const changes = rows.map((row) => BigInt(row['balanceChange'] as string));
      expect(changes).toEqual([...changes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('gives a transaction its previous transaction and whether it destroyed its account under Everscan’s names', async () => {
      const [row] = (await explorer('/transactions/list', { limit: 1 }))['transactions'] as Rows;
      const { transaction } = (await explorer('/transactions', { hash: row!['hash'] })) as { transaction: Json };
      expect(transaction['prevTransactionHash']).toBe(transaction['prevTransHash']);
      expect(transaction['prevTransactionLt']).toBe(transaction['prevTransLt']);
      expect(transaction['destroyed']).toBe((transaction['description'] as Json)['destroyed'] === true);
      expect(transaction['blockSeqno']).toBe((transaction['block'] as Json)['seqno']);
    });

    it('lists accounts by balance with offset, each with updatedLt and an integer creatorWc', async () => {
      const body = { limit: 8, offset: 2, ordering: { column: 'balance', direction: 'DESC' } };
      const accounts = (await explorer('/accounts/list', body))['accounts'] as Rows;
      const all = (await explorer('/accounts/list', { limit: 10, ordering: { by: 'balance', order: 'DESC' } }))['accounts'] as Rows;
      expect(accounts.map((row) => row['address'])).toEqual(all.slice(2).map((row) => row['address']));
      for (const account of accounts) {
        expect(account['updatedLt']).toBe(account['lastTransLt']);
        if (account['creatorWc'] !== null) expect(Number.isInteger(account['creatorWc'])).toBe(true);
      }
    });

    it("gives a block's account blocks inside the block, as Everscan's clients read them", async () => {
      const [row] = (await explorer('/blocks/list', { limit: 1, offset: 3, transactionCountGe: 1 }))['blocks'] as Rows;
      const answer = (await explorer('/blocks', { hash: row!['rootHash'] })) as { block: Json; accountBlocks: Rows };
      expect(answer.accountBlocks.length).toBeGreaterThan(0);
      expect(answer.block['accountBlocks']).toEqual(answer.accountBlocks);
    });

    it('gives the statistics Everscan’s dashboards read: accountsCreated1h, circulationSupply, fetchedAt', async () => {
      const stats = await explorer('/stats');
      expect(Number.isInteger(stats['accountsCreated1h'])).toBe(true);
      expect(stats['accountsCreated1h'] as number).toBeLessThanOrEqual(stats['accountsCreated24h'] as number);
      const { record } = (await explorer('/blocks/key-block-config', {})) as { record: Record<string, string | null> };
      const system = [...new Set([record['configAddress'], record['electorAddress'], record['minterAddress']].filter((address) => address !== null))];
      let held = 0n;
      for (const id of system) held += BigInt(((await explorer('/accounts', { id })) as { account: Json })['account']['balance'] as string);
      expect(BigInt(stats['circulationSupply'] as string)).toBe(BigInt(stats['totalSupply'] as string) - held);
      expect(Math.abs((stats['fetchedAt'] as number) - Date.now() / 1000)).toBeLessThan(600);
    });

    it("gives an outbound message's place in its transaction and each occurrence's time", async () => {
      const rows = (await explorer('/messages/list', { limit: 20, offset: 0, isOut: true })) as { messages: Rows };
      const sent = rows.messages.find((message) => message['srcTransactionHash'] !== null && message['dstTransactionHash'] !== null)!;
      const { occurrences } = (await explorer('/messages/occurrences', { id: sent['messageHash'] })) as { occurrences: Rows };
      const out = occurrences.find((occurrence) => occurrence['isOut'] === true)!;
      const inbound = occurrences.find((occurrence) => occurrence['isOut'] === false)!;
      expect(out['transactionTime']).toBe(out['time']);
      expect(inbound['indexInTransaction']).toBe(0);
      const { transaction } = (await explorer('/transactions', { hash: out['transactionHash'] })) as { transaction: { outMessages: Rows } };
      const place = transaction.outMessages.findIndex((message) => message['messageHash'] === sent['messageHash']);
      expect(out['indexInTransaction']).toBe(place);
    });

    it('answers the older paths: current_validators_top, and convert_address by id', async () => {
      expect(await explorer('/elections/current_validators_top')).toEqual(await explorer('/elections/current-validators-top'));
      const address = ((await explorer('/accounts/list', { limit: 1 }))['accounts'] as Rows)[0]!['address'] as string;
      expect(await explorer('/convert_address', { id: address })).toEqual(await explorer('/convert_address', { address }));
    });
  });

  describe('the token API', () => {
    it('gives token roots under Everscan’s names too, with the code hash their accounts run', async () => {
      const roots = (await tokens('/root_contract', { limit: 10 }))['tokens'] as Rows;
      expect(roots.length).toBeGreaterThan(0);
      expect(roots).toEqual((await tokens('/root_contract/search', { limit: 10 }))['tokens']);
      for (const root of roots) {
        expect([root['symbol'], root['decimals'], root['rootOwnerAddress']]).toEqual([root['token'], root['scale'], root['ownerAddress']]);
        const [workchain, hex] = (root['rootAddress'] as string).split(':');
        const account = await database.db
          .selectFrom('accounts')
          .select('code_hash')
          .where('workchain', '=', Number(workchain))
          .where('address', '=', hex!)
          .executeTakeFirstOrThrow();
        expect(root['codeHash']).toBe(account.code_hash);
      }
    });

    it('answers the older paths as the calls they name, with offset and kinds in lower case', async () => {
      const root = ((await tokens('/root_contract', { limit: 1 }))['tokens'] as Rows)[0]!['rootAddress'] as string;
      const balances = await tokens('/balances', { rootAddress: root, limit: 5, offset: 1 });
      expect(balances).toEqual(await tokens('/balances/search', { rootAddress: root, limit: 5, offset: 1 }));
      const holder = (balances['balances'] as Rows)[0]!;
      const mine = await tokens(`/address/${holder['ownerAddress'] as string}/balances`, { limit: 10 });
      expect(mine).toEqual(await tokens('/balances/search', { ownerAddress: holder['ownerAddress'], limit: 10 }));
      const kinds = { txKinds: ['mint', 'send', 'RECEIVE'], limit: 20 };
      const transactions = (await tokens('/transactions', kinds))['transactions'] as Rows;
      expect(transactions.length).toBeGreaterThan(0);
      for (const row of transactions) expect(['Mint', 'Send', 'Receive']).toContain(row['kind']);
      const counted = await tokens('/transactions/count', { txKinds: ['Mint', 'Send', 'Receive'] });
      expect(await tokens('/transactions/count', { ...kinds, offset: 0 })).toEqual(counted);
      const owned = await tokens(`/address/${holder['ownerAddress'] as string}/transactions`, { limit: 10 });
      expect(owned).toEqual(await tokens('/transactions/search', { ownerAddress: holder['ownerAddress'], limit: 10 }));
      const wallet = await tokens(`/token_owner/address/${holder['walletAddress'] as string}`);
      expect([wallet['ownerAddress'], wallet['rootAddress'], wallet['amount']]).toEqual([holder['ownerAddress'], root, holder['amount']]);
    });
  });

  describe("the verification API, as everscan-verify and Everscan's ABI reads call it", () => {
    it('lists the linkers as semver texts and the compilers as commits to version texts', async () => {
      const linkers = (await call('GET', `${VERIFY_PREFIX}/supported/linker`)) as unknown;
      expect(Array.isArray(linkers)).toBe(true);
      for (const linker of linkers as unknown[]) expect(linker).toMatch(/^\d+\.\d+\.\d+/);
      const compilers = await call('GET', `${VERIFY_PREFIX}/supported/solc`);
      // The tool keeps what follows `Version: ` up to a `+` and parses it as a semver.
      for (const version of Object.values(compilers)) expect(String(version).split('Version: ').at(-1)!.split('+')[0]).toMatch(/^\d+\.\d+\.\d+$/);
    });

    it('takes POST /authorized/compile as everscan-verify signs it with a key of the stack, and refuses it unsigned', async () => {
      const key = randomBytes(32).toString('base64url');
      const secret = randomBytes(32).toString('base64url');
      const user = await ensureUser(database.db, 'everscan-verify user');
      await replaceApiKey(database.db, user.id, { keyHash: createHash('sha256').update(key).digest(), signingSecret: secret });
      const request = {
        compiler: { version: '0.72.0', flags: [] },
        linker: { version: '0.72.0' },
        sources: [
          {
            path: '/app/contracts/src/Counter.tsol',
            content: 'pragma ever-solidity >= 0.72.0;\ncontract Counter {}\n',
            source_type: 'VerifyTarget' as const,
          },
        ],
        license: 'MIT',
        audit_url: null,
        project_link: null,
      };
      // The stack has no toolchain: the signed upload is taken and reaches the compiler, which is not installed here.
      const signed = await everscanVerifySubmit(app, VERIFY_PREFIX, { apiKey: key, secret }, request);
      expect(signed.statusCode, signed.body).toBe(503);
      expect(signed.json().error.message).toContain('no toolchain is installed');
      const unsigned = await app.inject({
        method: 'POST',
        url: `${VERIFY_PREFIX}/authorized/compile`,
        headers: { 'x-api-key': key },
        payload: request,
      });
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json().error).toMatchObject({ kind: 'Auth', field: 'headers/nonce' });
    });

    it("gives a verified contract's ABI by address and by code hash", async () => {
      const root = devnet.tokens.tokens[0]!.address;
      const abi = await call('GET', `${VERIFY_PREFIX}/abi/address/${root}`);
      const info = await call('GET', `${VERIFY_PREFIX}/info/address/${root}`);
      expect(abi).toEqual(info['abi']);
      expect((abi['functions'] as Rows).map((fn) => fn['name'])).toContain('totalSupply');
      expect(await call('GET', `${VERIFY_PREFIX}/abi/code_hash/${info['code_hash'] as string}`)).toEqual(abi);
    });
  });
});
