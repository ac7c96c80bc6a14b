import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { loggableError } from '../src/http/loggable-error.js';
import { REGISTRY_PREFIX, REQUEST_ID_HEADER } from '../src/index.js';
import { startSignInServer } from './support/sign-in-server.js';
import type { TestIssuer } from './token-issuer.js';

const MANAGER_EMAIL = 'secret.person@example.com';
const LIST_NAME = 'Jane Quinlan Private';

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  err?: { type?: string; code?: string; message?: string; sql?: string; stack?: string };
}

/** 5xx log lines keep what finds the fault (the error's code, message and SQL text) but no value a user sent. */
describe.each(testDatabaseKinds())('the log line of a 5xx on %s', (kind) => {
  let issuer: TestIssuer;
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let owner: string;
  let listId: number;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ issuer, database, app, close } = await startSignInServer(
      kind,
      {},
      { log: { level: 'error', stream: { write: (line) => lines.push(line) } } },
    ));
    owner = await issuer.sign({ sub: 'owner-1', email: 'owner.person@example.com', email_verified: true });
    const created = await registry('POST', '/v1/authorized/token_lists', {
      url: 'faulty1',
      name: 'Faulty',
      asset_logo: 'https://example.com/logo.svg',
      is_public: true,
      verified: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    listId = created.json().data.token_list.id;
    // Faults the database raises as a new manager or a new name is written: the first names the row's value, as
    // PostgreSQL's own messages do (`value "…" is out of range`), the second does not.
    await sql`CREATE FUNCTION refuse_manager() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'manager % refused', NEW.email USING DETAIL = 'the row of ' || NEW.email, HINT = NEW.email; END $$`.execute(database.db);
    await sql`CREATE TRIGGER refuse_manager BEFORE INSERT ON token_list_managers FOR EACH ROW EXECUTE FUNCTION refuse_manager()`.execute(database.db);
    await sql`CREATE FUNCTION refuse_name() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the list cannot be renamed'; END $$`.execute(
      database.db,
    );
    await sql`CREATE TRIGGER refuse_name BEFORE UPDATE OF name ON token_lists FOR EACH ROW EXECUTE FUNCTION refuse_name()`.execute(database.db);
  });
  afterAll(() => close?.());

  function registry(method: 'POST' | 'PUT', path: string, payload: object) {
    return app.inject({ method, url: `${REGISTRY_PREFIX}${path}`, headers: { authorization: `Bearer ${owner}` }, payload });
  }

  /** The error lines of one failed call, after checking it answered 500 with nothing of the fault in its body. */
  async function failedCall(method: 'POST' | 'PUT', path: string, payload: object): Promise<{ text: string; logged: LogLine[] }> {
    lines.length = 0;
    const answer = await registry(method, path, payload);
    expect(answer.statusCode, answer.body).toBe(500);
    const id = answer.headers[REQUEST_ID_HEADER];
    expect(answer.json()).toEqual({ error: { code: 'Internal', message: 'internal error', requestId: id } });
    const logged = lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === id && line.level === 50);
    expect(logged).toHaveLength(1);
    return { text: lines.join('\n'), logged };
  }

  it('holds no e-mail address from a registry call, though the message and parameters of the failed query had it', async () => {
    const { text, logged } = await failedCall('POST', `/v1/authorized/token_lists/${listId}/managers`, { emails: [MANAGER_EMAIL] });
    expect(text).not.toContain('secret.person');
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    const [line] = logged;
    expect(line!.msg).toBe('request failed');
    expect(line!.err).toMatchObject({ code: 'P0001', message: expect.stringMatching(/^manager .+ refused$/) });
    if (kind === 'pglite') expect(line!.err!.sql).toMatch(/insert into "token_list_managers"/);
  });

  it('holds no other value of the failed query either (a list name), and keeps its SQL text', async () => {
    const { text, logged } = await failedCall('PUT', `/v1/authorized/token_lists/${listId}`, { name: LIST_NAME });
    expect(text).not.toContain('Quinlan');
    expect(logged[0]!.err).toMatchObject({ code: 'P0001', message: 'the list cannot be renamed' });
    if (kind === 'pglite') expect(logged[0]!.err!.sql).toMatch(/update "token_lists" set/);
  });
});

describe('an error as it is logged', () => {
  it('keeps the code and the SQL text, and takes bound texts, quoted values and e-mails out of the message', () => {
    const outOfRange = Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code: '22003',
      query: 'select * from "token_lists" where "id" = $1',
      params: ['2147483648'],
      detail: 'anything',
    });
    expect(loggableError(outOfRange)).toEqual({
      type: 'Error',
      message: 'value "…" is out of range for type integer',
      code: '22003',
      sql: 'select * from "token_lists" where "id" = $1',
      stack: expect.stringMatching(/^Error: value "…" is out of range for type integer\n\s+at /),
    });
    const server = Object.assign(new Error('duplicate key for Jane.Doe+x@mail.example.org'), { constraint: 'token_list_managers_pkey' });
    expect(loggableError(server)).toMatchObject({ message: 'duplicate key for …@…', constraint: 'token_list_managers_pkey' });
    expect(JSON.stringify(loggableError(new Error('fetch failed', { cause: new Error('to a@b.example') })))).not.toContain('a@b');
  });
});
