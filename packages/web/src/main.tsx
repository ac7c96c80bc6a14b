import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { startOpeningData } from './app/opening-data.js';
import { createQueryClient } from './app/query-client.js';
import { createOpeningRouter, loadOpeningTexts } from './app/router.js';
import { loadNetworkConfig } from './shared/config/load-network-config.js';
import { afterNextPaint } from './shared/hooks/after-next-paint.js';
import { nextTask } from './shared/hooks/next-task.js';
import './app/styles/global.css';

/**
 * How long the first render waits for the opening screen's data. An answer that came while React was building the
 * screen in short tasks made it build the whole screen again in one long one (a store changed mid-render); waiting
 * a moment builds the screen once, with its data, and a slow API still gets the screen's loading state.
 */
const OPENING_DATA_WAIT_MS = 500;

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      done();
    });
  });
}

async function start(container: HTMLElement): Promise<void> {
  const config = loadNetworkConfig();
  // Building the router's route tree is a task of its own: with the evaluation of the app's modules it was one long
  // task on a slow phone (Lighthouse's total blocking time).
  await nextTask();
  const router = createOpeningRouter();
  const queryClient = createQueryClient();
  // A failure is the network gate's to show: it asks again and says what went wrong.
  const configAndData = config.then(
    (loaded) => settledWithin(startOpeningData(router, queryClient, loaded), OPENING_DATA_WAIT_MS),
    () => undefined,
  );
  const root = createRoot(container);
  // The HTML's loading mark paints before the app's first render. That render waits for /config.json, the opening
  // route's code and texts and (a moment) its data, so that it builds the whole screen at once, and is a transition, which React splits into short
  // tasks: the page answers input while it builds. A route that fails to load is the router's to show.
  await Promise.all([configAndData, router.load().catch(() => undefined), loadOpeningTexts(router), afterNextPaint()]);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
