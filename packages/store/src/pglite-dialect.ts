import type { PGlite, Results } from '@electric-sql/pglite';
import { COPY_FROM_STDIN } from './copy/copy-text.js';
import { StoreError } from './store-error.js';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** A one-connection lock: PGlite has a single session, so a transaction must own it until it ends. */
class SessionLock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return acquired;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGlite) {}

  /** Like node-postgres, a query without parameters goes by the simple protocol, so a script may hold several statements. */
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = COPY_FROM_STDIN.test(query.sql)
      ? await this.copyFrom<R>(query)
      : query.parameters.length === 0
        ? lastResult<R>(await this.client.exec(query.sql, { rowMode: 'object' }))
        : await this.client.query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  /** PGlite reads COPY data from a blob named '/dev/blob'; the statement carries the text as its one parameter. */
  private copyFrom<R>(query: CompiledQuery): Promise<Results<R>> {
    const blob = new Blob([String(query.parameters[0] ?? '')]);
    return this.client.query<R>(query.sql.replace(/FROM STDIN$/, "FROM '/dev/blob'"), [], { blob });
  }

  // eslint-disable-next-line require-yield -- PGlite has no cursors; Kysely calls this only for .stream()
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new StoreError('unsupported', 'streaming queries are not supported on the embedded database');
  }
}

function lastResult<R>(results: Results[]): Results<R> {
  return (results.at(-1) ?? { rows: [], fields: [] }) as Results<R>;
}

class PGliteDriver implements Driver {
  private readonly lock = new SessionLock();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: PGliteConnection;

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {
    await this.client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` ISOLATION LEVEL ${settings.isolationLevel.toUpperCase()}` : '';
    await connection.executeQuery(CompiledQuery.raw(`BEGIN${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

/** Kysely on an embedded PGlite database (kysely-pglite-dialect does not install with PGlite 0.5). */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
