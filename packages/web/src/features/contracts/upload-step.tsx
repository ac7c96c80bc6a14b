import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompileRequest } from '@tvmscan/api/contract';
import { ApiError } from '../../shared/api/api-error.js';
import { CompileError, type VerificationFailure } from './compile-error.js';
import { contractLinks } from './contract-links.js';
import styles from './contracts.module.css';
import { readPickedSources, type PickedSource } from './source-files.js';
import { useVerifyClient } from './verify-client.js';

export const DEFAULT_LICENSE = 'GPL-2.0-only';

interface Props {
  compilerVersion: string;
  linkerVersion: string;
  onBack: () => void;
}

/** Step 2 (spec 001 §2, §5): the folder of sources, the target file, the licence and links; then compiling. */
export function UploadStep({ compilerVersion, linkerVersion, onBack }: Props) {
  const { t } = useTranslation('contracts');
  const client = useVerifyClient();
  const navigate = useNavigate();
  const [files, setFiles] = useState<PickedSource[]>([]);
  const [target, setTarget] = useState('');
  const [license, setLicense] = useState(DEFAULT_LICENSE);
  const [projectLink, setProjectLink] = useState('');
  const [auditUrl, setAuditUrl] = useState('');
  const [failure, setFailure] = useState<VerificationFailure | null>(null);
  const [loading, setLoading] = useState(false);
  const folderId = useId();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    setFailure(null);
    try {
      const read = await readPickedSources(event.target.files ?? []);
      setFiles(read);
      setTarget(read[0]?.path ?? '');
    } catch {
      setFiles([]);
      setFailure({ message: t('verification.errors.upload') });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!license.trim() || !compilerVersion || !linkerVersion || files.length === 0 || !target) {
      return setFailure({ message: t('verification.errors.required') });
    }
    if (client === null) return setFailure({ message: t('verification.errors.unknown') });
    const payload: CompileRequest = {
      license: license.trim(),
      audit_url: auditUrl.trim() || null,
      project_link: projectLink.trim() || null,
      compiler: { flags: [], version: compilerVersion },
      linker: { version: linkerVersion },
      sources: files.map((file) => ({ ...file, source_type: file.path === target ? 'VerifyTarget' : 'Dependency' })),
    };
    setLoading(true);
    setFailure(null);
    try {
      const result = await client.post('/compile', payload);
      if ('failed_to_verify' in result) {
        const { compiler_output, linker_output } = result.failed_to_verify;
        return setFailure({ message: t('verification.errors.failed'), compiler: compiler_output, linker: linker_output });
      }
      const targetName = target
        .replace(/\.t?sol$/i, '')
        .split('/')
        .pop();
      const matching = result.compiled.find((entry) => entry.contract_name.split('/').pop() === targetName) ?? result.compiled[0];
      const codeHash = matching?.code_hash ?? Object.values(result.already_verified)[0];
      if (codeHash === undefined) return setFailure({ message: t('verification.errors.failed') });
      await navigate(contractLinks.byId(codeHash));
    } catch (error) {
      const reason = error instanceof ApiError ? error.body?.error.message : error instanceof Error ? error.message : undefined;
      setFailure({ message: reason ?? t('verification.errors.unknown') });
    } finally {
      setLoading(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('verification.step2')}</h2>
      <div className={styles.field}>
        <label htmlFor={folderId}>{t('verification.directory')} *</label>
        <input
          id={folderId}
          type="file"
          multiple
          aria-describedby={`${folderId}-note`}
          onChange={(event) => void pick(event)}
          {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
        />
        <span id={`${folderId}-note`}>{t('verification.filesNote')}</span>
        {files.length > 0 && <span>{t('verification.fileCount', { count: files.length })}</span>}
      </div>
      <label className={styles.field}>
        {t('verification.target')} *
        <select value={target} onChange={(event) => setTarget(event.target.value)} required>
          <option value="">{t('verification.choose')}</option>
          {files.map((file) => (
            <option key={file.path} value={file.path}>
              {file.path}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('verification.license')} *
        <input type="text" value={license} onChange={(event) => setLicense(event.target.value)} required />
      </label>
      <label className={styles.field}>
        {t('verification.projectLink')}
        <input type="url" value={projectLink} onChange={(event) => setProjectLink(event.target.value)} />
      </label>
      <label className={styles.field}>
        {t('verification.auditUrl')}
        <input type="url" value={auditUrl} onChange={(event) => setAuditUrl(event.target.value)} />
      </label>
      {failure && <CompileError failure={failure} />}
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {t('verification.back')}
        </button>
        <button type="submit" className={styles.action} disabled={loading}>
          {loading ? t('verification.working') : t('verification.submit')}
        </button>
      </div>
    </form>
  );
}
