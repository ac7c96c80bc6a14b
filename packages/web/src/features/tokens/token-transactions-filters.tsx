import { useTranslation } from 'react-i18next';
import { ChoicesField } from '../../shared/filters/choices-field.js';
import { FilterPanel } from '../../shared/filters/filter-panel.js';
import { RangeField } from '../../shared/filters/range-field.js';
import { SelectField } from '../../shared/filters/select-field.js';
import { TextField } from '../../shared/filters/text-field.js';
import { TimeRangeField } from '../../shared/filters/time-range-field.js';
import { useFilterDraft } from '../../shared/filters/use-filter-draft.js';
import { TOKEN_KIND_CHOICES } from './token-kinds.js';
import { applyTokenTransactionsDraft, tokenTransactionsDraft, type KnownRoot, type TokenTransactionsDraft } from './token-transactions-draft.js';
import { ROOT_CHOICES } from './token-transactions-search.js';
import type { TokenTransactionsSearch } from './token-transactions-search.js';

interface Props {
  search: TokenTransactionsSearch;
  onApply: (search: TokenTransactionsSearch) => void;
  /** The chosen root's symbol and decimals, the amount range's unit; none when no single root is chosen (smallest units). */
  token: (KnownRoot & { symbol: string }) | undefined;
  /** Whether the root is chosen here; a token's own list has its root fixed. */
  choosesRoot: boolean;
}

/**
 * Kinds (cancellation included; none chosen lists one row per transfer), root (all, trusted, a chosen one), owner,
 * time range and amount range, in whole tokens of the chosen root (spec 001 §2, issue 37).
 */
export function TokenTransactionsFilters({ search, onApply, token, choosesRoot }: Props) {
  const { t } = useTranslation('tokens');
  const { draft, setDraft, panel } = useFilterDraft(
    () => tokenTransactionsDraft(search),
    (typed: TokenTransactionsDraft) => applyTokenTransactionsDraft(typed, token),
    onApply,
  );
  return (
    <FilterPanel {...panel} onReset={() => onApply({})}>
      <ChoicesField
        label={t('filters.kinds')}
        choices={TOKEN_KIND_CHOICES}
        labelOf={(kind) => t(`kinds.${kind}`)}
        value={draft.kinds}
        onChange={(kinds) => setDraft({ ...draft, kinds })}
      />
      {choosesRoot && (
        <SelectField
          label={t('filters.root')}
          choices={ROOT_CHOICES}
          labelOf={(choice) => t(`filters.rootChoices.${choice}`)}
          value={draft.root}
          onChange={(root) => setDraft({ ...draft, root })}
        />
      )}
      {choosesRoot && draft.root === 'custom' && (
        <TextField label={t('filters.rootAddress')} value={draft.rootAddress} onChange={(rootAddress) => setDraft({ ...draft, rootAddress })} />
      )}
      <TextField label={t('filters.owner')} value={draft.owner} onChange={(owner) => setDraft({ ...draft, owner })} />
      <TimeRangeField label={t('filters.time')} value={draft.time} onChange={(time) => setDraft({ ...draft, time })} />
      <RangeField
        label={t('filters.amount')}
        unit={token?.symbol ?? t('filters.smallestUnits')}
        value={draft.amount}
        onChange={(amount) => setDraft({ ...draft, amount })}
      />
    </FilterPanel>
  );
}
