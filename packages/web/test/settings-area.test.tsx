// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../src/app/i18n/create-i18n.js';
import { formatDate } from '../src/shared/format/index.js';
import { SettingsTabs } from '../src/features/settings/settings-layout.js';
import { SETTINGS_TABS, tabsFor } from '../src/features/settings/settings-tabs.js';
import { installFakeApi } from './support/fake-api.js';
import { installFakeRegistry } from './support/fake-registry.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';
import { storeSignedInUser, TEST_SIGN_IN } from './support/signed-in-user.js';

const signIn = TEST_SIGN_IN;
const config = { ...everscaleConfig, signIn };
const NEW_KEY = 'k'.repeat(43);
const NEW_SECRET = 's'.repeat(43);
const CREATED_AT = 1_765_000_000;

beforeEach(() => {
  localStorage.clear();
  window.innerWidth = 1440;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('signed out', () => {
  const signInAddress = () => `${window.location.pathname}${decodeURIComponent(window.location.search)}`;

  it('shows no sign-in at all when the deployment has no provider, and settings say to sign in', async () => {
    installFakeApi(everscaleConfig);
    renderAppAt('/settings/api-key');
    expect(await screen.findByText('You must be logged in to continue')).toBeTruthy();
    expect(signInAddress()).toBe('/sign-in?redirect=/settings/api-key');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('sends the settings and registration pages to sign in, naming the page to come back to, with Sign in in the header and the page', async () => {
    installFakeApi(config);
    for (const path of ['/settings', '/settings/token-lists?settings=3', '/registration']) {
      const { unmount } = renderAppAt(path);
      await screen.findByText('You must be logged in to continue');
      expect(signInAddress()).toBe(`/sign-in?redirect=${path}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
      expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' })).toBeTruthy();
      unmount();
    }
  });

  it('leads from the sign-in callback address to the main page when there is no answer to read', async () => {
    installFakeApi(config);
    renderAppAt('/auth/callback');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});

describe('signed in', () => {
  it('lists the settings tabs and Sign out in the account menu, without Assets for a user', async () => {
    installFakeApi(config);
    installFakeRegistry({ 'GET /v1/authorized/is_admin': () => false });
    storeSignedInUser('alice');
    renderAppAt('/no/such/page');
    await userEvent.click(await screen.findByRole('button', { name: 'Name of alice' }));
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My tokens', '/settings/addresses'],
      ['My token lists', '/settings/token-lists'],
      ['API keys', '/settings/api-key'],
    ]);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByText('Admin')).toBeNull();
  });

  it('shows the admin badge and role to an admin, as the registry says', async () => {
    installFakeApi(config);
    const calls = installFakeRegistry({ 'GET /v1/authorized/is_admin': (token) => token === 'token-of-root' });
    storeSignedInUser('root');
    renderAppAt('/registration');
    expect(await screen.findByText('Administrator')).toBeTruthy();
    expect(screen.getByText('root@example.org')).toBeTruthy();
    expect(calls).toContainEqual({ call: 'GET /v1/authorized/is_admin', accessToken: 'token-of-root' });
  });

  it('leads /settings and its unknown paths to the first tab, and /sign-in on to the page it names', async () => {
    installFakeApi(config);
    installFakeRegistry({ 'GET /v1/authorized/is_admin': () => false });
    storeSignedInUser('alice');
    for (const [path, landing] of [
      ['/settings', '/settings/addresses'],
      ['/settings/no-such-tab', '/settings/addresses'],
      ['/sign-in?redirect=%2Fsettings%2Fapi-key', '/settings/api-key'],
      ['/sign-in?redirect=%2F%2Fevil.example', '/'],
    ] as const) {
      const { unmount } = renderAppAt(path);
      await waitFor(() => expect(window.location.pathname).toBe(landing));
      unmount();
    }
  });

  it('sends a user who signs out on a settings page to sign in, to come back to that page', async () => {
    installFakeApi(config);
    installFakeRegistry({ 'GET /v1/authorized/is_admin': () => false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSignedInUser('alice');
    renderAppAt('/settings/api-key');
    expect(await screen.findByRole('button', { name: 'Create new key' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Name of alice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You must be logged in to continue')).toBeTruthy();
    expect(`${window.location.pathname}${decodeURIComponent(window.location.search)}`).toBe('/sign-in?redirect=/settings/api-key');
  });

  it('shows whether a key is active, and creates a new one by the explicit rotation after the warning, the key and its secret shown once', async () => {
    installFakeApi(config);
    const calls = installFakeRegistry({
      'GET /v1/authorized/is_admin': () => false,
      'GET /v1/authorized/api_key/status': () => ({ personal_access_token: null, secret: null, active: true, created_at: CREATED_AT }),
      'POST /v1/authorized/api_key/rotate': () => ({ personal_access_token: NEW_KEY, secret: NEW_SECRET, active: true, created_at: CREATED_AT + 60 }),
    });
    storeSignedInUser('alice');
    renderAppAt('/settings/api-key');
    expect(await screen.findByText(`Your active key was created on ${formatDate(CREATED_AT)}.`)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Create new key' }));
    const confirm = screen.getByRole('dialog', { name: 'Create a new API key?' });
    expect(confirm.textContent).toContain('stops working at once');
    expect(calls.map(({ call }) => call).filter((call) => /api_key(\/rotate)?$/.test(call))).toEqual([]);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Create key' }));
    const created = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(created).getByLabelText('New API key').textContent).toBe(NEW_KEY);
    expect(within(created).getByLabelText('Its secret').textContent).toBe(NEW_SECRET);
    expect(within(created).getByRole('button', { name: 'Copy the secret' })).toBeTruthy();
    expect(calls).toContainEqual({ call: 'POST /v1/authorized/api_key/rotate', accessToken: 'token-of-alice', body: {} });
    expect(calls.map(({ call }) => call)).not.toContain('GET /v1/authorized/api_key');
    // Copy confirms where the eye is, on the button, and in a notification.
    const copy = within(created).getByRole('button', { name: 'Copy the key' });
    expect(copy.textContent).toBe('Copy');
    // The set-up user brings a clipboard, as a browser on a secure origin has.
    await userEvent.setup().click(copy);
    await waitFor(() => expect(copy.textContent).toBe('Copied'));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);
    expect(await screen.findByText('Copied to the clipboard')).toBeTruthy();

    await userEvent.click(within(created).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(NEW_KEY)).toBeNull());
    expect(screen.queryByText(NEW_SECRET)).toBeNull();
    expect(screen.getByText(`Your active key was created on ${formatDate(CREATED_AT + 60)}.`)).toBeTruthy();
  });

  it('says when the user has no key yet', async () => {
    installFakeApi(config);
    installFakeRegistry({
      'GET /v1/authorized/is_admin': () => false,
      'GET /v1/authorized/api_key/status': () => ({ personal_access_token: null, secret: null, active: false, created_at: null }),
    });
    storeSignedInUser('alice');
    renderAppAt('/settings/api-key');
    expect(await screen.findByText('You have no API key yet.')).toBeTruthy();
  });
});

describe('the settings tab table', () => {
  it('shows admin-only tabs to admins only, and a tab’s badge beside its label', async () => {
    const adminTab = { ...SETTINGS_TABS.find((tab) => tab.key === 'apiKey')!, adminOnly: true, Badge: () => <span>7</span> };
    expect(tabsFor(false, [adminTab])).toEqual([]);
    expect(tabsFor(true, [adminTab])).toEqual([adminTab]);
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <SettingsTabs tabs={[adminTab]} /> }),
      history: createMemoryHistory({ initialEntries: ['/settings/api-key'] }),
    });
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const tab = await screen.findByRole('link', { name: 'API keys 7' });
    expect(tab.getAttribute('aria-current')).toBe('page');
  });
});
