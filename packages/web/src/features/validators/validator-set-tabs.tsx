import { useTranslation } from 'react-i18next';
import type { ValidatorSet } from '@tvmscan/api/contract';
import type { ValidatorSetName } from './validators-search.js';
import styles from './validators.module.css';

export const SET_PANEL_ID = 'validator-set-panel';

export const setTabId = (name: ValidatorSetName) => `validator-set-tab-${name}`;

interface Props {
  /** The sets that exist, in tab order; a set the config does not hold has no tab. */
  sets: readonly { name: ValidatorSetName; set: ValidatorSet }[];
  selected: ValidatorSetName;
  onSelect: (name: ValidatorSetName) => void;
}

export function ValidatorSetTabs({ sets, selected, onSelect }: Props) {
  const { t } = useTranslation('validators');
  return (
    <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
      {sets.map(({ name, set }) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={setTabId(name)}
          aria-selected={name === selected}
          aria-controls={SET_PANEL_ID}
          className={styles.tab}
          onClick={() => onSelect(name)}
        >
          {t(`tabs.${name}`)}
          <span className={styles.count}>{t('tabs.participants', { count: set.participantCount })}</span>
        </button>
      ))}
    </div>
  );
}
