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
  it('links the logo to the main page and holds every area in the three menus of the wide header, opened one at a time', async () => {
    window.innerWidth = 1440;
    installFakeApi(everscaleConfig);
    renderAppAt('/no/such/page');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Go to the main page' }).getAttribute('href')).toBe('/');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    const menus = within(nav).getAllByRole('button');
    expect(menus.map((menu) => menu.textContent)).toEqual(['Blockchain', 'Tokens', 'Contracts']);
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    const areas: string[][] = [];
    for (const menu of menus) {
      await userEvent.click(menu);
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      areas.push(
        within(nav)
          .getAllByRole('link')
          .map((link) => `${link.textContent} ${link.getAttribute('href')}`),
      );
    }
    expect(areas).toEqual([
      [
        'Blocks /blocks',
        'Transactions /transactions',
        'Messages /messages',
        'Accounts /accounts',
        'Validators /validators',
        'Network config /config',
      ],
      ['Tokens /tokens', 'Token transactions /tokens-transactions', 'NFT collections /collections', 'Token lists /token-lists'],
      ['Verified contracts /contracts', 'Verify a contract /contracts/verification'],
    ]);
    expect(within(banner).queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('closes a menu of the wide header once one of its areas is followed, and marks that area and its menu as current', async () => {
    window.innerWidth = 1440;
    installFakeApi(everscaleConfig);
    renderAppAt('/no/such/page');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Contracts' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Verify a contract' }));
    await waitFor(() => expect(window.location.pathname).toBe('/contracts/verification'));
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    await userEvent.click(within(nav).getByRole('button', { name: 'Contracts' }));
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Verify a contract');
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
    expect(
      within(menu)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Blockchain', 'Tokens', 'Contracts']);
    expect(within(menu).getAllByRole('link')).toHaveLength(12);
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
