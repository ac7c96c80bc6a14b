import { Link } from '@tanstack/react-router';
import { Handle, Position } from '@xyflow/react';
import type { Node, NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { Message, Transaction } from '@tvmscan/api/contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount, HASH_LENGTHS, shortenAddress, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { issueLabel } from './issue-label.js';
import { transactionIssue } from './transaction-issue.js';
import styles from './message-diagram.module.css';

/** `action`: the transaction's one-line action (the summary's sentence), null when the index tells none. */
export type TransactionNodeType = Node<{ transaction: Transaction; action: string | null }, 'transaction'>;
export type MessageNodeType = Node<{ message: Message; isRoot: boolean }, 'message'>;

/** A transaction: its hash (a link), what it did (its action, else the method it ran), its account and its outcome. */
export function TransactionNode({ data: { transaction, action } }: NodeProps<TransactionNodeType>) {
  const { t } = useTranslation('messageDiagram');
  const { t: tCommon } = useTranslation();
  const issue = transactionIssue(transaction);
  const label = issueLabel(issue, t, tCommon);
  const tone = issue === null ? styles.success : issue.kind === 'warning' ? styles.warning : styles.error;
  return (
    <div className={`${styles.node} ${styles.transactionNode} ${tone}`}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Link {...links.transaction(transaction.hash)} className={styles.nodeLink} title={transaction.hash}>
        {t('transaction')} {shortenHash(transaction.hash, HASH_LENGTHS.table)}
      </Link>
      {(action ?? transaction.methodName) !== null && (
        <span className={styles.nodeAction} title={action ?? transaction.methodName!}>
          {action ?? transaction.methodName}
        </span>
      )}
      <span className={styles.nodeLine} title={transaction.accountId}>
        {shortenAddress(transaction.accountId, HASH_LENGTHS.table)}
      </span>
      <span className={styles.nodeStatus} title={label}>
        {label}
      </span>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </div>
  );
}

export function MessageNode({ data: { message, isRoot } }: NodeProps<MessageNodeType>) {
  const { t } = useTranslation('messageDiagram');
  const { t: te } = useTranslation('entities');
  const { decimals, tokenSymbol } = useNetworkConfig();
  return (
    <div className={`${styles.node} ${styles.messageNode} ${isRoot ? styles.rootNode : ''}`}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Link
        {...links.message(message.messageHash)}
        className={styles.nodeLink}
        title={message.messageHash}
        aria-current={isRoot ? 'page' : undefined}
      >
        {te(`messageTypes.${message.messageType}`)} {shortenHash(message.messageHash, HASH_LENGTHS.tableNarrow)}
      </Link>
      <span className={styles.nodeLine}>
        {message.messageType === 'ExternalOut' ? t('event') : `${formatAmount(message.messageValue, decimals)} ${tokenSymbol}`}
      </span>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </div>
  );
}

export const chainNodeTypes = { transaction: TransactionNode, message: MessageNode };
