/** Rows rendered to COPY text: their columns in order, the text (a line per row) and how many rows it holds. */
export interface CopyChunk {
  readonly columns: readonly string[];
  readonly text: string;
  readonly count: number;
}

/** The rows as one chunk with the columns of the first row, or null when there are none. */
export function renderCopyChunk(rows: readonly object[]): CopyChunk | null {
  if (rows.length === 0) return null;
  const columns = Object.keys(rows[0]!);
  return { columns, text: copyText(rows as readonly Record<string, unknown>[], columns), count: rows.length };
}

/**
 * COPY text format: one line per row, columns separated by tabs, NULL as \N, backslash escapes for
 * backslash, newline, carriage return and tab; bytea as \\x hex (the backslash itself escaped).
 */
export function copyText(rows: readonly Record<string, unknown>[], columns: readonly string[]): string {
  let text = '';
  for (const row of rows) {
    for (let index = 0; index < columns.length; index++) {
      if (index > 0) text += '\t';
      text += copyValue(row[columns[index]!]);
    }
    text += '\n';
  }
  return text;
}

function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Uint8Array) return `\\\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return String(value).replace(/[\\\n\r\t]/g, (char) => ESCAPES[char]!);
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `COPY table (columns) FROM STDIN` with the rows' text as its one parameter: how the drivers here take a COPY. */
export const COPY_FROM_STDIN = /^COPY [\w"]+ \([\w", ]+\) FROM STDIN$/;

export function copyStatement(table: string, columns: readonly string[]): string {
  return `COPY ${table} (${columns.join(', ')}) FROM STDIN`;
}

/**
 * The chunk with one more column at the end of each row: `values` in row order (`String(value)`, null as NULL).
 * What a worker thread rendered without the column gets it on the thread that knows it.
 */
export function withColumn(chunk: CopyChunk, column: string, values: readonly (string | null)[]): CopyChunk {
  if (values.length !== chunk.count) throw new Error(`${values.length} values for a chunk of ${chunk.count} rows`);
  const parts: string[] = [];
  let start = 0;
  for (const value of values) {
    const end = chunk.text.indexOf('\n', start);
    parts.push(chunk.text.slice(start, end), '\t', copyValue(value), '\n');
    start = end + 1;
  }
  return { columns: [...chunk.columns, column], text: parts.join(''), count: chunk.count };
}
