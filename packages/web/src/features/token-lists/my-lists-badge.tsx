import { useQuery } from '@tanstack/react-query';
import { useTokenListApi } from './token-list-api.js';
import { TOKEN_LISTS_KEY } from './token-list-queries.js';
import styles from './token-lists.module.css';

/** The count beside the My token lists tab (spec 001 §2): the lists the user owns or manages. */
export function MyListsBadge() {
  const api = useTokenListApi();
  const count = useQuery({
    queryKey: [TOKEN_LISTS_KEY, 'mine', 'count'],
    enabled: api.signedIn,
    queryFn: () => api.call('POST /v1/authorized/token_lists/count', { body: { only_my: true } }),
  });
  if (count.data === undefined) return null;
  return <span className={styles.counter}>{count.data.total_count}</span>;
}
