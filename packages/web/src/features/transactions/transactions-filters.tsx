import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { AddressListField } from '../../shared/filters/address-list-field.js';
import { ChoicesField } from '../../shared/filters/choices-field.js';
import { FilterPanel } from '../../shared/filters/filter-panel.js';
import { RangeField } from '../../shared/filters/range-field.js';
import { TextField } from '../../shared/filters/text-field.js';
import { TimeRangeField } from '../../shared/filters/time-range-field.js';
import { useFilterDraft } from '../../shared/filters/use-filter-draft.js';
import { applyTransactionsDraft, transactionsDraft } from './transactions-draft.js';
import { TRANSACTION_TYPES } from '../../shared/api/enumerations.js';
import type { TransactionsSearch } from './transactions-search.js';

interface Props {
  search: TransactionsSearch;
  onApply: (search: TransactionsSearch) => void;
}

/** Block, included and excluded accounts, types, time range and balance-change range. */
export function TransactionsFilters({ search, onApply }: Props) {
  const { t } = useTranslation('transactions');
  const config = useNetworkConfig();
  const { draft, setDraft, panel } = useFilterDraft(() => transactionsDraft(search, config), applyTransactionsDraft, onApply);
  return (
    <FilterPanel {...panel} onReset={() => onApply({})}>
      <TextField
        label={t('filters.block')}
        placeholder={t('filters.blockPlaceholder')}
        value={draft.block}
        onChange={(block) => setDraft({ ...draft, block })}
      />
      <AddressListField label={t('filters.include')} value={draft.include} onChange={(include) => setDraft({ ...draft, include })} />
      <AddressListField label={t('filters.exclude')} value={draft.exclude} onChange={(exclude) => setDraft({ ...draft, exclude })} />
      <ChoicesField
        label={t('filters.types')}
        choices={TRANSACTION_TYPES}
        labelOf={(type) => t(`types.${type}`)}
        value={draft.types}
        onChange={(types) => setDraft({ ...draft, types })}
      />
      <TimeRangeField label={t('filters.time')} value={draft.time} onChange={(time) => setDraft({ ...draft, time })} />
      <RangeField
        label={t('filters.balanceChange')}
        unit={config.tokenSymbol}
        value={draft.change}
        onChange={(change) => setDraft({ ...draft, change })}
      />
    </FilterPanel>
  );
}
