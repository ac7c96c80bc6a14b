import type { Plugin } from 'vite';

/**
 * Asks the browser to fetch the app's JavaScript at low priority: index.html first paints its loading mark, which
 * needs only the styles, and the scripts, which then render the app, no longer share the connection with them.
 */
export function scriptsAfterStyles(): Plugin {
  return {
    name: 'tvmscan-scripts-after-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}
