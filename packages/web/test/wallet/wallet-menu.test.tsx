// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NetworkConfig } from '@tvmscan/api/contract';
import { installFakeApi } from '../support/fake-api.js';
import { everscaleConfig } from '../support/network-configs.js';
import { renderAppAt } from '../support/render-app.js';
import { FakeExtension, WALLET_ADDRESS } from './fake-extension.js';

const withWallet: NetworkConfig = { ...everscaleConfig, walletProviders: ['everwallet'], walletInstallUrl: 'https://wallet.example/install' };

/** Each language's texts of the menu: the four buttons, the hint of a connected wallet and the unsupported-network warning. */
const TEXTS = {
  en: { install: 'Install wallet', connect: 'Connect', disconnect: 'Disconnect', switch: 'Switch network', menu: 'Wallet menu' },
  ko: { install: '지갑 설치', connect: '연결', disconnect: '연결 해제', switch: '네트워크 전환', menu: '지갑 메뉴' },
  id: { install: 'Pasang dompet', connect: 'Hubungkan', disconnect: 'Putuskan', switch: 'Ganti jaringan', menu: 'Menu dompet' },
  ja: { install: 'ウォレットをインストール', connect: '接続', disconnect: '切断', switch: 'ネットワークを切り替え', menu: 'ウォレットメニュー' },
};
const WARNINGS = {
  en: 'Current network not supported, please switch to Everscale network',
  ko: '현재 네트워크는 지원되지 않습니다. Everscale 네트워크로 전환하세요',
  id: 'Jaringan saat ini tidak didukung, silakan beralih ke jaringan Everscale',
  ja: '現在のネットワークはサポートされていません。Everscale ネットワークに切り替えてください',
};

beforeEach(() => {
  localStorage.clear();
  window.innerWidth = 1440;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  FakeExtension.uninstall();
  window.innerWidth = 1024;
});

async function openMenu(name = 'Wallet menu') {
  const banner = await screen.findByRole('banner');
  await userEvent.click(await within(banner).findByRole('button', { name }));
  return within(await screen.findByRole('group', { name }));
}

describe("the header's wallet menu", () => {
  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('shows each state with its one button in %s', async (language) => {
    localStorage.setItem('lang', language);
    const texts = TEXTS[language];
    installFakeApi(withWallet);
    const { unmount } = renderAppAt('/no/such/page');
    let menu = await openMenu(texts.menu);
    expect(menu.getByText('Everscale')).toBeTruthy();
    expect((await menu.findByRole('link', { name: texts.install })).getAttribute('href')).toBe('https://wallet.example/install');
    unmount();

    const wallet = new FakeExtension(1);
    wallet.install();
    renderAppAt('/no/such/page');
    menu = await openMenu(texts.menu);
    await userEvent.click(await menu.findByRole('button', { name: texts.connect }));
    expect(await menu.findByRole('alert')).toHaveProperty('textContent', WARNINGS[language]);
    await userEvent.click(menu.getByRole('button', { name: texts.switch }));
    expect(await menu.findByRole('button', { name: texts.disconnect })).toBeTruthy();
    expect(menu.queryByRole('alert')).toBeNull();
    expect(wallet.requests.find((request) => request.method === 'changeNetwork')?.params).toEqual({ networkId: 42 });
  });

  it('connects, shows the shortened address linking to the account page, and disconnects', async () => {
    new FakeExtension(42).install();
    installFakeApi(withWallet);
    renderAppAt('/no/such/page');
    const menu = await openMenu();
    expect(menu.getByText('Connect EVER Wallet to send messages to contracts')).toBeTruthy();
    await userEvent.click(await menu.findByRole('button', { name: 'Connect' }));
    const link = await menu.findByRole('link', { name: '0:1a2b3…ef9e8' });
    expect(link.getAttribute('href')).toBe(`/accounts/${WALLET_ADDRESS}`);
    expect(menu.getByText('Connected with EVER Wallet')).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Wallet menu' }).textContent).toBe('0:1a2b3…ef9e8');
    await userEvent.click(menu.getByRole('button', { name: 'Disconnect' }));
    expect(await menu.findByRole('button', { name: 'Connect' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: '0:1a2b3…ef9e8' })).toBeNull();
  });

  it('disables Connect while the wallet is asked, and says nothing when the user declines', async () => {
    const wallet = new FakeExtension(42);
    wallet.holdConnect = true;
    wallet.install();
    installFakeApi(withWallet);
    renderAppAt('/no/such/page');
    const menu = await openMenu();
    await userEvent.click(await menu.findByRole('button', { name: 'Connect' }));
    const waiting = await menu.findByRole('button', { name: 'Connecting…' });
    expect(waiting).toHaveProperty('disabled', true);
    wallet.declining = true;
    wallet.release();
    await waitFor(() => expect(menu.getByRole('button', { name: 'Connect' })).toHaveProperty('disabled', false));
    expect(screen.queryByText(/did not complete/)).toBeNull();
  });

  it('restores a connection the wallet already granted, and follows a network switched in the wallet itself', async () => {
    const wallet = new FakeExtension(42);
    wallet.connected = true;
    wallet.install();
    installFakeApi(withWallet);
    renderAppAt('/no/such/page');
    const menu = await openMenu();
    expect(await menu.findByRole('button', { name: 'Disconnect' })).toBeTruthy();
    wallet.switchTo(7);
    expect(await menu.findByText(WARNINGS.en)).toBeTruthy();
  });

  it('an extension that fails every request breaks no page: the menu offers the install link', async () => {
    const wallet = new FakeExtension(42);
    wallet.broken = true;
    wallet.install();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi(withWallet);
    renderAppAt('/no/such/page');
    expect(await screen.findByText(/This page does not exist/)).toBeTruthy();
    const menu = await openMenu();
    expect(await menu.findByRole('link', { name: 'Install wallet' })).toBeTruthy();
  });

  it('on a medium screen shortens the address to 3 digits', async () => {
    window.innerWidth = 900;
    const wallet = new FakeExtension(42);
    wallet.connected = true;
    wallet.install();
    installFakeApi(withWallet);
    renderAppAt('/no/such/page');
    const trigger = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Wallet menu' });
    await waitFor(() => expect(trigger.textContent).toBe('0:1a2…9e8'));
  });

  it('on a small screen shows only the icon, the menu still naming the address', async () => {
    window.innerWidth = 390;
    const wallet = new FakeExtension(42);
    wallet.connected = true;
    wallet.install();
    installFakeApi(withWallet);
    renderAppAt('/no/such/page');
    const menu = await openMenu();
    expect(await menu.findByRole('link', { name: '0:1a2b3…ef9e8' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Wallet menu' }).textContent).toBe('');
  });
});
