import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, VERIFY_PREFIX } from '@tvmscan/api';
import { Devnet, ManualClock } from '@tvmscan/devnet';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { PUBLISHED_PACKAGES, publishedContracts, VerificationService } from '@tvmscan/verify';

const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

describe("the expected address of a verified contract from its initial data, on a devnet's TIP-3 root", () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let app: FastifyInstance;
  const published = PUBLISHED_PACKAGES.flatMap((pkg) => publishedContracts(pkg));
  const contract = (name: string) => published.find((candidate) => candidate.name === `@broxus/tip3/contracts/${name}`)!;
  const ask = (payload: object) => app.inject({ method: 'POST', url: `${VERIFY_PREFIX}/expected_address`, payload });

  beforeAll(async () => {
    devnet = await Devnet.open({ clock: new ManualClock(1_700_000_000_000), seed: 'expected address', walletCount: 2 });
    database = await openTestDatabase('pglite');
    const verifier = await VerificationService.start({ database, published });
    app = await buildServer({ database, rateLimit: false, verifier });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  const rootInitData = () => {
    const { config } = devnet.tokens.tokens[0]!;
    return {
      name_: config.name,
      symbol_: config.symbol,
      decimals_: config.decimals,
      rootOwner_: config.rootOwner,
      walletCode_: contract('TokenWallet').code,
      randomNonce_: config.randomNonce.toString(),
      deployer_: config.deployer ?? ZERO_ADDRESS,
    };
  };
  const rootCodeHash = () => contract('TokenRoot').codeHash;

  it("gives the root's real address for the root's real init data", async () => {
    const answer = await ask({ code_hash: rootCodeHash(), init_data: rootInitData() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ address: devnet.tokens.tokens[0]!.address });
  });

  it('places the same state in the masterchain with workchain -1, and elsewhere with a public key', async () => {
    const hash = devnet.tokens.tokens[0]!.address.split(':')[1];
    const master = await ask({ code_hash: rootCodeHash(), init_data: rootInitData(), workchain: -1 });
    expect(master.json()).toEqual({ address: `-1:${hash}` });
    const keyed = await ask({ code_hash: rootCodeHash(), init_data: rootInitData(), public_key: '1'.repeat(64) });
    expect(keyed.statusCode, keyed.body).toBe(200);
    expect((keyed.json() as { address: string }).address).not.toBe(devnet.tokens.tokens[0]!.address);
  });

  it('gives another address for another value', async () => {
    const answer = await ask({ code_hash: rootCodeHash(), init_data: { ...rootInitData(), decimals_: 3 } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as { address: string }).address).not.toBe(devnet.tokens.tokens[0]!.address);
  });

  it('names a missing field, a value of the wrong kind and an unknown field (400)', async () => {
    const { symbol_: _omitted, ...withoutSymbol } = rootInitData();
    const missing = await ask({ code_hash: rootCodeHash(), init_data: withoutSymbol });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^body\/init_data\/symbol_ is missing/);
    const wrong = await ask({ code_hash: rootCodeHash(), init_data: { ...rootInitData(), rootOwner_: 'nobody' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^body\/init_data\/rootOwner_ is not a valid address/);
    const extra = await ask({ code_hash: rootCodeHash(), init_data: { ...rootInitData(), owner: ZERO_ADDRESS } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toMatch(/^body\/init_data\/owner is not an init field/);
  });

  it('answers 404 for a code hash no verified contract has', async () => {
    const answer = await ask({ code_hash: 'ab'.repeat(32), init_data: {} });
    expect(answer.statusCode).toBe(404);
  });
});
