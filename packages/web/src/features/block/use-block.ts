import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/config/network-context.js';
import { nullWhenNotFound } from '../../shared/detail-page/is-not-found.js';
import type { BlockKey } from './block-key.js';

/** POST /blocks for one block, with its neighbours, shard descriptions and account blocks; null if unknown. */
export function useBlock(key: BlockKey) {
  const api = useApi();
  return useQuery({
    queryKey: ['block', key],
    queryFn: () => nullWhenNotFound(api.post('/blocks', key)),
  });
}
