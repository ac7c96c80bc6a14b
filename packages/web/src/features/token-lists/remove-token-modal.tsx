import { useQueryClient } from '@tanstack/react-query';
import type { TokenList, TokenListToken } from '@tvmscan/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal.js';
import { readRefusal } from './field-error.js';
import { useErrorText } from './list-parts.js';
import { useTokenListApi } from './token-list-api.js';
import { TOKEN_LISTS_KEY } from './token-list-queries.js';
import styles from './token-lists.module.css';

/** Remove, confirmed: the token leaves the list (and its manifest). */
export function RemoveTokenModal({ list, token, onClose }: { list: TokenList; token: TokenListToken; onClose: () => void }) {
  const { t } = useTranslation('tokenLists');
  const api = useTokenListApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    try {
      const answer = await api.call('DELETE /v1/authorized/token_lists/:id/tokens', {
        params: { id: String(list.id) },
        body: { root_addresses: [token.root_address] },
      });
      queryClient.setQueriesData({ queryKey: [TOKEN_LISTS_KEY, 'tokens', list.id] }, answer.tokens);
      await queryClient.invalidateQueries({ queryKey: [TOKEN_LISTS_KEY] });
      notify(t('detail.removed'));
      onClose();
    } catch (error) {
      setFailure(errorText(readRefusal(error).error));
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('detail.removeTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t('detail.cancel')}
          </button>
          <button type="button" className={`${buttons.primary} ${styles.danger}`} disabled={busy} onClick={() => void remove()}>
            {t('detail.remove')}
          </button>
        </>
      }
    >
      <p>{t('detail.removeText', { name: token.full_name || token.symbol, list: list.name })}</p>
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
