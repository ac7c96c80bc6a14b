import { useTranslation } from 'react-i18next';
import type { RangeText } from './range-field.js';
import styles from './filters.module.css';

interface Props {
  label: string;
  /** `datetime-local` values in the local zone. */
  value: RangeText;
  onChange: (value: RangeText) => void;
}

export function TimeRangeField({ label, value, onChange }: Props) {
  const { t } = useTranslation('lists');
  return (
    <fieldset className={`${styles.field} ${styles.wide}`}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.pair}>
        <input
          type="datetime-local"
          className={styles.input}
          aria-label={`${label}: ${t('filters.from')}`}
          value={value.min}
          onChange={(event) => onChange({ ...value, min: event.target.value })}
        />
        <input
          type="datetime-local"
          className={styles.input}
          aria-label={`${label}: ${t('filters.to')}`}
          value={value.max}
          onChange={(event) => onChange({ ...value, max: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
