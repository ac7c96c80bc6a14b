import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { accountsCsvColumns } from '../../src/features/accounts/accounts-csv.js';
import { blocksCsvColumns } from '../../src/features/blocks/blocks-csv.js';
import { messagesCsvColumns } from '../../src/features/messages/messages-csv.js';
import { transactionsCsvColumns } from '../../src/features/transactions/transactions-csv.js';
import { buildCsv } from '../../src/shared/csv/build-csv.js';
import { tokenAmount } from '../../src/shared/csv/token-amount.js';
import { accountRow, blockRow, hexOf, messageRow, transactionRow } from '../support/list-rows.js';

/** The CSV read back as records keyed by header. */
function readCsv(csv: string): Record<string, string>[] {
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}

const MASTERCHAIN_ACCOUNT = `-1:${'3'.repeat(64)}`;

describe('token amounts in CSV', () => {
  it('divides the smallest unit by 10^decimals exactly', () => {
    expect(tokenAmount('1500000000', 9)).toBe('1.5');
    expect(tokenAmount('-1', 9)).toBe('-0.000000001');
    expect(tokenAmount('0', 9)).toBe('0');
    expect(tokenAmount('123456789012345678901234567890', 9)).toBe('123456789012345678901.23456789');
    expect(tokenAmount('1500000', 6)).toBe('1.5');
    expect(tokenAmount(null, 9)).toBeNull();
  });
});

describe('CSV export', () => {
  it('writes blocks with full hashes under a header line', () => {
    const [row] = readCsv(buildCsv(blocksCsvColumns, [blockRow(7)]));
    expect(row).toMatchObject({ Seqno: '7', Workchain: '0', Shard: '8000000000000000', Transactions: '2', 'Root hash': hexOf(7) });
  });

  it('writes transactions with amounts in whole tokens and masterchain addresses and negative amounts unescaped', () => {
    const csv = buildCsv(transactionsCsvColumns(9, 'EVER'), [
      transactionRow(1, { accountId: MASTERCHAIN_ACCOUNT, balanceChange: '-2500000000', methodName: '=HYPERLINK("x")' }),
    ]);
    const row = readCsv(csv)[0]!;
    expect(row.Account).toBe(MASTERCHAIN_ACCOUNT);
    expect(row['Balance change, EVER']).toBe('-2.5');
    expect(row['Fees, EVER']).toBe('0.001');
    expect(row['Value received, EVER']).toBe('2');
    expect(row.Method).toBe(`'=HYPERLINK("x")`);
    expect(csv).not.toContain(`'-`);
  });

  it('escapes free-text cells starting with =, +, @, tab or carriage return, and nothing else', () => {
    const methods = ['=1+1', '+cmd', '@sum', '\tx', '\rx', '-1', 'transfer'];
    const rows = readCsv(
      buildCsv(
        messagesCsvColumns(9, 'EVER'),
        methods.map((methodName, n) => messageRow(n, { methodName, srcAddress: MASTERCHAIN_ACCOUNT })),
      ),
    );
    expect(rows.map((row) => row.Method)).toEqual(["'=1+1", "'+cmd", "'@sum", "'\tx", "'\rx", '-1', 'transfer']);
    expect(rows.every((row) => row.Source === MASTERCHAIN_ACCOUNT)).toBe(true);
    expect(rows[0]!['Value, EVER']).toBe('2.5');
  });

  it('writes accounts with balances in whole tokens and empty cells for missing values', () => {
    const [row] = readCsv(buildCsv(accountsCsvColumns(9, 'EVER'), [accountRow(1, { createdAt: null, codeHash: null })]));
    expect(row).toMatchObject({ 'Balance, EVER': '123.456789', Created: '', 'Code hash': '', State: 'Active' });
  });
});
