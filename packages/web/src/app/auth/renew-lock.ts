const LOCK_NAME = 'tvmscan-auth-renew';

/** Runs a renewal alone among the tabs of this origin. */
export type RenewLock = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * The tabs share one stored user and so one refresh token, which the provider rotates: two tabs renewing at once
 * would present the same token twice, and the provider revokes the whole grant on the reuse. A Web Lock makes them
 * take turns; the second then finds the token already renewed.
 */
export const browserRenewLock: RenewLock = <T>(task: () => Promise<T>) =>
  'locks' in navigator ? (navigator.locks.request(LOCK_NAME, task) as Promise<T>) : task();
