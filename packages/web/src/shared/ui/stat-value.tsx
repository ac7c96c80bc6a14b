import { useTranslation } from 'react-i18next';
import { DASH } from '../format/index.js';
import { Skeleton } from './skeleton.js';

/** A statistic's value: a skeleton while it loads, words when there is none, else the value itself (`exact` on hover when shortened). */
export function StatValue({ value, loading, exact }: { value: string; loading: boolean; exact?: string }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton />;
  if (value === DASH) return <span data-empty="true">{t('states.notAvailable')}</span>;
  return exact === undefined ? value : <span title={exact}>{value}</span>;
}
