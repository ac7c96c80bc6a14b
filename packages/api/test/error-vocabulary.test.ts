import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORER_PREFIX, REGISTRY_PREFIX, TOKEN_PREFIX, VERIFY_PREFIX, type ContractVerifier } from '../src/index.js';
import { ERROR_KINDS, SPEC_ERROR_KINDS } from '../src/schemas/error-body.js';
import { EXPLORER_ROUTES } from '../src/schemas/explorer-routes.js';
import { NFT_ROUTES } from '../src/schemas/nft-routes.js';
import { REGISTRY_ROUTES } from '../src/schemas/registry-routes.js';
import type { RouteEntry } from '../src/schemas/route-entry.js';
import { TOKEN_ROUTES } from '../src/schemas/token-routes.js';
import { VERIFY_ROUTES } from '../src/schemas/verify-routes.js';
import { startSignInServer, type SignInServer } from './support/sign-in-server.js';

interface BodySchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** Every call of every API, with where it is served. */
const CALLS = [
  ...Object.entries(EXPLORER_ROUTES as Record<string, RouteEntry>).map(([route, entry]) => ({ prefix: EXPLORER_PREFIX, route, entry })),
  ...Object.entries({ ...TOKEN_ROUTES, ...NFT_ROUTES } as Record<string, RouteEntry>).map(([route, entry]) => ({
    prefix: TOKEN_PREFIX,
    route,
    entry,
  })),
  ...Object.entries(REGISTRY_ROUTES as Record<string, RouteEntry>).map(([route, entry]) => ({ prefix: REGISTRY_PREFIX, route, entry })),
  ...Object.entries(VERIFY_ROUTES as Record<string, RouteEntry>).map(([route, entry]) => ({ prefix: VERIFY_PREFIX, route, entry })),
].map((call) => ({ ...call, name: `${call.prefix.split('/')[2]} ${call.route}` }));

const WITH_BODY = CALLS.filter(({ entry }) => entry.body !== undefined);
const WITH_REQUIRED = WITH_BODY.filter(({ entry }) => ((entry.body as BodySchema).required ?? []).length > 0);
/** Calls with a path parameter of a fixed form (a pattern): one of free text (a symbol's part, a list's URL name) takes any. */
const WITH_PARAMS = CALLS.filter(({ entry }) =>
  Object.values((entry.params as { properties?: Record<string, { pattern?: string }> } | undefined)?.properties ?? {}).some((param) => param.pattern),
);
const SIGNED_IN = CALLS.filter(({ entry }) => entry.access === 'signed-in' || entry.access === 'admin');

/** The validator's own words, which must never reach a client as a kind (`required`, `pattern`, `const`…). */
const VALIDATOR_KEYWORDS =
  /^(?:required|pattern|const|type|format|enum|minimum|maximum|minLength|maxLength|minItems|maxItems|additionalProperties|anyOf|oneOf)$/;

/** A value no field of any call takes: an object with a name no schema declares. */
const NO_FIELD_TAKES = { 'not-a-field': [[]] };

/** Path parameters no call takes: text that is no address, hash or number. */
const badPath = (route: string) => route.split(' ')[1]!.replace(/:(\w+)/g, '%20%7B%7D');

/** Path parameters of the right form, so that the body is what a call refuses. */
const GOOD_PARAMS: Record<string, string> = { id: '1', url: 'mylist', hash: '3'.repeat(64), substring: 'dus' };
const goodPath = (route: string) => route.split(' ')[1]!.replace(/:(\w+)/g, (_match, name: string) => GOOD_PARAMS[name] ?? `0:${'3'.repeat(64)}`);

interface ErrorAnswer {
  error: { code: string; kind: string; field?: string; message: string };
}

/**
 * A refusal in the API's error vocabulary: a kind of spec 001 §8 or one API.md documents beside them (never a validator
 * keyword), and on a 400 or 401 the field at fault, which the message starts with.
 */
function expectVocabulary(answer: LightMyRequestResponse, status: number, what: string): ErrorAnswer['error'] {
  expect(answer.statusCode, `${what}: ${answer.body}`).toBe(status);
  const { error } = answer.json() as ErrorAnswer;
  expect(ERROR_KINDS, `${what}: kind ${error.kind}`).toContain(error.kind);
  expect(error.kind, what).not.toMatch(VALIDATOR_KEYWORDS);
  if (status === 400 || status === 401) {
    expect(error.field, `${what}: names the field`).toMatch(/^(?:body|params|headers)(?:\/|$)/);
    if (status === 400) expect(error.message.startsWith(error.field!), `${what}: ${error.message}`).toBe(true);
  }
  return error;
}

