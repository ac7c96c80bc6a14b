import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetField, AssetProblem } from '@tvmscan/api/rules';
import type { AssetValues } from './asset-form-errors.js';
import { svgToBase64 } from './svg-text.js';
import styles from './assets.module.css';

interface FieldProps {
  readonly field: AssetField;
  readonly values: AssetValues;
  /** Shown once the field was touched (it lost focus, or Next or Submit was pressed). */
  readonly error: AssetProblem | undefined;
  readonly touched: boolean;
  onChange(field: AssetField, value: string): void;
  onBlur(field: AssetField): void;
}

/** One text field of the asset form, its error below it once touched. */
export function AssetTextField({ field, values, error, touched, onChange, onBlur }: FieldProps) {
  const { t } = useTranslation('assets');
  const id = useId();
  const shown = touched ? error : undefined;
  const common = {
    id,
    name: field,
    className: styles.input,
    value: values[field],
    'aria-invalid': shown !== undefined,
    'aria-describedby': shown ? `${id}-error` : undefined,
    onBlur: () => onBlur(field),
  };
  return (
    <div className={`${styles.field} ${field === 'project_desc' ? styles.wide : ''}`}>
      <label htmlFor={id}>{t(`fields.${field}`)}</label>
      {field === 'project_desc' ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <input {...common} type={field === 'project_email' ? 'email' : 'text'} onChange={(event) => onChange(field, event.target.value)} />
      )}
      {shown && (
        <p id={`${id}-error`} className={styles.error}>
          {t(`errors.${shown.key}`, shown.values)}
        </p>
      )}
    </div>
  );
}

const NOT_AN_SVG_FILE = '<not-an-svg-file/>';

/** The logo: an .svg file read as text, previewed as an image (an <img> runs nothing of an SVG). */
export function AssetLogoField({ values, error, touched, onChange, onBlur }: Omit<FieldProps, 'field'>) {
  const { t } = useTranslation('assets');
  const id = useId();
  const shown = touched ? error : undefined;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    // Only .svg files are taken (spec 001 §5); another file stands as a document that is no SVG, refused as such.
    const isSvg = file.name.toLowerCase().endsWith('.svg');
    onChange('asset_logo', isSvg ? await readText(file) : NOT_AN_SVG_FILE);
    onBlur('asset_logo');
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('fields.asset_logo')}</label>
      <input
        id={id}
        name="asset_logo"
        type="file"
        accept=".svg,image/svg+xml"
        aria-invalid={shown !== undefined}
        onChange={(event) => void choose(event)}
      />
      <p className={styles.hint}>{t('form.logoHint')}</p>
      {values.asset_logo.trim() !== '' && !shown && (
        <img className={styles.logo} src={`data:image/svg+xml;base64,${svgToBase64(values.asset_logo)}`} alt={t('fields.asset_logo')} />
      )}
      {shown && <p className={styles.error}>{t(`errors.${shown.key}`, shown.values)}</p>}
    </div>
  );
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.readAsText(file);
  });
}
