import { Navigate, useParams } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransactionDetails } from '@tvmscan/api/contract';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import styles from '../../shared/detail-page/detail-page.module.css';
import { LoadingState, MissingState } from '../../shared/detail-page/page-state.js';
import { TabBar } from '../../shared/detail-page/tab-bar.js';
import { Trail } from '../../shared/detail-page/trail.js';
import { HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { TransactionSummary } from '../actions/transaction-summary.js';
import { TransactionDetailsPanel } from './transaction-details.js';
import { TransactionNotice } from './transaction-notice.js';
import { TransactionTabPanel } from './transaction-tab-panel.js';
import { chosenTransactionTab, DEFAULT_TRANSACTION_TAB, transactionTabs } from './transaction-tabs.js';
import { transactionHashOf, useTransaction } from './use-transaction.js';

/** `/transactions/{hash}/{tab?}` */
export function TransactionPage() {
  const { id, tab } = useParams({ from: '/transactions/$id/{-$tab}' });
  const hash = transactionHashOf(id);
  if (hash === null) return <TransactionMissing asked={id} />;
  return <TransactionLoader hash={hash} asked={id} tab={tab} />;
}

function TransactionMissing({ asked }: { asked: string }) {
  const { t } = useTranslation('transaction');
  return <MissingState title={t('notFound.title')} text={t('notFound.text', { id: asked })} />;
}

function TransactionLoader({ hash, asked, tab }: { hash: string; asked: string; tab: string | undefined }) {
  const { t } = useTranslation('transaction');
  const { t: tCommon } = useTranslation();
  const query = useTransaction(hash);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <MissingState title={tCommon('errors.unknown')} text={t('failed')} />;
  if (query.data === null) return <TransactionMissing asked={hash} />;
  return <TransactionView transaction={query.data} asked={asked} tab={tab} />;
}

function TransactionView({ transaction, asked, tab }: { transaction: TransactionDetails; asked: string; tab: string | undefined }) {
  const { t } = useTranslation('transaction');
  const { t: tDetails } = useTranslation('details');
  const { t: tCommon } = useTranslation();
  const shortHash = shortenHash(transaction.hash, HASH_LENGTHS.breadcrumbs);
  usePageTitle(t('pageTitle', { hash: shortHash }));
  const available = transactionTabs(transaction);
  const current = chosenTransactionTab(tab, available);
  const tabLink = (id?: string) => links.transaction(asked, id === DEFAULT_TRANSACTION_TAB ? undefined : id);
  // The tabs render in a pass of their own right after the details: the details, the largest thing a phone's first
  // screen shows, then paint after a shorter task on a slow phone.
  const tabsShown = useDeferredValue(true, false);
  if (current === null) return <Navigate {...tabLink()} replace />;
  return (
    <div className={styles.page}>
      <Trail list={{ label: tCommon('nav.transactions'), link: links.transactions }} current={shortHash} />
      <h1 className={styles.title}>{t('title')}</h1>
      <TransactionSummary transaction={transaction} />
      <TransactionNotice transaction={transaction} />
      <TransactionDetailsPanel transaction={transaction} />
      {tabsShown && (
        <>
          <TabBar label={tDetails('tabs')} current={current} tabs={available.map((id) => ({ id, label: t(`tabs.${id}`), link: tabLink(id) }))} />
          <TransactionTabPanel tab={current} transaction={transaction} />
        </>
      )}
    </div>
  );
}
