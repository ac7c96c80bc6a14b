/** The local-storage flag telling every tab whether the browser is signed in: '1' signed in, '0' signed out (spec 001 §4). */
export const AUTH_FLAG_KEY = 'auth';

export function writeAuthFlag(storage: Storage, signedIn: boolean): void {
  const value = signedIn ? '1' : '0';
  if (storage.getItem(AUTH_FLAG_KEY) !== value) storage.setItem(AUTH_FLAG_KEY, value);
}

/** Whether this browser was left signed in: only then is there a stored user to load. */
export function readAuthFlag(storage: Storage): boolean {
  return storage.getItem(AUTH_FLAG_KEY) === '1';
}

/**
 * Calls `onChange` when another tab changes the flag (the `storage` event fires only in the other tabs);
 * returns the unsubscribe.
 */
export function watchAuthFlag(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, onChange: (signedIn: boolean) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== AUTH_FLAG_KEY || event.newValue === event.oldValue) return;
    if (event.newValue === '1' || event.newValue === '0') onChange(event.newValue === '1');
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
