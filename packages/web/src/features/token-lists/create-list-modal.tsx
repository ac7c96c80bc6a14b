import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal.js';
import type { FieldError } from './field-error.js';
import { readRefusal } from './field-error.js';
import { ListForm } from './list-form.js';
import { useErrorText } from './list-parts.js';
import { managerEmails, type ListDraft, type ListField } from './list-draft.js';
import { useTokenListApi } from './token-list-api.js';
import { findListByUrl, TOKEN_LISTS_KEY } from './token-list-queries.js';

const EMPTY_DRAFT: ListDraft = { url: '', name: '', description: '', logo: '', isPublic: true, verified: false, managers: '' };
const LIST_FIELDS: readonly string[] = ['url', 'name', 'description', 'logo', 'managers'];
const FIELD_OF_BODY: Record<string, ListField> = { asset_logo: 'logo' };

/** Create list (spec 001 §2): the list's fields; once created, the new list's page. */
export function CreateListModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('tokenLists');
  const formId = useId();
  const api = useTokenListApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const checkUrl = useCallback(
    async (url: string): Promise<FieldError | undefined> => {
      try {
        return (await findListByUrl(api, url)) ? { text: 'unique' } : undefined;
      } catch {
        return { text: 'unknown' };
      }
    },
    [api],
  );
  const create = async (draft: ListDraft) => {
    setBusy(true);
    setFormError(null);
    try {
      const created = await api.call('POST /v1/authorized/token_lists', {
        body: {
          url: draft.url,
          name: draft.name.trim(),
          description: draft.description,
          asset_logo: draft.logo.trim(),
          is_public: draft.isPublic,
          verified: draft.verified,
          managers: managerEmails(draft.managers),
        },
      });
      await queryClient.invalidateQueries({ queryKey: [TOKEN_LISTS_KEY] });
      onClose();
      await navigate({ to: '/token-lists/$id', params: { id: created.token_list.url } });
    } catch (error) {
      const refusal = readRefusal(error);
      const field = refusal.field === null ? undefined : (FIELD_OF_BODY[refusal.field] ?? refusal.field);
      if (field !== undefined && LIST_FIELDS.includes(field)) return { field: field as ListField, error: refusal.error };
      setFormError(errorText(refusal.error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('form.createTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={formId} className={buttons.primary} disabled={busy}>
            {t('form.create')}
          </button>
        </>
      }
    >
      <ListForm id={formId} initial={EMPTY_DRAFT} creating checkUrl={checkUrl} onSubmit={create} formError={formError} />
    </Modal>
  );
}
