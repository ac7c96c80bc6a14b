import { useQuery } from '@tanstack/react-query';
import { useApi } from '../config/network-context.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Where the charts' latest range ends: the time of the chain's latest masterchain block, so that an index of past
 * history (an imported archive) shows its own activity rather than the empty weeks up to today; the wall clock
 * when the index holds no block or the call fails. Undefined while it is being asked.
 */
export function useChartEnd(): number | undefined {
  const api = useApi();
  return useQuery({
    queryKey: ['chart-end'],
    queryFn: async () => {
      try {
        const latest = await api.post('/blocks/list', { workchain: -1, limit: 1, ordering: { by: 'seqno', order: 'DESC' } });
        return latest.blocks[0]?.genUtime ?? nowSeconds();
      } catch (error) {
        console.error('The latest block could not be loaded; the charts end now', error);
        return nowSeconds();
      }
    },
    staleTime: 60_000,
  }).data;
}
