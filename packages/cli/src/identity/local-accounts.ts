import { timingSafeEqual, createHash } from 'node:crypto';

/** An account of the local identity provider: for offline use on a developer's machine, never for a public deployment. */
export interface LocalAccount {
  readonly subject: string;
  readonly username: string;
  readonly password: string;
  readonly name: string;
  readonly email: string;
}

/**
 * The local accounts, documented in the README: a user, an admin (named by its subject), and two more users so that
 * several people can share a token list (an owner, its manager, a guest).
 */
const LOCAL_ACCOUNTS: readonly LocalAccount[] = [
  { subject: 'local-user', username: 'user', password: 'user', name: 'Local User', email: 'user@tvmscan.local' },
  { subject: 'local-admin', username: 'admin', password: 'admin', name: 'Local Admin', email: 'admin@tvmscan.local' },
  { subject: 'local-manager', username: 'manager', password: 'manager', name: 'Local Manager', email: 'manager@tvmscan.local' },
  { subject: 'local-guest', username: 'guest', password: 'guest', name: 'Local Guest', email: 'guest@tvmscan.local' },
];

export const LOCAL_ADMIN_SUBJECTS: readonly string[] = ['local-admin'];

/** The account these credentials open, compared in constant time. */
export function signIn(username: string, password: string): LocalAccount | undefined {
  return LOCAL_ACCOUNTS.find((account) => account.username === username && sameText(account.password, password));
}

export function accountBySubject(subject: string): LocalAccount | undefined {
  return LOCAL_ACCOUNTS.find((account) => account.subject === subject);
}

function sameText(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}
