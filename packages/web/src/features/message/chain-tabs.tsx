import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount } from '../../shared/format/index.js';
import { PagedTable } from '../../shared/detail-page/paged-table.js';
import { isError, isWarning, MessageChainGraph } from '../message-diagram/index.js';
import { chainEventColumns, chainMessageColumns, chainTransactionColumns, errorColumns, feeColumns, warningColumns } from './chain-columns.js';
import { chainFeesTotal } from './chain-fees.js';
import { ChainView } from './chain-view.js';
import { EVENTS_PAGE_SIZE } from './message-views.js';
import styles from './message-page.module.css';

/** The default view: the chain drawn as a graph. */
export function ChainGraphTab() {
  const { id } = useParams({ from: '/messages/$id' });
  return <MessageChainGraph messageHash={id} />;
}

export function ChainMessagesTab() {
  const { t } = useTranslation('message');
  const { t: te } = useTranslation('entities');
  const money = useNetworkConfig();
  return (
    <ChainView>
      {(tree) => (
        <PagedTable
          caption={t('diagram.messages')}
          columns={chainMessageColumns(t, te, money)}
          rows={tree.messages}
          rowKey={(message) => message.messageHash}
        />
      )}
    </ChainView>
  );
}

export function ChainTransactionsTab() {
  const { t } = useTranslation('message');
  const { t: te } = useTranslation('entities');
  const money = useNetworkConfig();
  return (
    <ChainView>
      {(tree) => (
        <PagedTable
          caption={t('diagram.transactions')}
          columns={chainTransactionColumns(t, te, money)}
          rows={tree.transactions}
          rowKey={(transaction) => transaction.hash}
        />
      )}
    </ChainView>
  );
}

/** The external-out messages of the chain's transactions, paged only beyond 50 entries. */
export function ChainEventsTab() {
  const { t } = useTranslation('message');
  return (
    <ChainView>
      {(tree) => (
        <PagedTable
          caption={t('diagram.events')}
          columns={chainEventColumns(t)}
          rows={tree.messages.filter((message) => message.messageType === 'ExternalOut')}
          rowKey={(message) => message.messageHash}
          pageSize={EVENTS_PAGE_SIZE}
        />
      )}
    </ChainView>
  );
}

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
          <PagedTable
            caption={t('diagram.totalFees')}
            columns={feeColumns(t, money)}
            rows={tree.transactions}
            rowKey={(transaction) => transaction.hash}
          />
        </>
      )}
    </ChainView>
  );
}

/** Aborted transactions of the chain, with the meaning of their exit or result code. */
export function ChainErrorsTab() {
  const { t } = useTranslation('message');
  const { t: tCommon } = useTranslation();
  return (
    <ChainView>
      {(tree) => (
        <PagedTable
          caption={t('diagram.errors')}
          columns={errorColumns(t, tCommon('states.noData'))}
          rows={tree.transactions.filter(isError)}
          rowKey={(transaction) => transaction.hash}
        />
      )}
    </ChainView>
  );
}

/** Aborted transactions without exit code on an uninitialized account (spec 000 §4). */
export function ChainWarningsTab() {
  const { t } = useTranslation('message');
  const { t: td } = useTranslation('messageDiagram');
  return (
    <ChainView>
      {(tree) => (
        <PagedTable
          caption={t('diagram.warnings')}
          columns={warningColumns(t, td('uninitWarning'))}
          rows={tree.transactions.filter(isWarning)}
          rowKey={(transaction) => transaction.hash}
        />
      )}
    </ChainView>
  );
}
