import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/detail-page/copy-button.js';
import buttons from '../../shared/ui/button.module.css';
import { Modal } from '../../shared/ui/modal.js';
import styles from './settings.module.css';

/** The confirmation before a new key, warning that the previous one stops working at once. */
export function ConfirmNewKeyModal({ creating, onConfirm, onCancel }: { creating: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      title={t('apiKey.confirmTitle')}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            {t('apiKey.cancel')}
          </button>
          <button type="button" className={buttons.primary} onClick={onConfirm} disabled={creating}>
            {t('apiKey.confirm')}
          </button>
        </>
      }
    >
      <p className={styles.warning}>{t('apiKey.confirmWarning')}</p>
    </Modal>
  );
}

/** The new key and its secret, shown this once, each with Copy. */
export function NewKeyModal({ apiKey, secret, onClose }: { apiKey: string; secret: string; onClose: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      title={t('apiKey.createdTitle')}
      onClose={onClose}
      actions={
        <button type="button" className={buttons.primary} onClick={onClose}>
          {t('apiKey.done')}
        </button>
      }
    >
      <p className={styles.text}>{t('apiKey.createdText')}</p>
      <SecretRow value={apiKey} label={t('apiKey.keyLabel')} copy={t('apiKey.copy')} />
      <p className={styles.text}>{t('apiKey.secretLabel')}</p>
      <SecretRow value={secret} label={t('apiKey.secretLabel')} copy={t('apiKey.copySecret')} />
    </Modal>
  );
}

/** A value shown once, with Copy. */
function SecretRow({ value, label, copy }: { value: string; label: string; copy: string }) {
  return (
    <div className={styles.keyRow}>
      <output className={styles.key} aria-label={label}>
        {value}
      </output>
      <CopyButton text={value} label={copy} />
    </div>
  );
}
