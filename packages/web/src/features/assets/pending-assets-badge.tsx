import { usePendingCount } from './asset-queries.js';
import styles from './assets.module.css';

/** The assets tab's badge: how many versions wait for review. */
export function PendingAssetsBadge() {
  const pending = usePendingCount();
  if (!pending.data) return null;
  return (
    <span className={styles.badge} data-badge="pending-assets">
      {pending.data}
    </span>
  );
}
