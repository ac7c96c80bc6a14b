import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { startOpeningData } from './app/opening-data.js';
import { createQueryClient } from './app/query-client.js';
import { createOpeningRouter } from './app/router.js';
import { loadNetworkConfig } from './shared/config/load-network-config.js';
import { afterNextPaint } from './shared/hooks/after-next-paint.js';
import './app/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const router = createOpeningRouter();
const queryClient = createQueryClient();
// A failure is the network gate's to show: it asks again and says what went wrong.
const networkConfig = loadNetworkConfig().then(
  (config) => startOpeningData(router, queryClient, config),
  () => undefined,
);
const root = createRoot(container);
// The HTML's loading mark paints before the app's first render. That render waits for /config.json and the opening
// route's code, so that it builds the whole screen at once, and is a transition, which React splits into short tasks:
// the page answers input while it builds (Lighthouse's total blocking time). A route that fails to load is the
// router's to show.
void Promise.all([networkConfig, router.load().catch(() => undefined), afterNextPaint()]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  ),
);
