import { rm } from 'node:fs/promises';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SIGNED_VERIFY_ROUTES, VERIFY_PREFIX, VERIFY_ROUTES } from '@tvmscan/api';
import { HOSTILE_SEGMENTS, hostileRequests, UNSTORABLE_TEXTS, WIDE_INTEGERS, type RouteSamples } from '@tvmscan/api/testing';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { PUBLISHED_PACKAGES, publishedContracts, Toolchains, VerificationService } from '@tvmscan/verify';
import { installTestCompiler, TEST_COMPILER_VERSION } from '@tvmscan/verify/testing';

const RUNS = 1000;
const HASH = /^[0-9a-f]{64}$/;

/** A value of any JSON kind, or one close to what a field takes. */
function value(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom(TEST_COMPILER_VERSION, 'GPL-2.0-only', '../x.tsol', '/etc/passwd', 'A.tsol', 'a/B.sol', 'VerifyTarget', 'Dependency'),
    fc.integer({ min: -5, max: 20_000 }),
    fc.constantFrom(...WIDE_INTEGERS, ...UNSTORABLE_TEXTS),
    fc.integer({ min: 2 ** 31, max: 9_999_999_999 }),
    fc.double(),
    fc.constant(null),
    fc.boolean(),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

const source = fc.record(
  {
    path: fc.oneof(fc.constantFrom('A.tsol', 'lib/B.sol', '../C.tsol', '/D.tsol', 'E.txt', 'a//F.tsol', 'G\\H.tsol'), fc.string({ maxLength: 20 })),
    content: fc.oneof(fc.constantFrom('contract A {}', '// test-compiler: fail'), fc.string({ maxLength: 40 })),
    source_type: fc.oneof(fc.constantFrom('VerifyTarget', 'CompileTarget', 'Dependency'), fc.string({ maxLength: 8 })),
  },
  { requiredKeys: [] },
);

/** Compile bodies close to valid ones, so that many reach the service, and some that are anything at all. */
const compileBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        license: fc.oneof(fc.constant('GPL-2.0-only'), value()),
        audit_url: fc.oneof(fc.constant(null), value()),
        project_link: fc.oneof(fc.constant(null), value()),
        compiler: fc.record(
          {
            version: fc.oneof(fc.constant(TEST_COMPILER_VERSION), value()),
            flags: fc.oneof(fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }), value()),
          },
          { requiredKeys: [] },
        ),
        linker: fc.record({ version: fc.oneof(fc.constant(TEST_COMPILER_VERSION), value()) }, { requiredKeys: [] }),
        sources: fc.oneof(fc.array(source, { maxLength: 3 }), value()),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: value() },
);

const listBody = fc.oneof(
  fc.record({ limit: value(), offset: value(), code_hash: fc.oneof(value(), fc.stringMatching(HASH)) }, { requiredKeys: [] }),
  fc.record({ limit: fc.integer({ min: 0, max: 101 }), offset: fc.integer({ min: -1, max: 10_001 }) }),
  value(),
);

const TOKEN_ROOT = PUBLISHED_PACKAGES.flatMap((pkg) => publishedContracts(pkg)).find((contract) => contract.name.endsWith('/TokenRoot'))!;
const initValue = fc.oneof(value(), fc.constantFrom('0:' + '1'.repeat(64), 'te6ccgEBAQEAAgAAAA==', '0', '255', '-1', '1e3', ''));

/** Expected-address bodies for the TokenRoot with each init field random, and some that are anything at all. */
const expectedAddressBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        code_hash: fc.oneof(fc.constant(TOKEN_ROOT.codeHash), fc.stringMatching(HASH), value()),
        init_data: fc.oneof(
          fc.record(
            {
              name_: initValue,
              symbol_: initValue,
              decimals_: initValue,
              rootOwner_: initValue,
              walletCode_: initValue,
              randomNonce_: initValue,
              deployer_: initValue,
            },
            { requiredKeys: [] },
          ),
          value(),
        ),
        public_key: fc.oneof(fc.constant(null), fc.stringMatching(HASH), value()),
        workchain: fc.oneof(fc.constantFrom(0, -1), value()),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: value() },
);

const pathValue = fc.oneof(
  fc.string({ maxLength: 70 }),
  fc.stringMatching(HASH),
  fc.constantFrom('0:' + 'a'.repeat(64), '-1:' + '3'.repeat(64), 'EQ' + 'A'.repeat(46), '%00', '..%2F..'),
);
/** Path values sent as they are (already percent-encoded). */
const encodedPathValue = fc.oneof(pathValue.map(encodeURIComponent), fc.constantFrom(...HOSTILE_SEGMENTS));

const abiParam = fc.record(
  {
    name: fc.oneof(fc.constantFrom('answerId', 'owner', ''), value()),
    type: fc.oneof(fc.constantFrom('uint32', 'address', 'map(uint8,bool)', 'tuple'), value()),
  },
  { requiredKeys: [] },
);
const executorAbi = fc.oneof(
  fc.constant(TOKEN_ROOT.abi),
  fc.record(
    {
      version: fc.oneof(fc.constant('2.2'), value()),
      functions: fc.oneof(
        fc.array(
          fc.record(
            { name: fc.oneof(fc.constantFrom('name', 'walletOf'), value()), inputs: fc.array(abiParam, { maxLength: 3 }), outputs: value() },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
        value(),
      ),
      fields: fc.oneof(fc.array(abiParam, { maxLength: 3 }), value()),
    },
    { requiredKeys: [] },
  ),
  value(),
);

/** Executor bodies (run_local, contract_fields) close to valid ones, and some that are anything at all. */
const executorBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        address: fc.oneof(fc.constantFrom('0:' + 'a'.repeat(64), '-1:' + '3'.repeat(64), 'nowhere'), value()),
        abi: executorAbi,
        method: fc.oneof(fc.constantFrom('name', 'walletOf', 'nothing'), value()),
        input: fc.oneof(fc.record({ answerId: initValue, walletOwner: initValue }, { requiredKeys: [] }), value()),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: value() },
);

