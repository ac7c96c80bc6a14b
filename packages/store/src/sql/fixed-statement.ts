import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { StoreError } from '../store-error.js';

/** A fixed statement whose parameters are not exactly its values in order: a programming error in the store. */
export class FixedStatementError extends StoreError {
  declare readonly code: 'fixed-statement';

  constructor(message: string) {
    super('fixed-statement', message);
  }
}

/**
 * A statement whose shape never changes, compiled by Kysely once per database and then sent with each call's
 * values: building and compiling a query of many columns costs the API more CPU than the database spends running it.
 * `build` must use each of its values as one parameter, in order, and nothing else as a parameter.
 */
export function fixedStatement<DB, Values extends readonly unknown[], Row>(
  build: (db: Kysely<DB>, ...values: Values) => Compilable<Row>,
): (db: Kysely<DB>, ...values: Values) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<DB>, string>();
  return async (db, ...values) => {
    let text = compiled.get(db);
    if (text === undefined) {
      const query = build(db, ...values).compile();
      if (query.parameters.length !== values.length || query.parameters.some((parameter, index) => parameter !== values[index])) {
        throw new FixedStatementError(`the statement's parameters are not its ${values.length} values in order: ${query.sql}`);
      }
      text = query.sql;
      compiled.set(db, text);
    }
    return (await db.executeQuery<Row>(CompiledQuery.raw(text, [...values]))).rows;
  };
}
