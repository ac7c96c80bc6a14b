import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { NotificationItem } from './notification-item.js';
import type { ShownNotification } from './notification-item.js';
import { NotificationsContext } from './notifications-context.js';
import type { NotificationKind } from './notifications-context.js';
import styles from './notifications.module.css';

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownNotification[]>([]);
  const nextId = useRef(1);
  const notify = useCallback((message: string, kind: NotificationKind = 'info') => {
    const id = nextId.current++;
    setShown((list) => [...list, { id, message, kind, hiding: false }]);
  }, []);
  const hide = useCallback((id: number) => {
    setShown((list) => list.map((item) => (item.id === id ? { ...item, hiding: true } : item)));
  }, []);
  const remove = useCallback((id: number) => {
    setShown((list) => list.filter((item) => item.id !== id));
  }, []);
  return (
    <NotificationsContext value={notify}>
      {children}
      <div className={styles.list}>
        {shown.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onHide={hide} onRemove={remove} />
        ))}
      </div>
    </NotificationsContext>
  );
}
