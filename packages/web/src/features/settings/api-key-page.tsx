import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/session/auth-context.js';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import buttons from '../../shared/ui/button.module.css';
import { ConfirmNewKeyModal, NewKeyModal } from './api-key-modals.js';
import styles from './settings.module.css';

/** Spec 001 §2 API key page: what a key is for, Create new key, the confirmation, then the key shown once. */
export function ApiKeyPage() {
  const { t } = useTranslation('settings');
  const { user, registry } = useAuth();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const create = useMutation({
    mutationFn: () => registry.get('/v1/authorized/api_key', user?.accessToken),
    onSuccess: () => setConfirming(false),
    onError: (error) => {
      console.error(error);
      setConfirming(false);
      notify(t('apiKey.failed'), 'error');
    },
  });
  const newKey = create.data?.personal_access_token;
  return (
    <section className={styles.section} aria-labelledby="api-key-title">
      <h2 id="api-key-title" className={styles.sectionTitle}>
        {t('apiKey.title')}
      </h2>
      <p className={styles.text}>{t('apiKey.intro')}</p>
      <p className={styles.text}>{t('apiKey.oneKey')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={() => setConfirming(true)}>
          {t('apiKey.create')}
        </button>
      </div>
      {confirming && <ConfirmNewKeyModal creating={create.isPending} onConfirm={() => create.mutate()} onCancel={() => setConfirming(false)} />}
      {newKey && <NewKeyModal apiKey={newKey} onClose={() => create.reset()} />}
    </section>
  );
}
