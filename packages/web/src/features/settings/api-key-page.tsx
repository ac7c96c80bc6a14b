import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/session/auth-context.js';
import { formatDate } from '../../shared/format/index.js';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import buttons from '../../shared/ui/button.module.css';
import { ConfirmNewKeyModal, NewKeyModal } from './api-key-modals.js';
import styles from './settings.module.css';

const API_KEY_STATUS = 'api-key-status';

/**
 * Spec 001 §2 API key page: what a key is for, whether the user holds an active one and since when, Create new key,
 * the confirmation, then the key and its secret shown once. Creating calls the explicit rotation, never the spec's GET, so that
 * opening the page changes no key.
 */
export function ApiKeyPage() {
  const { t } = useTranslation('settings');
  const { user, registry } = useAuth();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const status = useQuery({
    queryKey: [API_KEY_STATUS, user?.subject],
    enabled: user !== null,
    queryFn: () => registry.get('/v1/authorized/api_key/status', user?.accessToken),
  });
  const create = useMutation({
    mutationFn: () => registry.post('/v1/authorized/api_key/rotate', undefined, user?.accessToken),
    onSuccess: (created) => {
      setConfirming(false);
      queryClient.setQueryData([API_KEY_STATUS, user?.subject], { ...created, personal_access_token: null, secret: null });
    },
    onError: (error) => {
      console.error(error);
      setConfirming(false);
      notify(t('apiKey.failed'), 'error');
    },
  });
  const newKey = create.data?.personal_access_token;
  const newSecret = create.data?.secret;
  return (
    <section className={styles.section} aria-labelledby="api-key-title">
      <h2 id="api-key-title" className={styles.sectionTitle}>
        {t('apiKey.title')}
      </h2>
      <p className={styles.text}>{t('apiKey.intro')}</p>
      <p className={styles.text}>{t('apiKey.oneKey')}</p>
      {status.data && (
        <p className={styles.text} role="status">
          {status.data.active ? t('apiKey.active', { date: formatDate(status.data.created_at) }) : t('apiKey.none')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => setConfirming(true)}>
          {t('apiKey.create')}
        </button>
      </div>
      {confirming && <ConfirmNewKeyModal creating={create.isPending} onConfirm={() => create.mutate()} onCancel={() => setConfirming(false)} />}
      {newKey && newSecret && <NewKeyModal apiKey={newKey} secret={newSecret} onClose={() => create.reset()} />}
    </section>
  );
}
