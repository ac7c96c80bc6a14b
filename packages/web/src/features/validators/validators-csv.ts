import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { tokenAmount } from '../../shared/csv/token-amount.js';
import type { Participant } from '@tvmscan/api/contract';
import { validatorAddress, weightPercent } from './validator-figures.js';

export const VALIDATORS_CSV_FILE = 'Validators.csv';
/** A CSV file is read by programs: its numbers keep the dot, whatever the interface language. */
const CSV_LOCALE = 'en';

/** The columns of Validators.csv: amounts in whole tokens (÷ 10^decimals, exact), weight in percent. */
export function validatorsCsvColumns(decimals: number): CsvColumn<Participant>[] {
  return [
    { header: 'Rank', value: (row) => row.rank },
    { header: 'Address', value: (row) => validatorAddress(row.address) },
    { header: 'Public key', value: (row) => row.publicKey },
    { header: 'Stake', value: (row) => tokenAmount(row.stake, decimals) },
    { header: 'Bonuses', value: (row) => tokenAmount(row.bonuses, decimals) },
    { header: 'Weight %', value: (row) => weightPercent(row.weight, CSV_LOCALE) },
  ];
}
