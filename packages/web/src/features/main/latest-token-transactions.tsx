import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/routes/paths.js';
import { Panel } from './panel.js';

/** Token transfers are not indexed yet (spec 001), so this panel shows its empty state. */
export function LatestTokenTransactions() {
  const { t } = useTranslation('main');
  return (
    <Panel
      id="latest-token-transactions"
      title={t('panels.latestTokenTransactions')}
      viewAllPath={paths.tokenTransactions}
      rows={[]}
    />
  );
}
