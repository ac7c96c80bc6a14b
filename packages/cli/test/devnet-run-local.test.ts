import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, VERIFY_PREFIX } from '@tvmscan/api';
import { readTokenRootInfo } from '@tvmscan/contracts';
import { Devnet, ManualClock } from '@tvmscan/devnet';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { readBocSingle } from '@tvmscan/tvm';
import { PUBLISHED_PACKAGES, publishedContracts, VerificationService } from '@tvmscan/verify';

const FUZZ_RUNS = 300;
const inputValue = fc.oneof(
  fc.constantFrom('0', '1', '-1', '255', '1e3', '', 'te6ccgEBAQEAAgAAAA==', `0:${'1'.repeat(64)}`, true, null, [], {}),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

describe("the executor's RunLocal and contract fields, with no wallet, on a devnet's TIP-3 root", () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let app: FastifyInstance;
  const published = PUBLISHED_PACKAGES.flatMap((pkg) => publishedContracts(pkg));
  const rootAbi = published.find((candidate) => candidate.name === '@broxus/tip3/contracts/TokenRoot')!.abi;
  const root = () => devnet.tokens.tokens[0]!;
  const run = (method: string, input: object, address = root().address) =>
    app.inject({ method: 'POST', url: `${VERIFY_PREFIX}/run_local`, payload: { address, abi: rootAbi, method, input } });

  beforeAll(async () => {
    devnet = await Devnet.open({ clock: new ManualClock(1_700_000_000_000), seed: 'run local', walletCount: 2 });
    for (let round = 0; round < 3; round++) devnet.step();
    database = await openTestDatabase('pglite');
    const verifier = await VerificationService.start({
      database,
      published,
      stateReader: { getAccountState: (address) => devnet.getAccount(address) },
    });
    app = await buildServer({ database, rateLimit: false, verifier });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  it("reads the root's name, symbol, decimals and total supply as the chain holds them", async () => {
    const chain = readTokenRootInfo(readBocSingle((await devnet.getAccount(root().address))!));
    const read = async (method: string) => {
      const answer = await run(method, { answerId: '0' });
      expect(answer.statusCode, answer.body).toBe(200);
      const { exit_code: exitCode, output } = answer.json() as { exit_code: number; output: { value0: unknown } };
      expect(exitCode).toBe(0);
      return output.value0;
    };
    expect(await read('name')).toBe(chain.name);
    expect(await read('symbol')).toBe(chain.symbol);
    expect(await read('decimals')).toBe(String(chain.decimals));
    expect(await read('totalSupply')).toBe(chain.totalSupply.toString());
    expect(chain.symbol).toBe(root().config.symbol);
  });

  it('decodes an address output and takes an address input', async () => {
    const owner = await run('rootOwner', { answerId: '0' });
    expect((owner.json() as { output: { value0: string } }).output.value0).toBe(root().config.rootOwner);
    const wallet = await run('walletOf', { answerId: '0', walletOwner: root().config.rootOwner });
    expect(wallet.statusCode, wallet.body).toBe(200);
    expect((wallet.json() as { output: { value0: string } }).output.value0).toMatch(/^0:[0-9a-f]{64}$/);
  });

  it("unpacks the contract fields from the root's data", async () => {
    const answer = await app.inject({ method: 'POST', url: `${VERIFY_PREFIX}/contract_fields`, payload: { address: root().address, abi: rootAbi } });
    expect(answer.statusCode, answer.body).toBe(200);
    const { fields } = answer.json() as { fields: Record<string, unknown> };
    expect(fields).toMatchObject({ name_: root().config.name, symbol_: root().config.symbol, decimals_: String(root().config.decimals) });
  });

  it('names an input of the wrong kind, a missing or unknown input and an unknown method (400); an unknown account is a 404', async () => {
    const wrong = await run('walletOf', { answerId: '0', walletOwner: 'nobody' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^body\/input\/walletOwner is not a valid address/);
    const missing = await run('walletOf', { answerId: '0' });
    expect(missing.json().error.message).toMatch(/^body\/input\/walletOwner is missing/);
    const extra = await run('name', { answerId: '0', owner: '1' });
    expect(extra.json().error.message).toMatch(/^body\/input\/owner is not an input of name/);
    const method = await run('nothing', {});
    expect(method.statusCode).toBe(400);
    expect(method.json().error.message).toMatch(/^body\/method the ABI has no function nothing/);
    const unknown = await run('name', { answerId: '0' }, `0:${'ab'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    const badAddress = await run('name', { answerId: '0' }, 'nowhere');
    expect(badAddress.statusCode).toBe(400);
  });

  it(`answers ${FUZZ_RUNS} random calls of the root's functions without a 5xx`, async () => {
    const functions = (rootAbi as { functions: { name: string; inputs: { name: string }[] }[] }).functions;
    const call = fc.constantFrom(...functions).chain((fn) =>
      fc.record({
        method: fc.constant(fn.name),
        input: fc.record(Object.fromEntries(fn.inputs.map((param) => [param.name, inputValue])), { requiredKeys: [] }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(call, async ({ method, input }) => {
        const answer = await run(method, input);
        expect(answer.statusCode, `${method} ${JSON.stringify(input)}: ${answer.body}`).toBeLessThan(500);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
