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
import { AbiFieldInput } from '../../shared/abi-form/abi-field-input.js';
import { defaultFieldValue, type FieldValue } from '../../shared/abi-form/field-kinds.js';
import { FieldValueError, toAbiValue } from '../../shared/abi-form/field-values.js';
import { initFieldsOf, type InitField } from './init-fields.js';
import { useVerifyClient } from './verify-client.js';

const DEBOUNCE_MS = 300;

interface FormValues {
  readonly initData: Record<string, FieldValue>;
  readonly publicKey: string;
  readonly workchain: 0 | -1;
}

/** The initial-data form: one input per init field of the verified ABI (nested for lists, maps and tuples), the address computed as the values change. */
export function InitialDataForm({ contract }: { contract: ContractInfo }) {
  const fields = initFieldsOf(contract.abi);
  return fields.length > 0 ? <FieldsForm contract={contract} fields={fields} /> : null;
}

function FieldsForm({ contract, fields }: { contract: ContractInfo; fields: readonly InitField[] }) {
  const { t } = useTranslation('contracts');
  const { t: tForm } = useTranslation('abiForm');
  const [values, setValues] = useState<FormValues>(() => ({
    initData: Object.fromEntries(fields.map((field) => [field.name, defaultFieldValue(field)])),
    publicKey: '',
    workchain: 0,
  }));
  const settled = useDebouncedValue(values, DEBOUNCE_MS);
  const client = useVerifyClient();
  const unnamed = fields.some((field) => !field.name);
  const { initData, problem } = initDataOf(fields, settled.initData);
  const address = useQuery({
    queryKey: ['verify', 'expected_address', contract.code_hash, settled],
    enabled: client !== null && !unnamed && problem === undefined,
    retry: false,
    queryFn: () =>
      client!.post('/expected_address', {
        code_hash: contract.code_hash,
        init_data: initData,
        public_key: settled.publicKey.trim() || null,
        workchain: settled.workchain,
      }),
  });
  const setField = (name: string, value: FieldValue) => setValues((old) => ({ ...old, initData: { ...old.initData, [name]: value } }));
  return (
    <section className={`${detailStyles.panel} ${styles.block}`} aria-label={t('initData.title')}>
      <h2>{t('initData.title')}</h2>
      <p className={styles.notice}>{t('initData.note')}</p>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        {fields.map((field, index) => (
          <AbiFieldInput
            key={field.name || index}
            param={field}
            value={values.initData[field.name] ?? defaultFieldValue(field)}
            onChange={(next) => setField(field.name, next)}
          />
        ))}
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
        ) : problem !== undefined ? (
          <span role="alert">{tForm(`problems.${problem.problem}`, { field: problem.path })}</span>
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

/** The inputs as the call takes them (ABI values); the first the ABI cannot take is named instead. */
function initDataOf(
  fields: readonly InitField[],
  inputs: Record<string, FieldValue>,
): { initData: Record<string, unknown>; problem?: FieldValueError } {
  const initData: Record<string, unknown> = {};
  for (const field of fields) {
    try {
      initData[field.name] = toAbiValue(field, inputs[field.name] ?? defaultFieldValue(field));
    } catch (error) {
      if (error instanceof FieldValueError) return { initData, problem: error };
      throw error;
    }
  }
  return { initData };
}

function errorText(error: Error, t: TFunction<'contracts'>): string {
  if (error instanceof ApiError && error.status === 404) return t('initData.noCode');
  const message = error instanceof ApiError && error.body ? error.body.error.message : error.message;
  return t('initData.invalid', { message });
}
