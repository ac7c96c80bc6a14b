import type { Message, Transaction } from '@tvmscan/api/contract';
import type { MessageTree } from './message-tree.js';

export type ChainNode =
  { id: string; kind: 'transaction'; transaction: Transaction } | { id: string; kind: 'message'; message: Message; isRoot: boolean };

export interface ChainEdge {
  id: string;
  source: string;
  target: string;
  /** The message the edge carries into or out of a transaction. */
  messageHash: string;
}

export interface ChainGraph {
  nodes: ChainNode[];
  edges: ChainEdge[];
}

export const transactionNodeId = (hash: string) => `transaction:${hash}`;
export const messageNodeId = (hash: string) => `message:${hash}`;

/**
 * The chain as a graph: one node per transaction and per message, an edge from the transaction that created a
 * message to it and from the message to the transaction that consumed it (srcTransactionHash, dstTransactionHash).
 */
export function chainGraph(tree: MessageTree): ChainGraph {
  const transactions = new Set(tree.transactions.map((transaction) => transaction.hash));
  const nodes: ChainNode[] = [
    ...tree.transactions.map((transaction): ChainNode => ({ id: transactionNodeId(transaction.hash), kind: 'transaction', transaction })),
    ...tree.messages.map((message): ChainNode => ({
      id: messageNodeId(message.messageHash),
      kind: 'message',
      message,
      isRoot: tree.root.kind === 'Message' && message.messageHash === tree.root.hash,
    })),
  ];
  const edges: ChainEdge[] = [];
  for (const message of tree.messages) {
    const node = messageNodeId(message.messageHash);
    if (message.srcTransactionHash && transactions.has(message.srcTransactionHash)) {
      const source = transactionNodeId(message.srcTransactionHash);
      edges.push({ id: `${source}->${node}`, source, target: node, messageHash: message.messageHash });
    }
    if (message.dstTransactionHash && transactions.has(message.dstTransactionHash)) {
      const target = transactionNodeId(message.dstTransactionHash);
      edges.push({ id: `${node}->${target}`, source: node, target, messageHash: message.messageHash });
    }
  }
  return { nodes, edges };
}
