import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/config/network-context.js';
import { isBeforeHistory, nullWhenNotFound } from '../../shared/detail-page/is-not-found.js';
import type { BlockKey } from './block-key.js';

/** What an index started mid-chain answers for a block older than its first one. */
export const BEFORE_HISTORY = 'before-history' as const;

/**
 * POST /blocks for one block, with its neighbours, shard descriptions and account blocks; null if unknown,
 * `BEFORE_HISTORY` if it lies before this explorer's history.
 */
export function useBlock(key: BlockKey) {
  const api = useApi();
  return useQuery({
    queryKey: ['block', key],
    queryFn: () =>
      nullWhenNotFound(
        api.post('/blocks', key).catch((error: unknown) => {
          if (isBeforeHistory(error)) return BEFORE_HISTORY;
          throw error;
        }),
      ),
  });
}
