import { useQueryClient } from '@tanstack/react-query';
import type { TokenList } from '@tvmscan/api/contract';
import { tokenAddressProblem } from '@tvmscan/api/rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal.js';
import { fieldErrorOf, readRefusal, type FieldError } from './field-error.js';
import { FieldErrorLine } from './list-parts.js';
import { useTokenListApi } from './token-list-api.js';
import { TOKEN_LISTS_KEY } from './token-list-queries.js';
import styles from './token-lists.module.css';

/** A manager adds a token; another signed-in user proposes one. */
export type TokenAddressMode = 'add' | 'propose';

/**
 * Add token or Propose token (spec 001 §2, §4, §5): a token root address, which must be a valid address and a token
 * the registry knows; a verified list takes only approved tokens; a token already in the list, pending or declined
 * cannot be proposed. Each refusal is shown under the field with its §8 text.
 */
export function TokenAddressModal({ list, mode, onClose }: { list: TokenList; mode: TokenAddressMode; onClose: () => void }) {
  const { t } = useTranslation('tokenLists');
  const formId = useId();
  const api = useTokenListApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<FieldError | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = tokenAddressProblem(address);
    if (problem) return setError(fieldErrorOf(problem));
    const value = address.trim().toLowerCase();
    setBusy(true);
    try {
      const params = { id: String(list.id) };
      if (mode === 'add') await api.call('POST /v1/authorized/token_lists/:id/tokens', { params, body: { root_addresses: [value] } });
      else await api.call('POST /v1/authorized/token_lists/:id/tokens_proposals', { params, body: { tokens: [value] } });
      await queryClient.invalidateQueries({ queryKey: [TOKEN_LISTS_KEY] });
      notify(mode === 'add' ? t('tokenForm.added') : t('tokenForm.proposed'));
      onClose();
    } catch (refused) {
      setError(readRefusal(refused).error);
      setBusy(false);
    }
  };
  return (
    <Modal
      title={mode === 'add' ? t('tokenForm.addTitle', { list: list.name }) : t('tokenForm.proposeTitle', { list: list.name })}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('tokenForm.cancel')}
          </button>
          <button type="submit" form={formId} className={buttons.primary} disabled={busy}>
            {mode === 'add' ? t('tokenForm.add') : t('tokenForm.propose')}
          </button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${formId}-address`}>{t('tokenForm.address')}</label>
          <input
            id={`${formId}-address`}
            type="text"
            value={address}
            spellCheck={false}
            onChange={(event) => {
              setAddress(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error !== undefined}
            aria-describedby={`${formId}-hint`}
          />
          <p id={`${formId}-hint`} className={styles.hint}>
            {t('tokenForm.addressHint')}
          </p>
          <FieldErrorLine id={`${formId}-error`} error={error} />
        </div>
      </form>
    </Modal>
  );
}
