import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '@tvmscan/store';
import { REGISTRY_PREFIX, VERIFY_PREFIX, type CompileRequest, type CompileResponse, type ContractVerifier } from '../src/index.js';
import { startSignInServer, type SignInServer } from './support/sign-in-server.js';
import { everscanVerifySubmit, readCompileResponse, serdeBody, type EverscanCompileRequest } from '@tvmscan/api/testing';

const CODE_HASH = 'c0'.repeat(32);

/** A project as everscan-verify uploads it: its sources under /app/contracts/src, its libraries under /app/contracts/external. */
const REQUEST: EverscanCompileRequest = {
  compiler: { version: 'bbbbeca6e6f22f9a2cd3f30021ca83aac1a1428d', flags: ['--tvm-optimize'] },
  linker: { version: '0.15.35' },
  sources: [
    {
      path: '/app/contracts/external/tip3/TokenRoot.tsol',
      content: 'pragma ever-solidity >= 0.61.2;\ncontract TokenRoot {}\n',
      source_type: 'Dependency',
    },
    {
      path: '/app/contracts/src/Token.tsol',
      content: 'pragma ever-solidity >= 0.61.2;\nimport "../external/tip3/TokenRoot.tsol";\ncontract Token is TokenRoot {}\n',
      source_type: 'VerifyTarget',
    },
  ],
  license: 'MIT',
  audit_url: null,
  project_link: 'https://example.org/token',
};

const FAILED: CompileResponse = {
  failed_to_verify: {
    compiler_output: { success: false, stdout: '', stderr: 'Error: Undeclared identifier.' },
    linker_output: { success: false, stdout: '', stderr: '' },
  },
};

