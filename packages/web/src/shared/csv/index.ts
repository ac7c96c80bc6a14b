export { buildCsv, escapeFormula } from './build-csv.js';
export type { CsvColumn } from './csv-column.js';
export { downloadCsv } from './download-csv.js';
export { tokenAmount } from './token-amount.js';
