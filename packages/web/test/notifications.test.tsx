// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../src/app/i18n/create-i18n.js';
import { useNotify } from '../src/shared/notifications/notifications-context.js';
import { NotificationsProvider } from '../src/shared/notifications/notifications-provider.js';

function Trigger() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify('empty response')}>
      notify
    </button>
  );
}

function renderNotifications() {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <NotificationsProvider>
        <Trigger />
      </NotificationsProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notifications', () => {
  it('show for 3000 ms, then hide with a 250 ms animation', () => {
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    const notification = screen.getByRole('status');
    expect(notification.textContent).toContain('empty response');
    act(() => vi.advanceTimersByTime(2999));
    expect(notification.className).not.toMatch(/hiding/);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').className).toMatch(/hiding/);
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can be closed by hand before their time', () => {
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button', { name: 'Close the notification' }));
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stack when several are shown', () => {
    renderNotifications();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(2000));
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
