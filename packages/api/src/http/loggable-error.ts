/**
 * What a log line tells of an error (a 5xx's above all): enough to find the fault, nothing a user sent. A type rather
 * than an interface, so that it is the plain record pino's serializers return.
 */
export type LoggedError = {
  readonly type: string;
  readonly message: string;
  /** PostgreSQL's SQLSTATE (`22003`), or a Node error code. */
  readonly code?: string;
  /** The statement's text, with its `$n` placeholders, without the values bound to them. */
  readonly sql?: string;
  /** The names of the objects a database error concerns, which are the schema's, never a user's. */
  readonly table?: string;
  readonly column?: string;
  readonly constraint?: string;
  /** The type and message as above, then the stack's frames (code locations only). */
  readonly stack: string;
  /** The error behind this one (a failed fetch's network error), told the same way. */
  readonly cause?: unknown;
};

/** PostgreSQL quotes a value it cannot take: `invalid input syntax for type integer: "…"`, `value "…" is out of range`. */
const QUOTED_VALUE = /(: |value )"(?:[^"]|"")*"/g;
/** An e-mail address, wherever the database or a library wrote one. */
const EMAIL = /[^\s"'`<>()[\]{},;:@]+@[^\s"'`<>()[\]{},;:@]+\.[^\s"'`<>()[\]{},;:@]+/g;
/** Bound texts shorter than this are not looked for: they name no one, and would blot out the message. */
const SHORTEST_VALUE = 2;

/**
 * An error as a log line holds it: the type, code, message, SQL text, object names, the stack's frames and the cause,
 * with the statement's bound values (PGlite attaches them as `params`), quoted values and e-mail addresses taken out
 * of the message and the SQL. Every other field is left out: a database error's `detail`, `hint` and `where` may repeat
 * a row's values. It is the logger's `err` serializer, so every logged error goes through it.
 */
export function loggableError(error: Error): LoggedError {
  // Whatever is logged as `err` comes here, a thrown string included.
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const values = boundValues(fields['params']);
  const type = error.constructor.name;
  const message = withoutValues(error.message, values).replace(QUOTED_VALUE, '$1"…"');
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const name = (field: string) => (typeof fields[field] === 'string' ? { [field]: fields[field] } : {});
  return {
    type,
    message,
    ...name('code'),
    ...(typeof fields['query'] === 'string' ? { sql: withoutValues(fields['query'], values) } : {}),
    ...name('table'),
    ...name('column'),
    ...name('constraint'),
    stack: [`${type}: ${message}`, ...frames].join('\n'),
    ...(error.cause === undefined ? {} : { cause: error.cause instanceof Error ? loggableError(error.cause) : error.cause }),
  };
}

/** The bound texts of a statement, longest first, so that a value is not found inside a longer one. */
function boundValues(params: unknown): string[] {
  if (!Array.isArray(params)) return [];
  const texts = params.filter((value): value is string => typeof value === 'string' && value.length >= SHORTEST_VALUE);
  return [...new Set(texts)].sort((a, b) => b.length - a.length);
}

function withoutValues(text: string, values: readonly string[]): string {
  return values.reduce((result, value) => result.replaceAll(value, '…'), text).replace(EMAIL, '…@…');
}
