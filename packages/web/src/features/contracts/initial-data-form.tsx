import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractInfo } from '@tvmscan/api/contract';
import { ApiError } from '../../shared/api/api-error.js';
import { AccountLink } from '../../shared/detail-page/chain-links.js';
import detailStyles from '../../shared/detail-page/detail-page.module.css';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value.js';
import styles from './contracts.module.css';
import { defaultValueOf, initFieldsOf, kindOf, type InitField, type InitFieldKind } from './init-fields.js';
import { useVerifyClient } from './verify-client.js';

const DEBOUNCE_MS = 300;

interface FormValues {
  readonly initData: Record<string, string | boolean>;
  readonly publicKey: string;
  readonly workchain: 0 | -1;
}

/** The initial-data form: one input per init field of the verified ABI, the address computed as the values change. */
export function InitialDataForm({ contract }: { contract: ContractInfo }) {
  const fields = initFieldsOf(contract.abi);
  return fields.length > 0 ? <FieldsForm contract={contract} fields={fields} /> : null;
}

function FieldsForm({ contract, fields }: { contract: ContractInfo; fields: readonly InitField[] }) {
  const { t } = useTranslation('contracts');
  const [values, setValues] = useState<FormValues>(() => ({
    initData: Object.fromEntries(fields.map((field) => [field.name, inputValueOf(field)])),
    publicKey: '',
    workchain: 0,
  }));
  const settled = useDebouncedValue(values, DEBOUNCE_MS);
  const client = useVerifyClient();
  const unnamed = fields.some((field) => !field.name);
  const { initData, badJson } = initDataOf(fields, settled.initData);
  const address = useQuery({
    queryKey: ['verify', 'expected_address', contract.code_hash, settled],
    enabled: client !== null && !unnamed && badJson === undefined,
    retry: false,
    queryFn: () =>
      client!.post('/expected_address', {
        code_hash: contract.code_hash,
        init_data: initData,
        public_key: settled.publicKey.trim() || null,
        workchain: settled.workchain,
      }),
  });
  const setField = (name: string, value: string | boolean) => setValues((old) => ({ ...old, initData: { ...old.initData, [name]: value } }));
  return (
    <section className={`${detailStyles.panel} ${styles.block}`} aria-label={t('initData.title')}>
      <h2>{t('initData.title')}</h2>
      <p className={styles.notice}>{t('initData.note')}</p>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        {fields.map((field, index) =>
          kindOf(field.type) === 'bool' ? (
            <label key={field.name || index} className={styles.field}>
              <input
                type="checkbox"
                checked={values.initData[field.name] === true}
                onChange={(event) => setField(field.name, event.target.checked)}
              />
              {`${field.name} (${field.type})`}
            </label>
          ) : (
            <label key={field.name || index} className={styles.field}>
              {`${field.name} (${field.type})`}
              {MULTILINE.has(kindOf(field.type)) ? (
                <textarea rows={2} value={String(values.initData[field.name] ?? '')} onChange={(event) => setField(field.name, event.target.value)} />
              ) : (
                <input type="text" value={String(values.initData[field.name] ?? '')} onChange={(event) => setField(field.name, event.target.value)} />
              )}
            </label>
          ),
        )}
        <label className={styles.field}>
          {t('initData.publicKey')}
          <input type="text" value={values.publicKey} onChange={(event) => setValues((old) => ({ ...old, publicKey: event.target.value }))} />
        </label>
        <label className={styles.field}>
          {t('initData.workchain')}
          <select
            value={values.workchain}
            onChange={(event) => setValues((old) => ({ ...old, workchain: Number(event.target.value) === -1 ? -1 : 0 }))}
          >
            <option value={0}>0</option>
            <option value={-1}>-1</option>
          </select>
        </label>
      </form>
      <p aria-live="polite">
        {t('initData.address')}:{' '}
        {unnamed ? (
          <span role="alert">{t('initData.unnamedField')}</span>
        ) : badJson !== undefined ? (
          <span role="alert">{t('initData.badJson', { name: badJson })}</span>
        ) : address.data ? (
          <AccountLink address={address.data.address} full />
        ) : address.error ? (
          <span role="alert">{errorText(address.error, t)}</span>
        ) : (
          t('initData.computing')
        )}
      </p>
    </section>
  );
}

/** Cells, texts and JSON values are long: they get a text area. */
const MULTILINE = new Set<InitFieldKind>(['cell', 'text', 'json']);

/** What an input holds: a bool as a tick, a list, map or tuple as its JSON text, anything else as its text. */
function inputValueOf(field: InitField): string | boolean {
  const value = defaultValueOf(field);
  if (kindOf(field.type) === 'json') return JSON.stringify(value);
  return typeof value === 'boolean' ? value : String(value);
}

/** The inputs as the call takes them: JSON fields parsed; the first whose text is not JSON is named instead. */
function initDataOf(fields: readonly InitField[], inputs: Record<string, string | boolean>): { initData: Record<string, unknown>; badJson?: string } {
  const initData: Record<string, unknown> = {};
  for (const field of fields) {
    const input = inputs[field.name];
    if (kindOf(field.type) !== 'json' || typeof input !== 'string') {
      initData[field.name] = input;
      continue;
    }
    try {
      initData[field.name] = JSON.parse(input) as unknown;
    } catch {
      return { initData, badJson: field.name };
    }
  }
  return { initData };
}

function errorText(error: Error, t: TFunction<'contracts'>): string {
  if (error instanceof ApiError && error.status === 404) return t('initData.noCode');
  const message = error instanceof ApiError && error.body ? error.body.error.message : error.message;
  return t('initData.invalid', { message });
}
