import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftOutcome } from './draft.js';

/**
 * A list's typed filters: the draft as the form holds it while the visitor types, and the panel's Apply, which reads
 * the draft into the list's search or tells which address entries (or which amount) stop it.
 */
export function useFilterDraft<Draft, Search>(initial: () => Draft, read: (draft: Draft) => DraftOutcome<Search>, onApply: (search: Search) => void) {
  const { t } = useTranslation('lists');
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const outcome = read(draft);
    if (outcome.ok) onApply(outcome.search);
    else if ('invalidAmount' in outcome) {
      const { problem, entry, decimals } = outcome.invalidAmount;
      setError(t(`filters.invalidAmount.${problem}`, { entry, decimals }));
    } else setError(t('filters.invalidAddresses', { entries: outcome.invalidAddresses.join(', ') }));
  };
  return { draft, setDraft, panel: { onApply: apply, error } };
}
