// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

describe('the header', () => {
  it('links the logo to the main page and shows the nine sections on wide screens', async () => {
    window.innerWidth = 1440;
    installFakeApi(everscaleConfig);
    renderAppAt('/no/such/page');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Go to the main page' }).getAttribute('href')).toBe('/');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Blocks', '/blocks'],
      ['Transactions', '/transactions'],
      ['Messages', '/messages'],
      ['Accounts', '/accounts'],
      ['Tokens', '/tokens'],
      ['Token transactions', '/tokens-transactions'],
      ['Validators', '/validators'],
      ['Config', '/config'],
    ]);
    expect(within(banner).queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('opens a full-screen menu from the burger on small screens and closes it when a link is followed', async () => {
    window.innerWidth = 375;
    installFakeApi(everscaleConfig);
    renderAppAt('/no/such/page');
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('navigation')).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Main navigation' });
    expect(within(menu).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Switch to the dark theme' })).toBeTruthy();
    await userEvent.click(within(menu).getByRole('link', { name: 'Accounts' }));
    await waitFor(() => expect(window.location.pathname).toBe('/accounts'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the mobile menu with Escape', async () => {
    window.innerWidth = 375;
    installFakeApi(everscaleConfig);
    renderAppAt('/no/such/page');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
