export { MessageChainGraph } from './message-chain-graph.js';
export { useMessageTree } from './message-tree.js';
export type { MessageTree } from './message-tree.js';
export { transactionIssue, isError, isWarning } from './transaction-issue.js';
export type { TransactionIssue } from './transaction-issue.js';
export { issueLabel } from './issue-label.js';
