import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { readStoredLanguage } from '../shared/i18n/languages.js';
import { NotificationsProvider } from '../shared/notifications/notifications-provider.js';
import { ThemeProvider } from '../shared/theme/theme-provider.js';
import { AppRoutes } from './app-routes.js';
import { AuthProvider } from './auth/auth-provider.js';
import { createI18n } from './i18n/create-i18n.js';
import { NetworkGate } from './network-gate/network-gate.js';
import { createQueryClient } from './query-client.js';
import { createOpeningRouter } from './router.js';
import type { AppRouter } from './router.js';
import { WalletProvider } from './wallet/wallet-provider.js';

interface AppProps {
  /** The start's query cache and router, which already load the opening screen's code and data; else the app makes them. */
  queryClient?: QueryClient;
  router?: AppRouter;
}

/** The whole app: languages, queries, theme, the network from /config.json, notifications, sign-in, the wallet and the routes. */
export function App({ queryClient: startQueryClient, router: startRouter }: AppProps) {
  const [i18n] = useState(() => createI18n(readStoredLanguage()));
  const [queryClient] = useState(() => startQueryClient ?? createQueryClient());
  const [router] = useState(() => startRouter ?? createOpeningRouter());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <NetworkGate>
            <NotificationsProvider>
              <AuthProvider replaceAddress={(path) => router.history.replace(path)}>
                <WalletProvider>
                  <AppRoutes router={router} />
                </WalletProvider>
              </AuthProvider>
            </NotificationsProvider>
          </NetworkGate>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
