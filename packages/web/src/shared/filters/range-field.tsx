import { useTranslation } from 'react-i18next';
import styles from './filters.module.css';

export interface RangeText {
  min: string;
  max: string;
}

interface Props {
  label: string;
  value: RangeText;
  onChange: (value: RangeText) => void;
  /** Shown after the inputs, e.g. the token symbol. */
  unit?: string;
}

/** A from–to pair of numeric inputs; text that is not a finite number counts as empty (spec 000 §5). */
export function RangeField({ label, value, onChange, unit }: Props) {
  const { t } = useTranslation('lists');
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{unit ? `${label}, ${unit}` : label}</legend>
      <div className={styles.pair}>
        <input
          className={styles.input}
          inputMode="decimal"
          aria-label={`${label}: ${t('filters.min')}`}
          placeholder={t('filters.min')}
          value={value.min}
          onChange={(event) => onChange({ ...value, min: event.target.value })}
        />
        <input
          className={styles.input}
          inputMode="decimal"
          aria-label={`${label}: ${t('filters.max')}`}
          placeholder={t('filters.max')}
          value={value.max}
          onChange={(event) => onChange({ ...value, max: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
