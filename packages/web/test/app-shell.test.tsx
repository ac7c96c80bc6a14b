// @vitest-environment jsdom
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commonTexts } from '../src/shared/i18n/common-texts.js';
import { installFakeApi } from './support/fake-api.js';
import { serveMainPage } from './support/main-page-api.js';
import { everscaleConfig, humoConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.innerWidth = 1024;
});

describe('the app shell', () => {
  it('titles the main page after the network and shows the footer with the year', async () => {
    serveMainPage();
    renderAppAt('/');
    expect(await screen.findByRole('heading', { name: 'Everscale Blockchain Explorer' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Everscale Blockchain Explorer'));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Everscale`)).toBeTruthy();
    expect(
      within(footer)
        .getAllByRole('list')
        .filter((list) => list.textContent?.includes('Product')).length,
    ).toBe(2);
  });

  it.each(['ko', 'id', 'ja'] as const)(
    'speaks %s in the footer and the header menus, the network links included when the config names them so',
    async (language) => {
      localStorage.setItem('lang', language);
      window.innerWidth = 1440;
      const docs = {
        label: 'API documentation',
        url: '/api/explorer/docs',
        labels: { ko: 'API 문서', id: 'Dokumentasi API', ja: 'API ドキュメント' },
      };
      installFakeApi({ ...everscaleConfig, footer: { ...everscaleConfig.footer!, serviceLinks: [docs] } });
      renderAppAt('/no/such/page');
      const texts = commonTexts[language];
      const footer = await screen.findByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: docs.labels[language] })).toBeTruthy();
      expect(
        within(footer)
          .getAllByRole('heading')
          .map((heading) => heading.textContent),
      ).toEqual([texts.footer.products, texts.footer.services, texts.footer.community]);
      expect(within(footer).getByRole('link', { name: texts.footer.terms })).toBeTruthy();
      const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: texts.header.navigation });
      const shown: string[] = [];
      for (const menu of within(nav).getAllByRole('button')) {
        await userEvent.click(menu);
        shown.push(
          menu.textContent!,
          ...within(nav)
            .getAllByRole('link')
            .map((link) => link.textContent!),
        );
      }
      expect(shown.sort()).toEqual(
        [...Object.values(texts.navGroups), ...Object.values(texts.nav).filter((label) => label !== texts.nav.main)].sort(),
      );
      // Of the English words only the one Indonesian borrows is left.
      const english = new Set([...Object.values(commonTexts.en.navGroups), ...Object.values(commonTexts.en.nav)]);
      expect(shown.filter((label) => english.has(label))).toEqual(language === 'id' ? ['Blockchain'] : []);
      window.innerWidth = 1024;
    },
  );

  it('shows the not-found screen with Reload and Back on an unknown path', async () => {
    installFakeApi(everscaleConfig);
    renderAppAt('/no/such/page');
    expect(
      await screen.findByText('Ooops! This page does not exist or is unavailable at the moment. Please go back or refresh the page.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | Everscale'));
  });

  it('hides the language switch, the theme switch and the footer on Humo', async () => {
    installFakeApi(humoConfig);
    renderAppAt('/no/such/page');
    await screen.findByRole('button', { name: 'Reload' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(screen.queryByRole('button', { name: /theme/ })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('switches the language, saves it under lang and sets the document language', async () => {
    installFakeApi(everscaleConfig);
    renderAppAt('/no/such/page');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ja');
    expect(await screen.findByRole('button', { name: '再読み込み' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('falls back to English for an unsupported saved language', async () => {
    localStorage.setItem('lang', 'fr');
    installFakeApi(everscaleConfig);
    renderAppAt('/no/such/page');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the theme and saves it', async () => {
    localStorage.setItem('theme', 'light');
    installFakeApi(everscaleConfig);
    renderAppAt('/no/such/page');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to the dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('img', { name: 'Everscale' }).getAttribute('src')).toBe('/logos/everscale-dark.svg');
  });

  it('shows an error screen when the network config cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi(null);
    renderAppAt('/');
    expect(await screen.findByText('The network configuration could not be loaded.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('/config.json answered 500')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
