import { useTranslation } from 'react-i18next';
import styles from './filters.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** Addresses, one per line (or separated by spaces, commas or semicolons), raw or friendly. */
export function AddressListField({ label, value, onChange }: Props) {
  const { t } = useTranslation('lists');
  return (
    <label className={`${styles.field} ${styles.full}`}>
      <span className={styles.label}>{label}</span>
      <textarea
        className={styles.textarea}
        rows={2}
        spellCheck={false}
        placeholder={t('filters.addressesPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
