import { createContext, useContext } from 'react';

export type NotificationKind = 'info' | 'error';

/** Shows `message` (already translated) for 3 s; the user may close it sooner. */
export type Notify = (message: string, kind?: NotificationKind) => void;

export const NotificationsContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotificationsContext);
  if (!notify) throw new Error('useNotify is used outside NotificationsProvider');
  return notify;
}
