// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthSession, type AuthSession } from '../../src/app/auth/auth-session.js';
import { providerAnswerIn, withoutAnswerParams } from '../../src/app/auth/sign-in-address.js';
import { FakeSignInClient, providerUser } from './fake-sign-in-client.js';

const ORIGIN = 'http://localhost:3000';
const ADMINS = new Set(['token-of-admin', 'renewed-token-of-admin']);

interface Harness {
  session: AuthSession;
  client: FakeSignInClient;
  replaceAddress: ReturnType<typeof vi.fn<(path: string) => void>>;
  fetchIsAdmin: ReturnType<typeof vi.fn<(token: string) => Promise<boolean>>>;
  /** Another tab writes the `auth` flag. */
  otherTab(value: '0' | '1'): void;
  stop(): void;
}

let harness: Harness | undefined;

/** A session of a window opened at `path` of ORIGIN, connected. */
function open(path: string, client = new FakeSignInClient()): Harness {
  const events = new EventTarget() as unknown as Window;
  const replaceAddress = vi.fn<(path: string) => void>();
  const fetchIsAdmin = vi.fn((token: string) => Promise.resolve(ADMINS.has(token)));
  const session = createAuthSession({
    client,
    storage: localStorage,
    events,
    address: () => `${ORIGIN}${path}`,
    replaceAddress,
    fetchIsAdmin,
    renewLock: (task) => task(),
    expiringSeconds: 10,
    callbackPath: '/auth/callback',
    welcomePath: '/registration',
    reportError: () => undefined,
  });
  const stop = session.connect();
  const otherTab = (value: '0' | '1') => {
    const oldValue = localStorage.getItem('auth');
    localStorage.setItem('auth', value);
    events.dispatchEvent(new StorageEvent('storage', { key: 'auth', oldValue, newValue: value }));
  };
  harness = { session, client, replaceAddress, fetchIsAdmin, otherTab, stop };
  return harness;
}

/** A client whose provider answers the sign-in in the address with `user`. */
function answering(user: ReturnType<typeof providerUser>): FakeSignInClient {
  const client = new FakeSignInClient();
  client.signInAnswer = () => Promise.resolve(user);
  return client;
}

/** A user stored by an earlier visit, which left the browser signed in. */
function leftSignedIn(client: FakeSignInClient, user: ReturnType<typeof providerUser>): void {
  client.stored = user;
  localStorage.setItem('auth', '1');
}

/** Waits until the session has settled on `predicate`. */
const settled = (session: AuthSession, predicate: (state: ReturnType<AuthSession['getState']>) => boolean) =>
  vi.waitFor(() => expect(predicate(session.getState())).toBe(true));

beforeEach(() => localStorage.clear());
afterEach(() => harness?.stop());

describe('the provider answer in the address', () => {
  it('is a sign-in answer with code, id_token, session_state or error, a sign-out return with state alone', () => {
    expect(providerAnswerIn(`${ORIGIN}/auth/callback?code=c&state=s&iss=x`)).toBe('sign-in');
    expect(providerAnswerIn(`${ORIGIN}/?id_token=t`)).toBe('sign-in');
    expect(providerAnswerIn(`${ORIGIN}/?session_state=x`)).toBe('sign-in');
    expect(providerAnswerIn(`${ORIGIN}/auth/callback?error=access_denied&state=s`)).toBe('sign-in');
    expect(providerAnswerIn(`${ORIGIN}/?state=s`)).toBe('sign-out');
    expect(providerAnswerIn(`${ORIGIN}/blocks?limit=5`)).toBeNull();
  });

  it('is removed from the address, the page’s own parameters and hash kept', () => {
    expect(withoutAnswerParams(`${ORIGIN}/blocks?code=c&tab=2&state=s&session_state=x&id_token=t&iss=i#top`)).toBe('/blocks?tab=2#top');
  });
});

