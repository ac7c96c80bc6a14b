import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './contracts.module.css';
import { useIdCheck } from './id-check.js';
import { UploadStep } from './upload-step.js';
import { useSupportedVersions } from './use-contracts.js';

type Method = 'id' | 'compiler';

/**
 * The verification form (spec 001 §4): step 1 chooses a method, by code hash or address (checked at once) or by
 * compiler settings (then step 2, the upload). With `presetId` the id method is chosen and submitted on its own.
 */
export function VerificationForm({ presetId }: { presetId?: string }) {
  const { t } = useTranslation('contracts');
  const supported = useSupportedVersions();
  const compilers = Object.entries(supported.data?.compilers ?? {});
  const linkers = supported.data?.linkers ?? [];
  const canCompile = compilers.length > 0 && linkers.length > 0;
  const [method, setMethod] = useState<Method>('id');
  const [id, setId] = useState(presetId ?? '');
  const [compiler, setCompiler] = useState('');
  const [linker, setLinker] = useState('');
  const [step, setStep] = useState<'initial' | 'upload'>('initial');
  const idCheck = useIdCheck();
  const submitted = useRef(false);

  useEffect(() => {
    if (presetId === undefined || submitted.current) return;
    submitted.current = true;
    void idCheck.check(presetId);
  }, [presetId, idCheck]);

  if (step === 'upload') return <UploadStep compilerVersion={compiler} linkerVersion={linker} onBack={() => setStep('initial')} />;

  const nextEnabled = method === 'id' ? id.trim().length > 0 && !idCheck.loading : compiler !== '' && linker !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'id') void idCheck.check(id);
    else if (nextEnabled) setStep('upload');
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2>{t('verification.step1')}</h2>
      {supported.status === 'success' && !canCompile && <p className={styles.notice}>{t('verification.noToolchain')}</p>}
      <fieldset>
        <legend>{t('verification.method')}</legend>
        <label>
          <input type="radio" name="method" checked={method === 'id'} onChange={() => setMethod('id')} /> {t('verification.byId')}
        </label>
        <label>
          <input type="radio" name="method" checked={method === 'compiler'} disabled={!canCompile} onChange={() => setMethod('compiler')} />{' '}
          {t('verification.byCompiler')}
        </label>
      </fieldset>
      {method === 'id' ? (
        <label className={styles.field}>
          {t('verification.id')}
          <input type="text" value={id} onChange={(event) => setId(event.target.value)} autoComplete="off" spellCheck={false} />
        </label>
      ) : (
        <>
          <label className={styles.field}>
            {t('verification.compiler')}
            <select value={compiler} onChange={(event) => setCompiler(event.target.value)}>
              <option value="">{t('verification.choose')}</option>
              {compilers.map(([version, text]) => (
                <option key={version} value={version}>
                  {text}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('verification.linker')}
            <select value={linker} onChange={(event) => setLinker(event.target.value)}>
              <option value="">{t('verification.choose')}</option>
              {linkers.map((version) => (
                <option key={version} value={version}>
                  {version}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {method === 'id' && idCheck.error && (
        <p role="alert" className={styles.error}>
          {idCheck.error}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className={styles.action} disabled={!nextEnabled}>
          {t('verification.next')}
        </button>
      </div>
    </form>
  );
}
