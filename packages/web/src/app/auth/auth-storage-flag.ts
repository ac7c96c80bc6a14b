import type { SignInStatus } from '../../shared/session/auth-context.js';

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
 * Whether the visitor is signed in as the app opens, before the session has read it: not when this browser was not
 * left signed in (the session's first answer then too, with no stored user to load); else unknown until it is read.
 */
export function openingSignInStatus(storage: () => Storage): SignInStatus {
  try {
    return readAuthFlag(storage()) ? 'unknown' : 'signed-out';
  } catch {
    // Storage refused (some private modes): the session finds no stored user either.
    return 'signed-out';
  }
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
