import { useTranslation } from 'react-i18next';
import { Panel } from './panel.js';

/** Token transfers are not indexed yet (spec 001), so this panel shows its empty state and leads to no list. */
export function LatestTokenTransactions() {
  const { t } = useTranslation('main');
  return <Panel id="latest-token-transactions" title={t('panels.latestTokenTransactions')} rows={[]} />;
}
