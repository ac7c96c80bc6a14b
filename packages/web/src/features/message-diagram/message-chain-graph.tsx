import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, NoData } from '../../shared/detail-page/page-state.js';
import { useMessageTree } from './message-tree.js';
import styles from './message-diagram.module.css';

const ChainGraphView = lazy(() => import('./chain-graph-view.js').then((module) => ({ default: module.ChainGraphView })));

/**
 * The diagram of the chain the message `messageHash` belongs to (POST /messages/tree): its transactions and
 * messages as a pannable, zoomable graph; 'no data' when the chain has no transaction.
 */
export function MessageChainGraph({ messageHash }: { messageHash: string }) {
  const { t } = useTranslation('messageDiagram');
  const tree = useMessageTree(messageHash);
  if (tree.isPending) return <Loading />;
  if (tree.isError || tree.data.transactions.length === 0) return <NoData />;
  return (
    <div className={styles.graph}>
      {tree.data.truncated && <p className={styles.note}>{t('truncated')}</p>}
      <Suspense fallback={<Loading />}>
        <ChainGraphView tree={tree.data} />
      </Suspense>
    </div>
  );
}
