import type { Message } from '@tvmscan/api/contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { tokenAmount } from '../../shared/csv/token-amount.js';
import { formatDate } from '../../shared/format/index.js';

export const MESSAGES_CSV_FILE = 'messages.csv';

/** Amounts in whole tokens (nano ÷ 10^decimals), exact. */
export function messagesCsvColumns(decimals: number, symbol: string): CsvColumn<Message>[] {
  return [
    { header: 'Hash', value: (message) => message.messageHash },
    { header: 'Type', value: (message) => message.messageType },
    { header: 'Source', value: (message) => message.srcAddress },
    { header: 'Destination', value: (message) => message.dstAddress },
    { header: `Value, ${symbol}`, value: (message) => tokenAmount(message.messageValue, decimals) },
    { header: `Forward fee, ${symbol}`, value: (message) => tokenAmount(message.fwdFee, decimals) },
    { header: 'Time', value: (message) => formatDate(message.transactionTime ?? message.createdAt) },
    { header: 'Unix time', value: (message) => message.transactionTime ?? message.createdAt },
    { header: 'Created logical time', value: (message) => message.createdLt },
    { header: 'Transaction hash', value: (message) => message.transactionHash },
    { header: 'Outbound', value: (message) => message.isOut },
    { header: 'Bounce', value: (message) => message.bounce },
    { header: 'Bounced', value: (message) => message.bounced },
    { header: 'Method', value: (message) => message.methodName, freeText: true },
    { header: 'Contract', value: (message) => message.contractName, freeText: true },
  ];
}
