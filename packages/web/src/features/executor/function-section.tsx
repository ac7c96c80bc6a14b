import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AbiFieldInput } from '../../shared/abi-form/abi-field-input.js';
import { defaultFieldValue, unnamedParam, type FieldValue } from '../../shared/abi-form/field-kinds.js';
import { FieldValueError, toAbiValue, type AbiValue } from '../../shared/abi-form/field-values.js';
import { ApiError } from '../../shared/api/api-error.js';
import { functionAnchor, type AbiFunction, type ExecutorAbi } from './executor-abi.js';
import styles from './executor.module.css';
import { FunctionOutput } from './function-output.js';
import { useRunLocal } from './use-executor-calls.js';

/** One ABI function (spec 001 §2): its anchored section, a form of its inputs, and the read's decoded output. */
export function FunctionSection({ address, abi, fn }: { address: string; abi: ExecutorAbi; fn: AbiFunction }) {
  const { t } = useTranslation('executor');
  const { t: tForm } = useTranslation('abiForm');
  const [values, setValues] = useState<Record<string, FieldValue>>(() =>
    Object.fromEntries(fn.inputs.map((param) => [param.name, defaultFieldValue(param)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const run = useRunLocal(address, abi, fn.name);
  const unnamed = unnamedParam(fn.inputs);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      run.mutate(inputsOf(fn, values));
    } catch (error) {
      if (!(error instanceof FieldValueError)) throw error;
      setProblem(tForm(`problems.${error.problem}`, { field: error.path }));
    }
  };
  const failure = problem ?? (run.error ? failureText(run.error, t) : null);
  return (
    <section id={functionAnchor(fn.name)} className={styles.function} aria-labelledby={`${functionAnchor(fn.name)}-title`}>
      <h3 id={`${functionAnchor(fn.name)}-title`} className={styles.functionName}>
        <a href={`#${functionAnchor(fn.name)}`}>{fn.name}</a>
      </h3>
      {unnamed !== null ? (
        <p role="alert" className={styles.error}>
          {t('fn.unnamed', { path: unnamed })}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {fn.inputs.length === 0 && <p className={styles.note}>{t('fn.noInputs')}</p>}
          {fn.inputs.map((param) => (
            <AbiFieldInput
              key={param.name}
              param={param}
              value={values[param.name] ?? defaultFieldValue(param)}
              onChange={(next) => setValues((old) => ({ ...old, [param.name]: next }))}
            />
          ))}
          {failure !== null && (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          )}
          <div className={styles.buttons}>
            <button type="submit" className={styles.action} disabled={run.isPending}>
              {run.isPending ? t('submit.working') : t('submit.RunLocal')}
            </button>
          </div>
        </form>
      )}
      {run.data && <FunctionOutput fn={fn} exitCode={run.data.exit_code} output={run.data.output} />}
    </section>
  );
}

/** The inputs as the ABI takes them; a FieldValueError names the first the ABI cannot take. */
function inputsOf(fn: AbiFunction, values: Record<string, FieldValue>): Record<string, AbiValue> {
  return Object.fromEntries(fn.inputs.map((param) => [param.name, toAbiValue(param, values[param.name] ?? defaultFieldValue(param))]));
}

function failureText(error: Error, t: TFunction<'executor'>): string {
  if (error instanceof ApiError && error.status === 404) return t('errors.noAccount');
  return t('errors.failed', { message: error instanceof ApiError && error.body ? error.body.error.message : error.message });
}
