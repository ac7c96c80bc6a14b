import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { arrayItem, innerParam, optionalInner, type AbiParam } from './abi-types.js';
import { defaultFieldValue, fieldKindOf, mapParams, type FieldValue } from './field-kinds.js';
import styles from './abi-form.module.css';

interface Props {
  readonly param: AbiParam;
  readonly value: FieldValue;
  readonly onChange: (value: FieldValue) => void;
  /** The label; the parameter's name and type by default. */
  readonly label?: string;
}

/** One field of a contract form (spec 001 §3 kinds), nested for arrays, maps and tuples; an optional is edited as the type it wraps. */
export function AbiFieldInput({ param, value, onChange, label }: Props) {
  const caption = label ?? param.name;
  switch (fieldKindOf(param.type)) {
    case 'optional':
      return <AbiFieldInput param={innerParam(param, param.name, optionalInner(param.type)!)} value={value} onChange={onChange} label={caption} />;
    case 'array':
      return <ArrayInput param={param} value={listOf(value)} onChange={onChange} caption={caption} />;
    case 'map':
      return <MapInput param={param} value={listOf(value)} onChange={onChange} caption={caption} />;
    case 'tuple':
      return <TupleInput param={param} value={value} onChange={onChange} caption={caption} />;
    case 'bool':
      return (
        <label className={styles.check}>
          <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
          <Caption text={caption} type={param.type} />
        </label>
      );
    case 'textArea':
      return (
        <label className={styles.field}>
          <Caption text={caption} type={param.type} />
          <textarea rows={2} spellCheck={false} value={textOf(value)} onChange={(event) => onChange(event.target.value)} />
        </label>
      );
    case 'number':
    case 'address':
    case 'publicKey':
    case 'unknown':
      return (
        <label className={styles.field}>
          <Caption text={caption} type={param.type} />
          <input
            type="text"
            spellCheck={false}
            autoComplete="off"
            inputMode={fieldKindOf(param.type) === 'number' ? 'numeric' : undefined}
            value={textOf(value)}
            onChange={(event) => onChange(event.target.value)}
          />
        </label>
      );
  }
}

function Caption({ text, type }: { text: string; type: string }) {
  return (
    <span className={styles.label}>
      {text} <span className={styles.type}>({type})</span>
    </span>
  );
}

function ArrayInput({
  param,
  value,
  onChange,
  caption,
}: {
  param: AbiParam;
  value: readonly FieldValue[];
  onChange: Props['onChange'];
  caption: string;
}) {
  const { t } = useTranslation('abiForm');
  const item = arrayItem(param.type)!;
  const itemParam = innerParam(param, param.name, item.type);
  const fixed = item.length !== null;
  return (
    <fieldset className={styles.group}>
      <legend>
        <Caption text={caption} type={param.type} />
      </legend>
      {value.length === 0 && <p className={styles.note}>{t('empty')}</p>}
      {value.map((entry, index) => (
        <div key={index} className={styles.item}>
          <AbiFieldInput
            param={itemParam}
            value={entry}
            label={t('item', { index: index + 1 })}
            onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))}
          />
          {!fixed && (
            <button type="button" className={styles.small} onClick={() => onChange(value.filter((_old, at) => at !== index))}>
              {t('remove')}
            </button>
          )}
        </div>
      ))}
      {!fixed && (
        <button type="button" className={styles.small} onClick={() => onChange([...value, defaultFieldValue(itemParam)])}>
          {t('addItem')}
        </button>
      )}
    </fieldset>
  );
}

function MapInput({
  param,
  value,
  onChange,
  caption,
}: {
  param: AbiParam;
  value: readonly FieldValue[];
  onChange: Props['onChange'];
  caption: string;
}) {
  const { t } = useTranslation('abiForm');
  const labelId = useId();
  const inner = mapParams(param);
  if (!inner) {
    return (
      <div className={styles.field}>
        <Caption text={caption} type={param.type} />
        <p className={styles.note}>{t('noMapTypes')}</p>
      </div>
    );
  }
  const replace = (index: number, entry: FieldValue) => onChange(value.map((old, at) => (at === index ? entry : old)));
  return (
    <fieldset className={styles.group} aria-labelledby={labelId}>
      <legend id={labelId}>
        <Caption text={caption} type={param.type} />
      </legend>
      {value.length === 0 && <p className={styles.note}>{t('empty')}</p>}
      {value.map((entry, index) => {
        const [key = defaultFieldValue(inner.key), item = defaultFieldValue(inner.value)] = listOf(entry);
        return (
          <div key={index} className={styles.item}>
            <AbiFieldInput param={inner.key} value={key} label={t('key')} onChange={(next) => replace(index, [next, item])} />
            <AbiFieldInput param={inner.value} value={item} label={t('value')} onChange={(next) => replace(index, [key, next])} />
            <button type="button" className={styles.small} onClick={() => onChange(value.filter((_old, at) => at !== index))}>
              {t('remove')}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className={styles.small}
        onClick={() => onChange([...value, [defaultFieldValue(inner.key), defaultFieldValue(inner.value)]])}
      >
        {t('addEntry')}
      </button>
    </fieldset>
  );
}

function TupleInput({ param, value, onChange, caption }: { param: AbiParam; value: FieldValue; onChange: Props['onChange']; caption: string }) {
  const values = typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, FieldValue>) : {};
  return (
    <fieldset className={styles.group}>
      <legend>
        <Caption text={caption} type={param.type} />
      </legend>
      {(param.components ?? []).map((component, index) => (
        <AbiFieldInput
          key={component.name || index}
          param={component}
          value={values[component.name] ?? defaultFieldValue(component)}
          onChange={(next) => onChange({ ...values, [component.name]: next })}
        />
      ))}
    </fieldset>
  );
}

function listOf(value: FieldValue): readonly FieldValue[] {
  return Array.isArray(value) ? (value as readonly FieldValue[]) : [];
}

function textOf(value: FieldValue): string {
  return typeof value === 'string' ? value : '';
}
