import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TokenList } from '@tvmscan/api/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal.js';
import { readRefusal } from './field-error.js';
import { ListForm } from './list-form.js';
import { useErrorText } from './list-parts.js';
import { QueryState } from './query-state.js';
import { managerEmails, type ListDraft, type ListField } from './list-draft.js';
import { useTokenListApi } from './token-list-api.js';
import { TOKEN_LISTS_KEY } from './token-list-queries.js';
import styles from './token-lists.module.css';

type SettingsTab = 'general' | 'delete';

/** The owner's settings of a list (spec 001 §2, §4): General (its fields and managers) and Delete (typing its exact name). */
export function ListSettingsModal({ listId, onClose }: { listId: number; onClose: () => void }) {
  const { t } = useTranslation('tokenLists');
  const api = useTokenListApi();
  const formId = useId();
  const [tab, setTab] = useState<SettingsTab>('general');
  const loaded = useQuery({
    queryKey: [TOKEN_LISTS_KEY, 'settings', listId],
    retry: false,
    queryFn: async () => {
      const params = { id: String(listId) };
      const [{ token_list }, { managers }] = await Promise.all([
        api.call('GET /v1/info/token_lists/:id', { params }),
        api.call('GET /v1/authorized/token_lists/:id/managers', { params }),
      ]);
      return { list: token_list, managers: managers.map((manager) => manager.email) };
    },
  });
  const title = loaded.data ? t('settingsModal.title', { name: loaded.data.list.name }) : t('detail.settings');
  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('settingsModal.close')}
          </button>
          {loaded.data && tab === 'general' && (
            <button type="submit" form={formId} className={buttons.primary}>
              {t('form.save')}
            </button>
          )}
        </>
      }
    >
      <div className={styles.modalTabs} role="tablist">
        {(['general', 'delete'] as const).map((each) => (
          <button key={each} type="button" role="tab" aria-selected={tab === each} onClick={() => setTab(each)}>
            {t(`settingsModal.${each}`)}
          </button>
        ))}
      </div>
      <QueryState query={loaded} failed={t('detail.failed')}>
        {({ list, managers }) =>
          tab === 'general' ? <GeneralTab formId={formId} list={list} managers={managers} /> : <DeleteTab list={list} onDeleted={onClose} />
        }
      </QueryState>
    </Modal>
  );
}

const FIELD_OF_BODY: Record<string, ListField> = { asset_logo: 'logo', emails: 'managers' };
const FIELDS_OF_GENERAL_TAB: readonly ListField[] = ['name', 'description', 'logo', 'managers'];

/** The general tab's field a refusal names (the API's body field mapped to the form's), or null for another field. */
function generalTabField(bodyField: string | null): ListField | null {
  if (bodyField === null) return null;
  const field = FIELD_OF_BODY[bodyField] ?? bodyField;
  return FIELDS_OF_GENERAL_TAB.find((known) => known === field) ?? null;
}

function GeneralTab({ formId, list, managers }: { formId: string; list: TokenList; managers: readonly string[] }) {
  const { t } = useTranslation('tokenLists');
  const api = useTokenListApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const initial: ListDraft = {
    url: list.url,
    name: list.name,
    description: list.description,
    logo: list.asset_logo_url ?? '',
    isPublic: list.is_public,
    verified: list.verified,
    managers: managers.join('\n'),
  };
  const save = async (draft: ListDraft) => {
    setFormError(null);
    const params = { id: String(list.id) };
    const wanted = managerEmails(draft.managers);
    const added = wanted.filter((email) => !managers.includes(email));
    const removed = managers.filter((email) => !wanted.includes(email));
    try {
      await api.call('PUT /v1/authorized/token_lists/:id', {
        params,
        body: { name: draft.name.trim(), description: draft.description, asset_logo: draft.logo.trim(), is_public: draft.isPublic },
      });
      if (added.length > 0) await api.call('POST /v1/authorized/token_lists/:id/managers', { params, body: { emails: added } });
      if (removed.length > 0) await api.call('DELETE /v1/authorized/token_lists/:id/managers', { params, body: { emails: removed } });
      await queryClient.invalidateQueries({ queryKey: [TOKEN_LISTS_KEY] });
      notify(t('form.saved'));
    } catch (error) {
      const refusal = readRefusal(error);
      const field = generalTabField(refusal.field);
      if (field !== null) return { field, error: refusal.error };
      setFormError(errorText(refusal.error));
    }
  };
  return <ListForm id={formId} initial={initial} creating={false} onSubmit={save} formError={formError} />;
}

function DeleteTab({ list, onDeleted }: { list: TokenList; onDeleted: () => void }) {
  const { t } = useTranslation('tokenLists');
  const api = useTokenListApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const matches = typed === list.name;
  const remove = async () => {
    setBusy(true);
    try {
      await api.call('DELETE /v1/authorized/token_lists/:id', { params: { id: String(list.id) }, body: { name: typed } });
      notify(t('settingsModal.deleted'));
      onDeleted();
      await navigate({ to: '/settings/token-lists', search: {} });
      await queryClient.invalidateQueries({ queryKey: [TOKEN_LISTS_KEY] });
    } catch (error) {
      setFailure(errorText(readRefusal(error).error));
      setBusy(false);
    }
  };
  return (
    <div className={styles.form}>
      <p>{t('settingsModal.deleteText', { name: list.name })}</p>
      <div className={styles.field}>
        <label htmlFor={inputId}>{t('settingsModal.confirmName')}</label>
        <input id={inputId} type="text" value={typed} onChange={(event) => setTyped(event.target.value)} aria-invalid={typed !== '' && !matches} />
        {typed !== '' && !matches && <p className={styles.fieldError}>{t('settingsModal.nameMismatch')}</p>}
      </div>
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.rowActions}>
        <button type="button" className={`${buttons.primary} ${styles.danger}`} disabled={!matches || busy} onClick={() => void remove()}>
          {t('settingsModal.deleteButton')}
        </button>
      </div>
    </div>
  );
}
