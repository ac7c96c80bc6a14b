import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, NoData } from '../../shared/detail-page/page-state.js';
import { useMessageTree } from '../message-diagram/index.js';
import type { MessageTree } from '../message-diagram/index.js';
import styles from './message-page.module.css';

/** One view of the message's chain: waits for POST /messages/tree, then shows `children(tree)`. */
export function ChainView({ children }: { children: (tree: MessageTree) => ReactNode }) {
  const { id } = useParams({ from: '/messages/$id' });
  const { t } = useTranslation('message');
  const tree = useMessageTree(id);
  if (tree.isPending) return <Loading />;
  if (tree.isError) return <NoData />;
  return (
    <>
      {tree.data.truncated && <p className={styles.note}>{t('diagram.truncated')}</p>}
      {children(tree.data)}
    </>
  );
}