/** The signed upload of Broxus' everscan-verify, replayed by a client written from its public source. */
describe("everscan-verify's signed upload, POST /api/verify/authorized/compile", () => {
  let server: SignInServer;
  let apiKey: string;
  let secret: string;
  const received: CompileRequest[] = [];
  let answer: CompileResponse = { compiled: [{ contract_name: 'src/Token.tsol', code_hash: CODE_HASH }], already_verified: {} };
  const verifier = {
    compile: async (payload: CompileRequest) => {
      received.push(payload);
      return answer;
    },
  } as unknown as ContractVerifier;
  let nonces = Date.now();
  /** A nonce of now that no earlier request of the test used. */
  const freshNonce = () => String((nonces = Math.max(nonces + 1, Date.now())));
  const submit = (request: EverscanCompileRequest | string, options: Parameters<typeof everscanVerifySubmit>[4] = {}) =>
    everscanVerifySubmit(server.app, VERIFY_PREFIX, { apiKey, secret }, request, { nonce: freshNonce(), ...options });

  beforeAll(async () => {
    server = await startSignInServer('pglite', {}, { verifier });
    const token = await server.issuer.sign({ sub: 'contract-author' });
    const created = await server.app.inject({
      method: 'POST',
      url: `${REGISTRY_PREFIX}/v1/authorized/api_key/rotate`,
      headers: { authorization: `Bearer ${token}` },
    });
    apiKey = created.json().data.personal_access_token as string;
    secret = created.json().data.secret as string;
  });
  afterAll(() => server?.close());

  it('takes the tool’s request as it sends it, compiles its sources relative to its root and answers in the shape the tool reads', async () => {
    received.length = 0;
    const response = await submit(REQUEST);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(readCompileResponse(response.body)).toEqual({
      compiled: [{ contract_name: 'src/Token.tsol', code_hash: CODE_HASH, tvc: null, success: true, dependencies_list: [] }],
      already_verified: {},
      failed_to_verify: {},
    });
    expect(received).toEqual([
      {
        ...REQUEST,
        sources: REQUEST.sources.map((source) => ({ ...source, path: source.path.slice('/app/contracts/'.length) })),
      },
    ]);
  });

  it('gives a failed compile under each target’s path as sent, which the tool matches with the contracts it chose', async () => {
    answer = FAILED;
    try {
      const response = await submit(REQUEST);
      expect(response.statusCode, response.body).toBe(200);
      const read = readCompileResponse(response.body);
      expect(read.compiled).toEqual([]);
      expect(Object.keys(read.failed_to_verify)).toEqual(['/app/contracts/src/Token.tsol']);
      expect(read.failed_to_verify['/app/contracts/src/Token.tsol']!.compiler_output.stderr).toBe('Error: Undeclared identifier.');
    } finally {
      answer = { compiled: [{ contract_name: 'src/Token.tsol', code_hash: CODE_HASH }], already_verified: {} };
    }
  });

  const TEN_MINUTES_AGO = () => String(Date.now() - 10 * 60_000);
  const refusals: [string, () => Promise<Awaited<ReturnType<typeof submit>>>, string][] = [
    ['no API key', () => server.app.inject({ method: 'POST', url: `${VERIFY_PREFIX}/authorized/compile`, payload: REQUEST }), 'headers/x-api-key'],
    [
      'an API key this server never issued',
      () => everscanVerifySubmit(server.app, VERIFY_PREFIX, { apiKey: 'A'.repeat(43), secret: 'A'.repeat(43) }, REQUEST, { nonce: freshNonce() }),
      'headers/x-api-key',
    ],
    [
      'a signature keyed by the key rather than its secret',
      () => everscanVerifySubmit(server.app, VERIFY_PREFIX, { apiKey, secret: apiKey }, REQUEST, { nonce: freshNonce() }),
      'headers/signature',
    ],
    [
      'a signature with another secret',
      () => everscanVerifySubmit(server.app, VERIFY_PREFIX, { apiKey, secret: 'another' }, REQUEST, { nonce: freshNonce() }),
      'headers/signature',
    ],
    ['a body changed after signing', () => submit(REQUEST, { tamper: (body) => body.replace('"MIT"', '"GPL-3.0-only"') }), 'headers/signature'],
    ['a nonce ten minutes old', () => submit(REQUEST, { nonce: TEN_MINUTES_AGO() }), 'headers/nonce'],
    [
      'no nonce',
      () =>
        server.app.inject({
          method: 'POST',
          url: `${VERIFY_PREFIX}/authorized/compile`,
          headers: { 'x-api-key': apiKey, signature: 'ab'.repeat(32) },
          payload: REQUEST,
        }),
      'headers/nonce',
    ],
  ];

  it.each(refusals)('refuses %s with a 401 of kind Auth naming the header, compiling nothing', async (_what, send, field) => {
    received.length = 0;
    const response = await send();
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'Unauthorized', kind: 'Auth', field });
    expect(received).toEqual([]);
  });

  it('refuses a signed call with a key made before keys came with a secret, saying to create a new key', async () => {
    const key = 'B'.repeat(43);
    const user = await ensureUser(server.database.db, 'author of an older key');
    await server.database.db
      .insertInto('api_keys')
      .values({ user_id: user.id, key_hash: createHash('sha256').update(key).digest() })
      .execute();
    received.length = 0;
    const response = await everscanVerifySubmit(server.app, VERIFY_PREFIX, { apiKey: key, secret: key }, REQUEST, { nonce: freshNonce() });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().error).toMatchObject({ kind: 'Auth', field: 'headers/x-api-key' });
    expect(response.json().error.message).toContain('create a new key');
    expect(received).toEqual([]);
  });

  it('accepts a signed request once: the same nonce again is refused', async () => {
    const nonce = freshNonce();
    expect((await submit(REQUEST, { nonce })).statusCode).toBe(200);
    const replayed = await submit(REQUEST, { nonce });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toMatchObject({ kind: 'Auth', field: 'headers/nonce' });
  });

  it('checks the signature before the body: unsigned, a bad body is a 401; signed, a 400 naming the field', async () => {
    const bad = serdeBody(REQUEST).replace('"license":"MIT"', '"license":7');
    const unsigned = await server.app.inject({
      method: 'POST',
      url: `${VERIFY_PREFIX}/authorized/compile`,
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      payload: bad,
    });
    expect(unsigned.statusCode).toBe(401);
    const signed = await submit(bad);
    expect(signed.statusCode, signed.body).toBe(400);
    expect(signed.json().error).toMatchObject({ code: 'BadRequest', field: 'body/license' });
    const missing = await submit(JSON.stringify({ ...REQUEST, license: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ kind: 'Required', field: 'body/license', message: 'body/license is required' });
  });

  it('answers any signed body with a 200 or a 400 naming the field, never a failure of the server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const response = await submit(JSON.stringify(value));
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().error.field).toMatch(/^body(?:\/|$)/);
      }),
      { numRuns: 60 },
    );
  });
});
