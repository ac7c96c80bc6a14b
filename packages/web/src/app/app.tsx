import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { readStoredLanguage } from '../shared/i18n/languages.js';
import { NotificationsProvider } from '../shared/notifications/notifications-provider.js';
import { ThemeProvider } from '../shared/theme/theme-provider.js';
import { AuthProvider } from './auth/auth-provider.js';
import { createI18n } from './i18n/create-i18n.js';
import { NetworkGate } from './network-gate/network-gate.js';
import { createAppRouter } from './router.js';
import { WalletProvider } from './wallet/wallet-provider.js';

function createQueryClient(): QueryClient {
  return new QueryClient({
    // A failed load is logged and its view stays empty (spec 000 §7).
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/** The whole app: languages, queries, theme, the network from /config.json, notifications, sign-in, the wallet and the routes. */
export function App() {
  const [i18n] = useState(() => createI18n(readStoredLanguage()));
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <NetworkGate>
            <NotificationsProvider>
              <AuthProvider replaceAddress={(path) => router.history.replace(path)}>
                <WalletProvider>
                  <RouterProvider router={router} />
                </WalletProvider>
              </AuthProvider>
            </NotificationsProvider>
          </NetworkGate>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
