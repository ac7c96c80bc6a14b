import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.js';
import { screenChunks } from './build/screen-chunks.js';
import { screenPreload } from './build/screen-preload.js';
import { scriptsAfterStyles } from './build/scripts-after-styles.js';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), screenChunks(), scriptsAfterStyles(), screenPreload(), precompress()],
  // The standalone client (the devnet's local wallet) imports nekoton-wasm: in the browser that is its web build; the
  // workspace's own nekoton-wasm is the Node-only build the devnet and the verifier run.
  // The workspace packages are bundled from their sources (`source` in their exports), not their compiled dist/.
  resolve: { alias: { 'nekoton-wasm': 'nekoton-wasm-web' }, conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': apiServer,
      '/config.json': apiServer,
    },
  },
  // Lightning CSS resolves `composes: … from '…'` itself; the PostCSS path warned about a missing `from` on every build.
  css: { transformer: 'lightningcss' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Rolldown's notice that plugins took long measures the build machine, not the app.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    // The production build's test is in the slow lane (the root vitest.config.ts), beside the other tests that need a build.
    exclude: ['test/build/**'],
    setupFiles: ['test/support/jsdom-setup.ts'],
  },
});
