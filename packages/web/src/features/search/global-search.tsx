import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/config/network-context.js';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value.js';
import { optionId, SearchDropdown } from './search-dropdown.js';
import { searchOutcome } from './search-outcome.js';
import { normalizeQuery, SEARCH_DEBOUNCE_MS } from './search-query.js';
import { useTokenResults } from './use-token-results.js';
import styles from './search.module.css';

export type SearchVariant = 'header' | 'hero';

/** The search box of spec 000 §2; it starts empty again on every route change. */
export function GlobalSearch({ variant = 'header' }: { variant?: SearchVariant }) {
  const href = useRouterState({ select: (state) => state.location.href });
  return <SearchBox key={href} variant={variant} />;
}

function SearchBox({ variant }: { variant: SearchVariant }) {
  const { t } = useTranslation('search');
  const api = useApi();
  const router = useRouter();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const searchedText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const query = normalizeQuery(searchedText);
  const answer = useQuery({
    queryKey: ['search', query],
    queryFn: () => api.post('/search', { query }),
    enabled: query !== '',
    retry: false,
    staleTime: 30_000,
  });
  const tokens = useTokenResults(query);
  const outcome = searchOutcome(searchedText, answer, tokens);
  const items = outcome.state === 'found' ? outcome.groups.flatMap((group) => group.items) : [];
  const [highlight, setHighlight] = useState({ query: '', index: 0 });
  const highlighted = items.length === 0 ? -1 : highlight.query === query ? Math.min(highlight.index, items.length - 1) : 0;
  const showDropdown = open && query !== '' && normalizeQuery(text) !== '';
  const settled = normalizeQuery(text) === query;

  const moveHighlight = (step: number) => {
    if (items.length === 0) return;
    setHighlight({ query, index: (highlighted + step + items.length) % items.length });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      moveHighlight(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const item = items[highlighted];
      if (showDropdown && settled && item) {
        event.preventDefault();
        void router.navigate(item.link);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={`${styles.search} ${styles[variant]}`}>
      <div className={styles.field}>
        <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={showDropdown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showDropdown && highlighted >= 0 ? optionId(listId, highlighted) : undefined}
          placeholder={t('placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {text !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('clear')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            ×
          </button>
        )}
      </div>
      {showDropdown && (
        <SearchDropdown id={listId} outcome={outcome} highlighted={highlighted} onHighlight={(index) => setHighlight({ query, index })} />
      )}
    </div>
  );
}
