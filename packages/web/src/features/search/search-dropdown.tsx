import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SearchItem } from './search-groups.js';
import { SearchItemView } from './search-item-view.js';
import type { SearchOutcome } from './search-outcome.js';
import styles from './search.module.css';

interface Props {
  id: string;
  outcome: SearchOutcome;
  highlighted: number;
  onHighlight: (index: number) => void;
}

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The grouped results under the search box; every entry is a link, numbered across groups for the keyboard. */
export function SearchDropdown({ id, outcome, highlighted, onHighlight }: Props) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('search');
  if (outcome.state !== 'found') {
    const message = outcome.state === 'searching' ? ts('searching') : outcome.state === 'nothing' ? ts('nothingFound') : t('errors.unknown');
    return (
      <div id={id} className={styles.dropdown} role="status" onMouseDown={(event) => event.preventDefault()}>
        <p className={styles.message}>{message}</p>
      </div>
    );
  }
  let index = 0;
  return (
    <div id={id} className={styles.dropdown} role="listbox" aria-label={ts('label')} onMouseDown={(event) => event.preventDefault()}>
      {outcome.groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
          <div id={`${id}-${group.kind}`} className={styles.groupTitle}>
            {ts(`groups.${group.kind}`)}
          </div>
          {group.items.map((item) => {
            const position = index++;
            return (
              <Option
                key={`${group.kind}-${position}`}
                id={optionId(id, position)}
                item={item}
                selected={position === highlighted}
                onHover={() => onHighlight(position)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

interface OptionProps {
  id: string;
  item: SearchItem;
  selected: boolean;
  onHover: () => void;
}

function Option({ id, item, selected, onHover }: OptionProps) {
  return (
    <Link
      id={id}
      {...item.link}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className={selected ? `${styles.option} ${styles.selected}` : styles.option}
      onMouseEnter={onHover}
    >
      <SearchItemView item={item} />
    </Link>
  );
}
