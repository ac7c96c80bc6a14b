import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { AddressListField } from '../../shared/filters/address-list-field.js';
import { ChoicesField } from '../../shared/filters/choices-field.js';
import { FilterPanel } from '../../shared/filters/filter-panel.js';
import { RangeField } from '../../shared/filters/range-field.js';
import { SelectField } from '../../shared/filters/select-field.js';
import { TimeRangeField } from '../../shared/filters/time-range-field.js';
import { useFilterDraft } from '../../shared/filters/use-filter-draft.js';
import { applyMessagesDraft, messagesDraft } from './messages-draft.js';
import { MESSAGE_TYPES } from '../../shared/api/enumerations.js';
import { ACCOUNTS_MODES } from './messages-search.js';
import type { MessagesSearch } from './messages-search.js';

interface Props {
  search: MessagesSearch;
  onApply: (search: MessagesSearch) => void;
}

/** Types, accounts, source and destination (each included or excluded), transaction time and value range. */
export function MessagesFilters({ search, onApply }: Props) {
  const { t } = useTranslation('messages');
  const { t: tLists } = useTranslation('lists');
  const config = useNetworkConfig();
  const { draft, setDraft, panel } = useFilterDraft(() => messagesDraft(search, config), applyMessagesDraft, onApply);
  const modeLabel = (mode: (typeof ACCOUNTS_MODES)[number]) => tLists(`filters.${mode}`);
  return (
    <FilterPanel {...panel} onReset={() => onApply({})}>
      <ChoicesField
        label={t('filters.types')}
        choices={MESSAGE_TYPES}
        labelOf={(type) => t(`types.${type}`)}
        value={draft.types}
        onChange={(types) => setDraft({ ...draft, types })}
      />
      <AddressListField label={t('filters.accounts')} value={draft.accounts} onChange={(accounts) => setDraft({ ...draft, accounts })} />
      <AddressListField label={t('filters.source')} value={draft.src} onChange={(src) => setDraft({ ...draft, src })} />
      <SelectField
        label={t('filters.sourceMode')}
        choices={ACCOUNTS_MODES}
        labelOf={modeLabel}
        value={draft.srcMode}
        onChange={(srcMode) => setDraft({ ...draft, srcMode })}
      />
      <AddressListField label={t('filters.destination')} value={draft.dst} onChange={(dst) => setDraft({ ...draft, dst })} />
      <SelectField
        label={t('filters.destinationMode')}
        choices={ACCOUNTS_MODES}
        labelOf={modeLabel}
        value={draft.dstMode}
        onChange={(dstMode) => setDraft({ ...draft, dstMode })}
      />
      <TimeRangeField label={t('filters.time')} value={draft.time} onChange={(time) => setDraft({ ...draft, time })} />
      <RangeField label={t('filters.value')} unit={config.tokenSymbol} value={draft.value} onChange={(value) => setDraft({ ...draft, value })} />
    </FilterPanel>
  );
}
