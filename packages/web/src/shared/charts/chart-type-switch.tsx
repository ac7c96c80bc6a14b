import { useTranslation } from 'react-i18next';
import styles from './charts.module.css';

interface Props<T extends string> {
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T;
  onChange: (value: T) => void;
}

/** Buttons choosing which series a statistics chart shows. */
export function ChartTypeSwitch<T extends string>({ choices, labelOf, value, onChange }: Props<T>) {
  const { t } = useTranslation('lists');
  return (
    <div role="group" aria-label={t('chart.type')} className={styles.segments}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={choice === value ? `${styles.segment} ${styles.active}` : styles.segment}
          aria-pressed={choice === value}
          onClick={() => onChange(choice)}
        >
          {labelOf(choice)}
        </button>
      ))}
    </div>
  );
}
