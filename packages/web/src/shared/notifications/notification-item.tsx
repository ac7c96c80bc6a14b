import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from './notifications-context.js';
import styles from './notifications.module.css';
import { NOTIFICATION_DISPLAY_MS, NOTIFICATION_HIDE_MS } from './timings.js';

export interface ShownNotification {
  id: number;
  message: string;
  kind: NotificationKind;
  hiding: boolean;
}

interface Props {
  notification: ShownNotification;
  onHide: (id: number) => void;
  onRemove: (id: number) => void;
}

export function NotificationItem({ notification, onHide, onRemove }: Props) {
  const { t } = useTranslation();
  const { id, hiding } = notification;
  useEffect(() => {
    const timer = hiding ? setTimeout(() => onRemove(id), NOTIFICATION_HIDE_MS) : setTimeout(() => onHide(id), NOTIFICATION_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [id, hiding, onHide, onRemove]);
  return (
    <div
      role={notification.kind === 'error' ? 'alert' : 'status'}
      className={`${styles.item} ${styles[notification.kind]} ${hiding ? styles.hiding : ''}`}
      style={{ animationDuration: `${NOTIFICATION_HIDE_MS}ms` }}
    >
      <span className={styles.message}>{notification.message}</span>
      <button type="button" className={styles.close} aria-label={t('notifications.close')} onClick={() => onHide(id)}>
        ×
      </button>
    </div>
  );
}
