import styles from './filters.module.css';

interface Props<T extends string> {
  label: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T;
  onChange: (value: T) => void;
}

export function SelectField<T extends string>({ label, choices, labelOf, value, onChange }: Props<T>) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={styles.input} value={value} onChange={(event) => onChange(choices.find((choice) => choice === event.target.value) ?? value)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}