const ACCOUNT = '0:' + 'a'.repeat(64);

/** Usable path parameters and bodies of the calls: each hostile value is put into one of them at a time. */
const HOSTILE_SAMPLES: Record<string, RouteSamples> = {
  'GET /info/address/:address': { params: { address: ACCOUNT } },
  'GET /info/code_hash/:hash': { params: { hash: TOKEN_ROOT.codeHash } },
  'GET /parse/message/:hash': { params: { hash: 'b'.repeat(64) } },
  'GET /parse/transaction/:hash': { params: { hash: 'c'.repeat(64) } },
  'POST /compile': {
    body: {
      license: 'GPL-2.0-only',
      audit_url: null,
      project_link: null,
      compiler: { version: TEST_COMPILER_VERSION, flags: [] },
      linker: { version: TEST_COMPILER_VERSION },
      sources: [{ path: 'A.tsol', content: 'contract A {}', source_type: 'VerifyTarget' }],
    },
  },
  'POST /expected_address': { body: { code_hash: TOKEN_ROOT.codeHash, init_data: { name_: 'T', symbol_: 'T', decimals_: '9' }, workchain: 0 } },
  'POST /run_local': { body: { address: ACCOUNT, abi: TOKEN_ROOT.abi, method: 'name', input: { answerId: '0' } } },
  'POST /contract_fields': { body: { address: ACCOUNT, abi: TOKEN_ROOT.abi } },
};

describe('fuzzing every route of the verification API', () => {
  let database: TestDatabase;
  let toolchainDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    toolchainDir = await installTestCompiler();
    const verifier = await VerificationService.start({
      database,
      toolchains: await Toolchains.find(toolchainDir),
      limits: { timeMs: 5_000, memoryBytes: 256 * 1024 ** 2, outputBytes: 16 * 1024 },
    });
    app = await buildServer({ database, rateLimit: false, verifier });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(toolchainDir, { recursive: true, force: true });
  });

  const expectAnswered = (route: string, response: { statusCode: number; body: string }, sent: string) => {
    expect(response.statusCode, `${route} ${sent}: ${response.body}`).toBeLessThan(500);
    if (response.statusCode !== 200) expect(typeof (JSON.parse(response.body) as { error?: { message?: unknown } }).error?.message).toBe('string');
  };

  it.each([
    ['/compile', compileBody],
    ['/info/list', listBody],
    ['/expected_address', expectedAddressBody],
    ['/run_local', executorBody],
    ['/contract_fields', executorBody],
  ] as const)(`POST %s answers ${RUNS} random bodies without a 5xx`, async (path, bodies) => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const payload = JSON.stringify(body) ?? 'null';
        const response = await app.inject({
          method: 'POST',
          url: `${VERIFY_PREFIX}${path}`,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expectAnswered(path, response, payload);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(['/info/address/', '/info/code_hash/', '/parse/message/', '/parse/transaction/'])(
    `GET %s{…} answers ${RUNS} random path values without a 5xx`,
    async (path) => {
      await fc.assert(
        fc.asyncProperty(encodedPathValue, async (text) => {
          const response = await app.inject({ method: 'GET', url: `${VERIFY_PREFIX}${path}${text}` });
          expectAnswered(path, response, text);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(Object.keys(VERIFY_ROUTES))(
    '%s answers integers of 2^31 and more and unstorable text in every field and path parameter without a 5xx',
    async (route) => {
      for (const { method, path, payload, what } of hostileRequests(VERIFY_ROUTES, HOSTILE_SAMPLES).get(route)!) {
        const response = await app.inject({
          method: method as 'GET' | 'POST',
          url: `${VERIFY_PREFIX}${path}`,
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
        });
        expectAnswered(route, response, what);
      }
    },
  );

  it.each(['/supported/linker', '/supported/solc'])('GET %s answers the installed test compiler', async (path) => {
    const response = await app.inject({ method: 'GET', url: `${VERIFY_PREFIX}${path}` });
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).toContain(TEST_COMPILER_VERSION);
  });

  it('documents every route of the route tables (the signed upload too) at /api/verify/docs, apart from the explorer API', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/verify/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url.slice(VERIFY_PREFIX.length).replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(calls.sort()).toEqual([...Object.keys(VERIFY_ROUTES), ...Object.keys(SIGNED_VERIFY_ROUTES)].sort());
    const explorer = (await app.inject({ method: 'GET', url: '/api/explorer/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(explorer.paths).filter((url) => url.startsWith('/api/verify/'))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/verify/docs' })).body).toContain('/api/verify/docs/initializer.js');
  });

  it('names the field of a refused upload in a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${VERIFY_PREFIX}/compile`,
      payload: {
        license: 'GPL-2.0-only',
        audit_url: null,
        project_link: null,
        compiler: { version: TEST_COMPILER_VERSION, flags: [] },
        linker: { version: TEST_COMPILER_VERSION },
        sources: [{ path: '../escape.tsol', content: 'x', source_type: 'VerifyTarget' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('body/sources[0].path must not leave the project folder (..)');
    const missing = await app.inject({ method: 'POST', url: `${VERIFY_PREFIX}/compile`, payload: { license: 'MIT' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/^body\/\w+ is required$/);
  });
});