describe('completing a sign-in', () => {
  it('reads the answer, removes it from the address, lands a first sign-in on the welcome page and a later one where it began', async () => {
    const first = open(
      '/auth/callback?code=c1&state=s1&session_state=x&iss=i',
      answering(providerUser('alice', 'token-of-alice', 300, { returnTo: '/blocks?limit=5' })),
    );
    await settled(first.session, (state) => state.user !== null);
    expect(first.client.completeSignIn).toHaveBeenCalledWith(`${ORIGIN}/auth/callback?code=c1&state=s1&session_state=x&iss=i`);
    expect(first.replaceAddress).toHaveBeenCalledWith('/registration');
    expect(first.session.getState()).toMatchObject({ loading: false, initialized: true, user: { subject: 'alice', accessToken: 'token-of-alice' } });
    expect(localStorage.getItem('auth')).toBe('1');
    first.stop();

    const again = open('/auth/callback?code=c2&state=s2', answering(providerUser('alice', 'token-2', 300, { returnTo: '/blocks?limit=5' })));
    await settled(again.session, (state) => state.user?.accessToken === 'token-2');
    expect(again.replaceAddress).toHaveBeenCalledWith('/blocks?limit=5');
  });

  it('never returns to another site named in the state', async () => {
    localStorage.setItem('auth.welcomed', JSON.stringify(['alice']));
    const { session, replaceAddress } = open(
      '/auth/callback?code=c&state=s',
      answering(providerUser('alice', 'token-of-alice', 300, { returnTo: '//evil.example/' })),
    );
    await settled(session, (state) => state.user !== null);
    expect(replaceAddress).toHaveBeenCalledWith('/');
  });

  it('removes a refused answer from the address too and stays signed out', async () => {
    const { session, replaceAddress } = open('/auth/callback?error=access_denied&state=s');
    await settled(session, (state) => state.initialized);
    expect(replaceAddress).toHaveBeenCalledWith('/');
    expect(session.getState()).toEqual({ user: null, loading: false, initialized: true, isAdmin: false });
    expect(localStorage.getItem('auth')).toBe('0');
  });

  it('removes the answer from any page it arrives at, keeping that page', async () => {
    const { session, replaceAddress } = open('/accounts?code=c&state=s&sort=desc', answering(providerUser('alice', 'token-of-alice', 300)));
    await settled(session, (state) => state.user !== null);
    expect(replaceAddress).toHaveBeenCalledWith('/accounts?sort=desc');
  });

  it('reads the return from a sign-out and removes its state from the address', async () => {
    const { session, client, replaceAddress } = open('/?state=s');
    await settled(session, (state) => state.initialized);
    expect(client.completeSignOut).toHaveBeenCalledWith(`${ORIGIN}/?state=s`);
    expect(replaceAddress).toHaveBeenCalledWith('/');
    expect(session.getState().user).toBeNull();
  });
});

describe('the stored user', () => {
  it('is not even looked for in a browser left signed out, so the OpenID client is never loaded', async () => {
    const client = new FakeSignInClient();
    client.stored = providerUser('alice', 'token-of-alice', 300);
    const { session } = open('/blocks', client);
    await settled(session, (state) => state.initialized);
    expect(session.getState().user).toBeNull();
    expect(client.getUser).not.toHaveBeenCalled();
  });

  it('is loaded when the address carries no answer, and the address is left alone', async () => {
    const client = new FakeSignInClient();
    leftSignedIn(client, providerUser('alice', 'token-of-alice', 300));
    const { session, replaceAddress } = open('/blocks', client);
    await settled(session, (state) => state.user !== null);
    expect(replaceAddress).not.toHaveBeenCalled();
    expect(session.getState()).toMatchObject({ initialized: true, loading: false, user: { expired: false } });
  });

  it('counts as signed out while expired: loading and not initialized until a renewal gives a new token', async () => {
    const client = new FakeSignInClient();
    leftSignedIn(client, providerUser('alice', 'old-token', -5));
    let answer: (user: ReturnType<typeof providerUser>) => void = () => undefined;
    client.renewal = () => new Promise((resolve) => (answer = resolve));
    const { session } = open('/', client);
    await vi.waitFor(() => expect(client.renew).toHaveBeenCalled());
    expect(session.getState()).toEqual({ user: null, loading: true, initialized: false, isAdmin: false });
    answer(providerUser('alice', 'new-token', 300));
    await settled(session, (state) => state.user?.accessToken === 'new-token');
    expect(session.getState()).toMatchObject({ loading: false, initialized: true });
  });

  it('is removed when the renewal of an expired user fails, and the tabs are told', async () => {
    const client = new FakeSignInClient();
    leftSignedIn(client, providerUser('alice', 'old-token', -5));
    localStorage.setItem('auth', '1');
    const { session } = open('/', client);
    await settled(session, (state) => state.initialized);
    expect(client.removeUser).toHaveBeenCalled();
    expect(client.stored).toBeNull();
    expect(session.getState()).toEqual({ user: null, loading: false, initialized: true, isAdmin: false });
    expect(localStorage.getItem('auth')).toBe('0');
  });
});

