import { useTranslation } from 'react-i18next';
import { ChoicesField } from '../../shared/filters/choices-field.js';
import { FilterPanel } from '../../shared/filters/filter-panel.js';
import { RangeField } from '../../shared/filters/range-field.js';
import { SelectField } from '../../shared/filters/select-field.js';
import { TextField } from '../../shared/filters/text-field.js';
import { TimeRangeField } from '../../shared/filters/time-range-field.js';
import { useFilterDraft } from '../../shared/filters/use-filter-draft.js';
import { TOKEN_KIND_CHOICES } from './token-kinds.js';
import { applyTokenTransactionsDraft, tokenTransactionsDraft } from './token-transactions-draft.js';
import { ROOT_CHOICES } from './token-transactions-search.js';
import type { TokenTransactionsSearch } from './token-transactions-search.js';

interface Props {
  search: TokenTransactionsSearch;
  onApply: (search: TokenTransactionsSearch) => void;
  /** The symbol of the chosen root, the amount range's unit; none when no single root is chosen. */
  symbol: string | undefined;
}

/** Kinds (cancellation included), root (all, trusted, a chosen one), owner, time range and amount range (spec 001 §2). */
export function TokenTransactionsFilters({ search, onApply, symbol }: Props) {
  const { t } = useTranslation('tokens');
  const { draft, setDraft, panel } = useFilterDraft(() => tokenTransactionsDraft(search), applyTokenTransactionsDraft, onApply);
  return (
    <FilterPanel {...panel} onReset={() => onApply({})}>
      <ChoicesField
        label={t('filters.kinds')}
        choices={TOKEN_KIND_CHOICES}
        labelOf={(kind) => t(`kinds.${kind}`)}
        value={draft.kinds}
        onChange={(kinds) => setDraft({ ...draft, kinds })}
      />
      <SelectField
        label={t('filters.root')}
        choices={ROOT_CHOICES}
        labelOf={(choice) => t(`filters.rootChoices.${choice}`)}
        value={draft.root}
        onChange={(root) => setDraft({ ...draft, root })}
      />
      {draft.root === 'custom' && (
        <TextField label={t('filters.rootAddress')} value={draft.rootAddress} onChange={(rootAddress) => setDraft({ ...draft, rootAddress })} />
      )}
      <TextField label={t('filters.owner')} value={draft.owner} onChange={(owner) => setDraft({ ...draft, owner })} />
      <TimeRangeField label={t('filters.time')} value={draft.time} onChange={(time) => setDraft({ ...draft, time })} />
      <RangeField
        label={t('filters.amount')}
        unit={symbol ?? t('filters.smallestUnits')}
        value={draft.amount}
        onChange={(amount) => setDraft({ ...draft, amount })}
      />
    </FilterPanel>
  );
}
