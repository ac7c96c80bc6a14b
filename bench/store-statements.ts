import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { ChainSchema } from '@tvmscan/store';

export interface Statement {
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/**
 * The statements a store call sent, in stages: the statements of a stage were in flight together (a Promise.all in
 * the store), and each stage began after the one before had finished.
 */
export type StatementStages = Statement[][];

/** Runs `call` once against the database and records the SQL it sent, with its parameters and its concurrency. */
export async function recordStatements(pool: pg.Pool, call: (db: Kysely<ChainSchema>) => Promise<unknown>): Promise<StatementStages> {
  const stages: StatementStages = [];
  let open = 0;
  const recording: PostgresPool = {
    async connect(): Promise<PostgresPoolClient> {
      // A connection asked for while none is held starts a new stage: the store awaited everything before it.
      if (open === 0) stages.push([]);
      const stage = stages.at(-1)!;
      open++;
      const client = await pool.connect();
      return {
        // Kysely's driver sends (sql, parameters) only; the cursor form serves streams, which the store does not use.
        query: ((sql: string, parameters: readonly unknown[]) => {
          stage.push({ sql, parameters });
          return client.query(sql, [...parameters]);
        }) as unknown as PostgresPoolClient['query'],
        release() {
          open--;
          client.release();
        },
      };
    },
    // The pool belongs to the caller, which ends it.
    end: async () => {},
  };
  const db = new Kysely<ChainSchema>({ dialect: new PostgresDialect({ pool: recording }) });
  try {
    await call(db);
  } finally {
    await db.destroy();
  }
  return stages;
}

/** Sends the recorded statements straight through `pg`, with the store call's concurrency; returns the rows of each. */
export async function replayStatements(pool: pg.Pool, stages: StatementStages): Promise<number[]> {
  const rowCounts: number[] = [];
  for (const stage of stages) {
    const results = await Promise.all(stage.map((statement) => pool.query(statement.sql, [...statement.parameters])));
    rowCounts.push(...results.map((result) => result.rowCount ?? 0));
  }
  return rowCounts;
}
