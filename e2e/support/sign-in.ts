import type { APIRequestContext, Page } from '@playwright/test';
import { authTexts } from '@tvmscan/web/testing';
import { expect, type Language } from './test.js';

/** The local provider's accounts (packages/cli/src/identity/local-accounts.ts). */
export const LOCAL_USER = { username: 'user', password: 'user', name: 'Local User' } as const;
export const LOCAL_ADMIN = { username: 'admin', password: 'admin', name: 'Local Admin' } as const;
export const LOCAL_MANAGER = { username: 'manager', password: 'manager', name: 'Local Manager', email: 'manager@tvmscan.local' } as const;
export const LOCAL_GUEST = { username: 'guest', password: 'guest', name: 'Local Guest', email: 'guest@tvmscan.local' } as const;
export type LocalAccount = typeof LOCAL_USER | typeof LOCAL_ADMIN | typeof LOCAL_MANAGER | typeof LOCAL_GUEST;

/** The parameters a provider's answer puts in the address. */
export const ANSWER_PARAMS = ['code', 'state', 'session_state', 'id_token', 'iss'];

/** The stored user of oidc-client-ts, as the app keeps it in local storage. */
export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  expires_at: number;
}

export async function signInSettings(request: APIRequestContext): Promise<{ authority: string; clientId: string }> {
  const config = (await (await request.get('/config.json')).json()) as { signIn: { authority: string; clientId: string } | null };
  if (!config.signIn) throw new Error('the stack offers no sign-in (/config.json has no signIn)');
  return config.signIn;
}

/** Signs in from the header of the current page through the local provider's form, and waits to be back, signed in. */
export async function signInThroughProvider(page: Page, account: LocalAccount, language: Language = 'en'): Promise<void> {
  const appOrigin = new URL(page.url()).origin;
  await page.getByRole('banner').getByRole('button', { name: authTexts[language].signIn }).click();
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === appOrigin && !url.pathname.startsWith('/auth/callback'));
  await expect(accountMenu(page, account)).toBeVisible();
}

/** The header's account menu button of a signed-in user (wide screens: it shows the user's name). */
export function accountMenu(page: Page, account: LocalAccount) {
  return page.getByRole('banner').getByRole('button', { name: account.name });
}

/** Signs out from the header's account menu, through the provider's sign-out, and waits to be back on the main page. */
export async function signOutFromHeader(page: Page, account: LocalAccount): Promise<void> {
  const appOrigin = new URL(page.url()).origin;
  await accountMenu(page, account).click();
  const toProvider = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).origin !== appOrigin);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await toProvider;
  await page.waitForURL((url) => url.origin === appOrigin && url.pathname === '/' && url.search === '');
}

/** The user oidc-client-ts keeps for this app in local storage. */
export async function storedUser(page: Page, request: APIRequestContext): Promise<StoredUser | null> {
  const { authority, clientId } = await signInSettings(request);
  const text = await page.evaluate((key) => localStorage.getItem(key), `oidc.user:${authority}:${clientId}`);
  return text === null ? null : (JSON.parse(text) as StoredUser);
}

/** The claims of a JWT (not verified: the test reads what the app holds). */
export function jwtClaims(token: string): { exp: number; iat: number; aud: string | string[]; sub: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as ReturnType<typeof jwtClaims>;
}
