import { useTranslation } from 'react-i18next';
import { DASH } from '../format/index.js';
import { Skeleton } from './skeleton.js';

/** A statistic's value: a skeleton while it loads, words when there is none, else the value itself. */
export function StatValue({ value, loading }: { value: string; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton />;
  return value === DASH ? <span data-empty="true">{t('states.notAvailable')}</span> : value;
}
