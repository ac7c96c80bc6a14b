import styles from './filters.module.css';

interface Props<T extends string> {
  label: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** Checkboxes for the values of an enumeration; none checked means no restriction. */
export function ChoicesField<T extends string>({ label, choices, labelOf, value, onChange }: Props<T>) {
  const toggle = (choice: T, checked: boolean) => onChange(choices.filter((each) => (each === choice ? checked : value.includes(each))));
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input type="checkbox" checked={value.includes(choice)} onChange={(event) => toggle(choice, event.target.checked)} />
            {labelOf(choice)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
