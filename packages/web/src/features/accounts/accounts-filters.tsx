import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { FilterPanel } from '../../shared/filters/filter-panel.js';
import { RangeField } from '../../shared/filters/range-field.js';
import { SelectField } from '../../shared/filters/select-field.js';
import { TimeRangeField } from '../../shared/filters/time-range-field.js';
import { accountsDraft, applyAccountsDraft } from './accounts-draft.js';
import { ACCOUNTS_ORDER_BY, SORT_ORDERS } from '../../shared/api/enumerations.js';
import type { AccountsSearch } from './accounts-search.js';

interface Props {
  search: AccountsSearch;
  onApply: (search: AccountsSearch) => void;
}

/** Balance range, created range and the ordering. */
export function AccountsFilters({ search, onApply }: Props) {
  const { t } = useTranslation('accounts');
  const { tokenSymbol } = useNetworkConfig();
  const [draft, setDraft] = useState(() => accountsDraft(search));
  return (
    <FilterPanel onApply={() => onApply(applyAccountsDraft(draft))} onReset={() => onApply({})} error={null}>
      <RangeField label={t('filters.balance')} unit={tokenSymbol} value={draft.balance} onChange={(balance) => setDraft({ ...draft, balance })} />
      <TimeRangeField label={t('filters.created')} value={draft.created} onChange={(created) => setDraft({ ...draft, created })} />
      <SelectField
        label={t('filters.orderBy')}
        choices={ACCOUNTS_ORDER_BY}
        labelOf={(by) => t(`orderBy.${by}`)}
        value={draft.orderBy}
        onChange={(orderBy) => setDraft({ ...draft, orderBy })}
      />
      <SelectField
        label={t('filters.order')}
        choices={SORT_ORDERS}
        labelOf={(order) => t(`order.${order}`)}
        value={draft.order}
        onChange={(order) => setDraft({ ...draft, order })}
      />
    </FilterPanel>
  );
}
