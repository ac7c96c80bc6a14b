import { useQuery } from '@tanstack/react-query';
import type { Message, MessageTreeResponse, Transaction } from '@tvmscan/api/contract';
import { useApi } from '../../shared/config/network-context.js';

/** The answer of POST /messages/tree: the whole chain a message belongs to (packages/api/API.md). */
export interface MessageTree {
  /** The chain's first message, or its first transaction when that has no inbound message (a tick-tock one). */
  root: MessageTreeResponse['root'];
  messages: Message[];
  transactions: Transaction[];
  /** The server's size or depth bound cut the chain. */
  truncated: boolean;
}

export const messageTreeKey = (hash: string) => ['messages', 'tree', hash.toLowerCase()] as const;

/** The chain of the message `hash`, shared by the graph and every list of the diagram area. */
export function useMessageTree(hash: string) {
  const api = useApi();
  return useQuery({
    queryKey: messageTreeKey(hash),
    queryFn: () => api.post('/messages/tree', { id: hash }),
  });
}
