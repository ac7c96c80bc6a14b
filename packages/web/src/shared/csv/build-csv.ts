import Papa from 'papaparse';
import type { CsvColumn } from './csv-column.js';

/** A spreadsheet would run a cell starting with these as a formula. */
const FORMULA_START = /^[=+@\t\r]/;

/** Prefixes a free-text cell that a spreadsheet would take for a formula with a quote. */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The rows as CSV with a header line. papaparse's own `escapeFormulae` is left off: it would also escape
 * masterchain addresses ('-1:…') and negative amounts, so only free-text columns are escaped here.
 */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const cells = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      if (value === null) return '';
      return column.freeText && typeof value === 'string' ? escapeFormula(value) : value;
    }),
  );
  return Papa.unparse({ fields: columns.map((column) => column.header), data: cells }, { escapeFormulae: false });
}
