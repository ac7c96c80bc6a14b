import type { TokenTransaction } from '@tvmscan/api/token-contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { tokenAmount } from '../../shared/csv/token-amount.js';

export const TOKEN_TRANSACTIONS_CSV_FILE = 'token-transactions.csv';

/**
 * The token transactions export (spec 001 §2): the time in milliseconds (block time × 1000), amounts exact in whole
 * tokens (smallest units ÷ 10^decimals of their root; as given while the root's decimals are unknown).
 */
export const TOKEN_TRANSACTIONS_CSV_COLUMNS: CsvColumn<TokenTransaction>[] = [
  { header: 'Transaction hash', value: (operation) => operation.transactionHash },
  { header: 'Time', value: (operation) => operation.blockTime * 1000 },
  { header: 'Kind', value: (operation) => operation.kind },
  { header: 'Token', value: (operation) => operation.token, freeText: true },
  { header: 'Root address', value: (operation) => operation.rootAddress },
  { header: 'Sender', value: (operation) => operation.sender.ownerAddress },
  { header: 'Receiver', value: (operation) => operation.receiver.ownerAddress },
  { header: 'Amount', value: (operation) => (operation.scale === null ? operation.amount : tokenAmount(operation.amount, operation.scale)) },
  { header: 'Message hash', value: (operation) => operation.messageHash },
];