describe('renewal before expiry', () => {
  it('renews when the token is expiring, and signs out when the provider refuses', async () => {
    const client = new FakeSignInClient();
    leftSignedIn(client, providerUser('alice', 'token-1', 8));
    client.renewal = () => Promise.resolve(providerUser('alice', 'token-2', 30));
    const { session } = open('/', client);
    await settled(session, (state) => state.user?.accessToken === 'token-1');
    client.fireExpiring();
    await settled(session, (state) => state.user?.accessToken === 'token-2');

    client.stored = providerUser('alice', 'token-2', 8);
    client.renewal = () => Promise.reject(new Error('invalid_grant: refresh token already used'));
    client.fireExpiring();
    await settled(session, (state) => state.user === null);
    expect(client.stored).toBeNull();
    expect(localStorage.getItem('auth')).toBe('0');
  });

  it('takes the token another tab has just renewed instead of renewing it again', async () => {
    const client = new FakeSignInClient();
    leftSignedIn(client, providerUser('alice', 'token-1', 8));
    const { session } = open('/', client);
    await settled(session, (state) => state.user !== null);
    client.stored = providerUser('alice', 'renewed-by-the-other-tab', 30);
    client.fireExpiring();
    await settled(session, (state) => state.user?.accessToken === 'renewed-by-the-other-tab');
    expect(client.renew).not.toHaveBeenCalled();
  });
});

describe('the auth flag of the other tabs', () => {
  it('signs this tab out when another tab writes 0, and in when it writes 1', async () => {
    const client = new FakeSignInClient();
    leftSignedIn(client, providerUser('alice', 'token-of-alice', 300));
    const { session, otherTab } = open('/', client);
    await settled(session, (state) => state.user !== null);

    client.stored = null;
    otherTab('0');
    await settled(session, (state) => state.user === null);
    expect(client.removeUser).toHaveBeenCalled();

    client.stored = providerUser('alice', 'token-of-alice-again', 300);
    otherTab('1');
    await settled(session, (state) => state.user?.accessToken === 'token-of-alice-again');
  });

  it('is written 0 before the sign-out leaves for the provider, which is given the ID token', async () => {
    const client = new FakeSignInClient();
    leftSignedIn(client, providerUser('alice', 'token-of-alice', 300));
    const { session } = open('/', client);
    await settled(session, (state) => state.user !== null);
    client.signOut.mockImplementation(() => {
      expect(localStorage.getItem('auth')).toBe('0');
      return Promise.resolve();
    });
    await session.signOut();
    expect(client.signOut).toHaveBeenCalledWith('id-token-of-alice');
    expect(session.getState().user).toBeNull();
  });
});

describe('the admin flag', () => {
  it('is asked again with every new user and token, and is false without a user', async () => {
    const client = new FakeSignInClient();
    leftSignedIn(client, providerUser('admin', 'token-of-admin', 300));
    const { session, fetchIsAdmin, otherTab } = open('/', client);
    await settled(session, (state) => state.isAdmin);
    expect(fetchIsAdmin).toHaveBeenLastCalledWith('token-of-admin');

    client.renewal = () => Promise.resolve(providerUser('admin', 'renewed-token-of-admin', 300));
    client.stored = providerUser('admin', 'token-of-admin', 5);
    client.fireExpiring();
    await vi.waitFor(() => expect(fetchIsAdmin).toHaveBeenLastCalledWith('renewed-token-of-admin'));
    expect(session.getState().isAdmin).toBe(true);

    const calls = fetchIsAdmin.mock.calls.length;
    client.stored = null;
    otherTab('0');
    await settled(session, (state) => state.user === null);
    expect(session.getState().isAdmin).toBe(false);
    expect(fetchIsAdmin.mock.calls.length).toBe(calls);

    client.stored = providerUser('bob', 'token-of-bob', 300);
    otherTab('1');
    await settled(session, (state) => state.user?.subject === 'bob');
    await vi.waitFor(() => expect(fetchIsAdmin).toHaveBeenLastCalledWith('token-of-bob'));
    expect(session.getState().isAdmin).toBe(false);
  });
});
