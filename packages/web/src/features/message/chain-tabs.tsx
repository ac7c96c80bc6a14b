import { useParams } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Message, Transaction } from '@tvmscan/api/contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { PagedTable } from '../../shared/detail-page/paged-table.js';
import { formatAmount } from '../../shared/format/index.js';
import { isError, isWarning, MessageChainGraph, type MessageTree } from '../message-diagram/index.js';
import {
  chainEventColumns,
  chainMessageColumns,
  chainTransactionColumns,
  errorColumns,
  feeColumns,
  warningColumns,
  type Money,
} from './chain-columns.js';
import { chainFeesTotal } from './chain-fees.js';
import { ChainView } from './chain-view.js';
import { EVENTS_PAGE_SIZE } from './message-views.js';
import styles from './message-page.module.css';

/** What the chain's tables take their headers and cells' words from. */
interface ChainTexts {
  readonly t: TFunction<'message'>;
  readonly entities: TFunction<'entities'>;
  readonly common: TFunction;
  readonly diagram: TFunction<'messageDiagram'>;
  readonly money: Money;
}

/** One table of the message's chain: its caption (a view's name), its rows of the chain, its columns. */
interface ChainTable<Row> {
  readonly caption: 'messages' | 'transactions' | 'events' | 'totalFees' | 'errors' | 'warnings';
  rows(tree: MessageTree): Row[];
  columns(texts: ChainTexts): TableColumn<Row>[];
  rowKey(row: Row): string;
  /** Rows per page; unpaged when absent. */
  readonly pageSize?: number;
}

const messageKey = (message: Message) => message.messageHash;
const transactionKey = (transaction: Transaction) => transaction.hash;

const MESSAGES: ChainTable<Message> = {
  caption: 'messages',
  rows: (tree) => tree.messages,
  columns: ({ t, entities, money }) => chainMessageColumns(t, entities, money),
  rowKey: messageKey,
};

const TRANSACTIONS: ChainTable<Transaction> = {
  caption: 'transactions',
  rows: (tree) => tree.transactions,
  columns: ({ t, entities, money }) => chainTransactionColumns(t, entities, money),
  rowKey: transactionKey,
};

/** The external-out messages of the chain's transactions, paged only beyond 50 entries. */
const EVENTS: ChainTable<Message> = {
  caption: 'events',
  rows: (tree) => tree.messages.filter((message) => message.messageType === 'ExternalOut'),
  columns: ({ t }) => chainEventColumns(t),
  rowKey: messageKey,
  pageSize: EVENTS_PAGE_SIZE,
};

const FEES: ChainTable<Transaction> = {
  caption: 'totalFees',
  rows: (tree) => tree.transactions,
  columns: ({ t, money }) => feeColumns(t, money),
  rowKey: transactionKey,
};

/** Aborted transactions of the chain, with the meaning of their exit or result code. */
const ERRORS: ChainTable<Transaction> = {
  caption: 'errors',
  rows: (tree) => tree.transactions.filter(isError),
  columns: ({ t, common }) => errorColumns(t, common('states.noData')),
  rowKey: transactionKey,
};

/** Aborted transactions without exit code on an uninitialized account (spec 000 §4). */
const WARNINGS: ChainTable<Transaction> = {
  caption: 'warnings',
  rows: (tree) => tree.transactions.filter(isWarning),
  columns: ({ t, diagram }) => warningColumns(t, diagram('uninitWarning')),
  rowKey: transactionKey,
};

function ChainTableOf<Row>({ table, tree }: { table: ChainTable<Row>; tree: MessageTree }) {
  const { t } = useTranslation('message');
  const { t: entities } = useTranslation('entities');
  const { t: common } = useTranslation();
  const { t: diagram } = useTranslation('messageDiagram');
  const money = useNetworkConfig();
  return (
    <PagedTable
      caption={t(`diagram.${table.caption}`)}
      columns={table.columns({ t, entities, common, diagram, money })}
      rows={table.rows(tree)}
      rowKey={table.rowKey}
      pageSize={table.pageSize}
    />
  );
}

/** A view of the chain that is one of its tables. */
function ChainTableTab<Row>({ table }: { table: ChainTable<Row> }) {
  return <ChainView>{(tree) => <ChainTableOf table={table} tree={tree} />}</ChainView>;
}

/** The default view: the chain drawn as a graph. */
export function ChainGraphTab() {
  const { id } = useParams({ from: '/messages/$id' });
  return <MessageChainGraph messageHash={id} />;
}

export const ChainMessagesTab = () => <ChainTableTab table={MESSAGES} />;
export const ChainTransactionsTab = () => <ChainTableTab table={TRANSACTIONS} />;
export const ChainEventsTab = () => <ChainTableTab table={EVENTS} />;
export const ChainErrorsTab = () => <ChainTableTab table={ERRORS} />;
export const ChainWarningsTab = () => <ChainTableTab table={WARNINGS} />;

/** The chain's fees: their sum and count above the table of each transaction's. */
export function ChainTotalFeesTab() {
  const { t } = useTranslation('message');
  const money = useNetworkConfig();
  return (
    <ChainView>
      {(tree) => (
        <>
          {tree.transactions.length > 0 && (
            <dl className={styles.sum}>
              <div>
                <dt>{t('totalFees.sum')}</dt>
                <dd>{`${formatAmount(chainFeesTotal(tree.transactions), money.decimals)} ${money.tokenSymbol}`}</dd>
              </div>
              <div>
                <dt>{t('totalFees.count')}</dt>
                <dd>{tree.transactions.length}</dd>
              </div>
            </dl>
          )}
          <ChainTableOf table={FEES} tree={tree} />
        </>
      )}
    </ChainView>
  );
}
