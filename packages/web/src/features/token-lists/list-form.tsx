import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value.js';
import type { FieldError } from './field-error.js';
import { FieldErrorLine } from './list-parts.js';
import { listErrors, urlError, type ListDraft, type ListErrors, type ListField } from './list-draft.js';
import styles from './token-lists.module.css';

/** §9: the url is asked of the registry 100 ms after the user stops typing it; the other rules need no wait. */
const FIELD_CHECK_MS = 100;

interface Props {
  /** The form's id, for a submit button outside it (a modal's actions). */
  id: string;
  initial: ListDraft;
  creating: boolean;
  /** Whether a url is already taken (creating only): a found list, or an error to show (unknown). */
  checkUrl?: (url: string) => Promise<FieldError | undefined>;
  /** Sends the draft; the refusal of one field comes back to be shown beside it. */
  onSubmit: (draft: ListDraft) => Promise<{ field: ListField; error: FieldError } | void>;
  /** A refusal that names no field. */
  formError?: string | null;
}

/**
 * The fields of a token list (spec 001 §5): url (ID, creation only), name, description, logo, public or private,
 * verified (creation only: it cannot change later) and the managers' emails. Each field shows its §8 text once it
 * has been left or the form submitted; the url is also checked against the registry for being taken.
 */
export function ListForm({ id, initial, creating, checkUrl, onSubmit, formError }: Props) {
  const { t } = useTranslation('tokenLists');
  const fieldId = useId();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<ListField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ListErrors>({});
  const checkedUrl = useDebouncedValue(draft.url, FIELD_CHECK_MS);
  const taken = useUrlTaken(creating ? checkedUrl : '', checkUrl);
  const errors: ListErrors = { ...listErrors(draft, { creating }), ...serverErrors };
  if (creating && !errors.url && taken && checkedUrl === draft.url) errors.url = taken;

  const change = (field: keyof ListDraft, value: string | boolean) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([name]) => name !== field)));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ url: true, name: true, description: true, logo: true, managers: true });
    const now = listErrors(draft, { creating });
    const urlTaken = creating && !now.url && checkUrl ? await checkUrl(draft.url) : undefined;
    if (urlTaken) now.url = urlTaken;
    if (Object.values(now).some((error) => error !== undefined)) {
      setServerErrors(now);
      return;
    }
    const refused = await onSubmit(draft);
    if (refused) setServerErrors({ [refused.field]: refused.error });
  };
  const shown = (field: ListField) => (touched[field] ? errors[field] : undefined);
  const textField = (field: Exclude<ListField, 'description' | 'managers'>, type: 'text' | 'url' = 'text') => (
    <div className={styles.field}>
      <label htmlFor={`${fieldId}-${field}`}>{t(`form.${field}`)}</label>
      <input
        id={`${fieldId}-${field}`}
        type={type}
        value={draft[field]}
        onChange={(event) => change(field, event.target.value)}
        onBlur={() => setTouched((previous) => ({ ...previous, [field]: true }))}
        aria-invalid={shown(field) !== undefined}
        aria-describedby={shown(field) ? `${fieldId}-${field}-error` : undefined}
      />
      <FieldErrorLine id={`${fieldId}-${field}-error`} error={shown(field)} />
    </div>
  );
  const areaField = (field: 'description' | 'managers', hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${fieldId}-${field}`}>{t(`form.${field}`)}</label>
      <textarea
        id={`${fieldId}-${field}`}
        rows={3}
        value={draft[field]}
        onChange={(event) => change(field, event.target.value)}
        onBlur={() => setTouched((previous) => ({ ...previous, [field]: true }))}
        aria-invalid={shown(field) !== undefined}
      />
      {hint && <p className={styles.hint}>{hint}</p>}
      <FieldErrorLine id={`${fieldId}-${field}-error`} error={shown(field)} />
    </div>
  );
  return (
    <form id={id} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {creating && (
        <>
          {textField('url')}
          <p className={styles.hint}>{t('form.urlHint')}</p>
        </>
      )}
      {textField('name')}
      {areaField('description')}
      {textField('logo', 'url')}
      <label className={styles.check}>
        <input type="checkbox" checked={draft.isPublic} onChange={(event) => change('isPublic', event.target.checked)} />
        {t('form.isPublic')}
      </label>
      {creating && (
        <label className={styles.check}>
          <input type="checkbox" checked={draft.verified} onChange={(event) => change('verified', event.target.checked)} />
          {t('form.verified')}
        </label>
      )}
      {areaField('managers', t('form.managersHint'))}
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
    </form>
  );
}

/** The registry's answer on whether `url` is taken, once it passes the rules that need no server. */
function useUrlTaken(url: string, checkUrl: Props['checkUrl']): FieldError | undefined {
  const [answer, setAnswer] = useState<{ url: string; error: FieldError | undefined } | null>(null);
  useEffect(() => {
    if (!checkUrl || url === '' || urlError(url)) return;
    let current = true;
    void checkUrl(url).then((error) => current && setAnswer({ url, error }));
    return () => {
      current = false;
    };
  }, [url, checkUrl]);
  return answer?.url === url ? answer.error : undefined;
}