describe('every API answers its refusals in one error vocabulary (spec 001 §8 and API.md "Errors")', () => {
  let server: SignInServer;
  let tokens: { user: string; admin: string };

  beforeAll(async () => {
    server = await startSignInServer('pglite', { admins: { subjects: ['admin-1'] } }, { verifier: {} as ContractVerifier });
    tokens = { user: await server.issuer.sign({ sub: 'user-1' }), admin: await server.issuer.sign({ sub: 'admin-1' }) };
  });
  afterAll(() => server?.close());

  /** A call as the one it is for: an admin call as an admin, a signed-in one as a user, a public one anonymously. */
  const send = (call: (typeof CALLS)[number], options: { body?: unknown; path?: string; token?: string | null } = {}) => {
    const token =
      options.token === undefined
        ? call.entry.access === 'admin'
          ? tokens.admin
          : call.entry.access === 'signed-in'
            ? tokens.user
            : null
        : options.token;
    return server.app.inject({
      method: call.route.split(' ')[0] as 'GET',
      url: `${call.prefix}${options.path ?? goodPath(call.route)}`,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  };

  it('covers every call of the four APIs', () => {
    expect(new Set(CALLS.map(({ prefix }) => prefix)).size).toBe(4);
    expect(WITH_BODY.length).toBeGreaterThan(60);
  });

  it.each(WITH_BODY.map((call) => [call.name, call] as const))('%s: a bad body is a 400 naming the field, in the vocabulary', async (name, call) => {
    const properties = Object.keys((call.entry.body as BodySchema).properties ?? {});
    const bodies: Record<string, unknown> = {
      'an unknown field': { ...NO_FIELD_TAKES },
      'a body that is a list': [1, 2, 3],
      ...Object.fromEntries(properties.map((property) => [`${property} of the wrong type`, { [property]: NO_FIELD_TAKES }])),
    };
    for (const [what, body] of Object.entries(bodies)) expectVocabulary(await send(call, { body }), 400, `${name}, ${what}`);
    expectVocabulary(
      await send(call, { body: { ...requiredSample(call.entry), 'not-a-field': 1 } }),
      400,
      `${name}, required fields and an unknown one`,
    );
  });

  it.each(WITH_REQUIRED.map((call) => [call.name, call] as const))('%s: a missing field is a 400 of kind Required naming it', async (name, call) => {
    const required = (call.entry.body as BodySchema).required!;
    const error = expectVocabulary(await send(call, { body: {} }), 400, `${name}, empty body`);
    expect(error.kind, name).toBe('Required');
    expect(
      required.map((field) => `body/${field}`),
      name,
    ).toContain(error.field);
    expect(error.message, name).toBe(`${error.field} is required`);
  });

  it.each(WITH_PARAMS.map((call) => [call.name, call] as const))('%s: a path parameter it cannot use is a 400 naming it', async (name, call) => {
    const answer = await send(call, { path: badPath(call.route), ...(call.entry.body === undefined ? {} : { body: {} }) });
    const error = expectVocabulary(answer, 400, name);
    expect(error.field, name).toMatch(/^(?:params\/\w+|body(?:\/.*)?)$/);
  });

  it.each(SIGNED_IN.map((call) => [call.name, call] as const))(
    '%s: without credentials it is a 401 of kind Auth, whatever its body',
    async (name, call) => {
      const body = call.route.startsWith('GET ') ? undefined : { ...NO_FIELD_TAKES };
      for (const token of [null, 'not-a-token']) {
        const error = expectVocabulary(await send(call, { token, body, path: badPath(call.route) }), 401, `${name} (${token ?? 'no token'})`);
        expect(error.kind, name).toBe('Auth');
        expect(error.field, name).toBe('headers/authorization');
      }
    },
  );

  it('answers the fixed refusals of the server in the vocabulary too: 404, 405 with Allow, 415', async () => {
    const notFound = expectVocabulary(await server.app.inject({ method: 'GET', url: `${EXPLORER_PREFIX}/nowhere` }), 404, 'unknown path');
    expect(notFound.kind).toBe('NotFound');
    const wrongMethod = await server.app.inject({ method: 'POST', url: `${TOKEN_PREFIX}/root_contract/supply/0:${'1'.repeat(64)}` });
    expect(expectVocabulary(wrongMethod, 405, 'wrong method on a parameterised path').kind).toBe('Method');
    expect(wrongMethod.headers['allow']).toBe('GET');
    const text = await server.app.inject({
      method: 'POST',
      url: `${EXPLORER_PREFIX}/search`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(expectVocabulary(text, 415, 'text/plain').kind).toBe('Request');
  });

  it('keeps the kinds of spec 001 §8 in its order, numbered 0 to 17', () => {
    expect(SPEC_ERROR_KINDS).toHaveLength(18);
    expect(SPEC_ERROR_KINDS[0]).toBe('MaxLen');
    expect(SPEC_ERROR_KINDS[17]).toBe('TokenProposalRejected');
  });
});

/** A body with placeholder values for the call's required fields, so that a check of another field is reached. */
function requiredSample(entry: RouteEntry): Record<string, unknown> {
  const required = (entry.body as BodySchema).required ?? [];
  return Object.fromEntries(required.map((field) => [field, 'x']));
}
