// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../src/app/i18n/create-i18n.js';
import { WalletContext, type Wallet, type WalletStatus } from '../../src/shared/session/wallet-context.js';
import { WalletGate } from '../../src/shared/session/wallet-gate.js';
import { NetworkContext, type Network } from '../../src/shared/config/network-context.js';
import { NotificationsProvider } from '../../src/shared/notifications/notifications-provider.js';
import { everscaleConfig } from '../support/network-configs.js';

afterEach(cleanup);

function walletIn(status: WalletStatus, change: Partial<Wallet> = {}): Wallet {
  return {
    status,
    loading: false,
    account: null,
    networkId: 42,
    walletName: 'EVER Wallet',
    local: false,
    installUrl: 'https://wallet.example/install',
    connect: vi.fn(() => Promise.resolve()),
    disconnect: vi.fn(() => Promise.resolve()),
    switchNetwork: vi.fn(() => Promise.resolve()),
    sendInternal: vi.fn(),
    sendExternal: vi.fn(),
    ...change,
  };
}

function renderGate(wallet: Wallet, language: 'en' | 'ja' = 'en') {
  const network = { config: everscaleConfig, api: null, tokens: null } as unknown as Network;
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <NetworkContext value={network}>
        <NotificationsProvider>
          <WalletContext value={wallet}>
            <WalletGate message="Connect a wallet to send messages">
              <p>the send form</p>
            </WalletGate>
          </WalletContext>
        </NotificationsProvider>
      </NetworkContext>
    </I18nextProvider>,
  );
}

describe('a wallet-gated area', () => {
  it('shows its message with Connect until the wallet is ready, then its content', async () => {
    const wallet = walletIn('not-connected');
    const { unmount } = renderGate(wallet);
    expect(await screen.findByText('Connect a wallet to send messages')).toBeTruthy();
    expect(screen.queryByText('the send form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(wallet.connect).toHaveBeenCalledOnce();
    unmount();
    renderGate(walletIn('ready', { account: { address: `0:${'ab'.repeat(32)}`, publicKey: 'cd'.repeat(32) } }));
    expect(screen.getByText('the send form')).toBeTruthy();
  });

  it('disables Connect while loading, links Install wallet, and warns on another network with Switch network', async () => {
    const { unmount } = renderGate(walletIn('not-connected', { loading: true }));
    expect(await screen.findByRole('button', { name: 'Connecting…' })).toHaveProperty('disabled', true);
    unmount();
    const again = renderGate(walletIn('not-installed'));
    expect((await screen.findByRole('link', { name: 'Install wallet' })).getAttribute('href')).toBe('https://wallet.example/install');
    expect(screen.getByText('Install EVER Wallet to send messages to contracts')).toBeTruthy();
    again.unmount();
    const wallet = walletIn('unsupported-network');
    renderGate(wallet, 'ja');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '現在のネットワークはサポートされていません。Everscale ネットワークに切り替えてください',
    );
    await userEvent.click(screen.getByRole('button', { name: 'ネットワークを切り替え' }));
    expect(wallet.switchNetwork).toHaveBeenCalledOnce();
  });

  it('tells a failed request in a notification, naming the reason', async () => {
    renderGate(walletIn('not-connected', { connect: () => Promise.reject(new Error('the devnet is not reachable')) }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The wallet did not complete the request: the devnet is not reachable')).toBeTruthy();
  });
});
