import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { API } from './api-client.js';
import { buildCheckedServer, openApiResponsesOf, UndocumentedResponseError, type OpenApiResponses } from './support/openapi-responses.js';

/** `response` with its JSON body replaced by `body`, as a server answering wrongly would send it. */
function answeredWith(response: LightMyRequestResponse, body: unknown): LightMyRequestResponse {
  const text = JSON.stringify(body);
  return { ...response, body: text, payload: text, json: () => JSON.parse(text) as unknown } as LightMyRequestResponse;
}

describe('the API tests check every answer against the OpenAPI document', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let responses: OpenApiResponses;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildCheckedServer({ database, rateLimit: false });
    responses = await openApiResponsesOf(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('accepts the answers the server gives, errors included', async () => {
    expect((await app.inject({ method: 'GET', url: `${API}/time` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `${API}/blocks`, payload: { seqno: 'x' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `${API}/transactions`, payload: { id: '0'.repeat(64) } })).statusCode).toBe(404);
  });

  it('refuses an answer missing a field, or with a field of another type', async () => {
    const time = await app.inject({ method: 'GET', url: `${API}/time` });
    const data = (time.json() as { data: Record<string, unknown> }).data;
    const field = Object.keys(data)[0]!;
    expect(() => responses.check('GET', `${API}/time`, answeredWith(time, { data: {} }))).toThrow(UndocumentedResponseError);
    expect(() => responses.check('GET', `${API}/time`, answeredWith(time, { data: { ...data, [field]: [] } }))).toThrow(
      new RegExp(`^GET ${API}/time → 200: the answer does not match the document`),
    );
  });

  it('refuses an error answer that is not the documented error body', async () => {
    const missing = await app.inject({ method: 'POST', url: `${API}/transactions`, payload: { id: '0'.repeat(64) } });
    const wrong = answeredWith(missing, { error: { code: 'Missing', message: 'trx not founded' } });
    expect(() => responses.check('POST', `${API}/transactions`, wrong)).toThrow(
      `POST ${API}/transactions → 404: the answer does not match the document`,
    );
    expect(() => responses.check('POST', `${API}/transactions`, answeredWith(missing, { message: 'not found' }))).toThrow(UndocumentedResponseError);
  });
});
