import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { Loading, NoData } from '../../shared/detail-page/page-state.js';
import { useActionsOfTransactions } from '../actions/action-queries.js';
import { transactionLines } from '../actions/transaction-lines.js';
import { useMessageTree } from './message-tree.js';
import styles from './message-diagram.module.css';

/** How many of the chain's transactions are labelled with their actions: as many as one actions call answers. */
const LABELLED_TRANSACTIONS = 100;

const ChainGraphView = lazy(() => import('./chain-graph-view.js').then((module) => ({ default: module.ChainGraphView })));

/**
 * The diagram of the chain the message `messageHash` belongs to (POST /messages/tree): its transactions and
 * messages as a pannable, zoomable graph, each transaction labelled with its one-line action where the index tells
 * one (the summary's sentence); 'no data' when the chain has no transaction.
 */
export function MessageChainGraph({ messageHash }: { messageHash: string }) {
  const { t } = useTranslation('messageDiagram');
  const { t: tActions } = useTranslation('actions');
  const native = useNetworkConfig();
  const tree = useMessageTree(messageHash);
  const hashes = tree.data?.transactions.slice(0, LABELLED_TRANSACTIONS).map((transaction) => transaction.hash) ?? [];
  const actions = useActionsOfTransactions(hashes);
  const lines = useMemo(() => transactionLines(actions.data?.actions ?? [], tActions, native), [actions.data, tActions, native]);
  if (tree.isPending) return <Loading />;
  if (tree.isError || tree.data.transactions.length === 0) return <NoData />;
  return (
    <div className={styles.graph}>
      {tree.data.truncated && <p className={styles.note}>{t('truncated')}</p>}
      <Suspense fallback={<Loading />}>
        <ChainGraphView tree={tree.data} actionLines={lines} focusMessageHash={messageHash} />
      </Suspense>
    </div>
  );
}
