import type { TFunction } from 'i18next';
import type { Message, Transaction } from '@tvmscan/api/contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { formatAmount, formatDate } from '../../shared/format/index.js';
import { AccountLink, MessageLink, TransactionLink } from '../../shared/detail-page/chain-links.js';
import { TransactionStatusBadge } from '../../shared/ui/transaction-status-badge.js';
import { transactionIssue } from '../message-diagram/index.js';
import type { TransactionIssue } from '../message-diagram/index.js';

export interface Money {
  decimals: number;
  tokenSymbol: string;
}

const amount = (nano: string, { decimals, tokenSymbol }: Money) => `${formatAmount(nano, decimals)} ${tokenSymbol}`;

export function chainMessageColumns(t: TFunction<'message'>, te: TFunction<'entities'>, money: Money): TableColumn<Message>[] {
  return [
    { key: 'hash', header: t('table.hash'), cell: (message) => <MessageLink hash={message.messageHash} /> },
    { key: 'type', header: t('table.type'), cell: (message) => te(`messageTypes.${message.messageType}`) },
    { key: 'source', header: t('table.source'), cell: (message) => <AccountLink address={message.srcAddress} /> },
    { key: 'destination', header: t('table.destination'), cell: (message) => <AccountLink address={message.dstAddress} /> },
    { key: 'value', header: t('table.value'), cell: (message) => amount(message.messageValue, money), numeric: true },
    { key: 'created', header: t('table.created'), cell: (message) => formatDate(message.createdAt) },
  ];
}

export function chainEventColumns(t: TFunction<'message'>): TableColumn<Message>[] {
  return [
    { key: 'hash', header: t('table.hash'), cell: (message) => <MessageLink hash={message.messageHash} /> },
    { key: 'emittedBy', header: t('table.emittedBy'), cell: (message) => <AccountLink address={message.srcAddress} /> },
    { key: 'transaction', header: t('table.transaction'), cell: (message) => <TransactionLink hash={message.srcTransactionHash} /> },
    { key: 'created', header: t('table.created'), cell: (message) => formatDate(message.createdAt) },
  ];
}

export function chainTransactionColumns(t: TFunction<'message'>, te: TFunction<'entities'>, money: Money): TableColumn<Transaction>[] {
  return [
    { key: 'hash', header: t('table.hash'), cell: (transaction) => <TransactionLink hash={transaction.hash} /> },
    { key: 'account', header: t('table.account'), cell: (transaction) => <AccountLink address={transaction.accountId} /> },
    { key: 'time', header: t('table.time'), cell: (transaction) => formatDate(transaction.time) },
    { key: 'type', header: t('table.txType'), cell: (transaction) => te(`transactionTypes.${transaction.txType}`) },
    {
      key: 'status',
      header: t('table.status'),
      cell: (transaction) => <TransactionStatusBadge aborted={transaction.aborted} />,
    },
    { key: 'fees', header: t('table.fees'), cell: (transaction) => amount(transaction.totalFees, money), numeric: true },
  ];
}

export function feeColumns(t: TFunction<'message'>, money: Money): TableColumn<Transaction>[] {
  return [
    { key: 'hash', header: t('table.hash'), cell: (transaction) => <TransactionLink hash={transaction.hash} /> },
    { key: 'account', header: t('table.account'), cell: (transaction) => <AccountLink address={transaction.accountId} /> },
    { key: 'fees', header: t('table.fees'), cell: (transaction) => amount(transaction.totalFees, money), numeric: true },
  ];
}

function codeText(issue: TransactionIssue | null, t: TFunction<'message'>, noData: string): string {
  if (issue?.kind !== 'error' || issue.source === 'none') return noData;
  return t(issue.source === 'exitCode' ? 'codes.exitCode' : 'codes.resultCode', { code: issue.code });
}

function explanation(issue: TransactionIssue | null, t: TFunction<'message'>): string {
  if (issue?.kind !== 'error' || issue.source === 'none') return t('codes.unknown');
  return issue.meaning ?? t('codes.unknown');
}

export function errorColumns(t: TFunction<'message'>, noData: string): TableColumn<Transaction>[] {
  return [
    { key: 'hash', header: t('table.hash'), cell: (transaction) => <TransactionLink hash={transaction.hash} /> },
    { key: 'account', header: t('table.account'), cell: (transaction) => <AccountLink address={transaction.accountId} /> },
    { key: 'code', header: t('table.code'), cell: (transaction) => codeText(transactionIssue(transaction), t, noData) },
    { key: 'explanation', header: t('table.explanation'), cell: (transaction) => explanation(transactionIssue(transaction), t) },
  ];
}

export function warningColumns(t: TFunction<'message'>, warning: string): TableColumn<Transaction>[] {
  return [
    { key: 'hash', header: t('table.hash'), cell: (transaction) => <TransactionLink hash={transaction.hash} /> },
    { key: 'account', header: t('table.account'), cell: (transaction) => <AccountLink address={transaction.accountId} /> },
    { key: 'warning', header: t('table.warning'), cell: () => warning },
  ];
}
