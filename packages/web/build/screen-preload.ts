import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A screen people open from a link, and the paths that open it (the routes in src/routes say the same). */
interface OpeningScreen {
  path: RegExp;
  /** The screen's module and the modules it imports when it first renders (its texts), relative to src/. */
  modules: readonly string[];
}

/** Every screen but the main page finds its texts in the screens' texts module (app/i18n/area-texts.ts). */
const SCREEN_TEXTS = 'app/i18n/screen-area-texts.ts';

const OPENING_SCREENS: readonly OpeningScreen[] = [
  { path: /^\/$/, modules: ['features/main/main-page.tsx'] },
  { path: /^\/transactions\/[^/]+/, modules: ['features/transaction/transaction-page.tsx', SCREEN_TEXTS] },
  { path: /^\/accounts\/[^/]+/, modules: ['features/account/account-page.tsx', SCREEN_TEXTS] },
  { path: /^\/blocks\/[^/]+/, modules: ['features/block/block-page.tsx', SCREEN_TEXTS] },
  { path: /^\/messages\/[^/]+/, modules: ['features/message/message-page.tsx', SCREEN_TEXTS] },
];

type ScreenFiles = [path: RegExp, scripts: string[], styles: string[]];

/**
 * Starts fetching the opened screen's code beside the app's instead of after it: a small script, loaded first by
 * index.html, matches the address against the opening screens and adds `modulepreload` and stylesheet links for the
 * files of that screen the app's entry does not already load. The router then finds them fetched, or on their way.
 */
export function screenPreload(): Plugin {
  return {
    name: 'tvmscan-screen-preload',
    apply: 'build',
    generateBundle: {
      // After Vite's own generateBundle has put index.html in the bundle.
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry);
        const html = bundle['index.html'];
        if (entry === undefined || html?.type !== 'asset') throw new Error('the build has no entry chunk or no index.html');
        const loaded = importedChunks(bundle, entry.fileName);
        const screens = OPENING_SCREENS.map((screen) => screenFiles(bundle, screen, loaded));
        const reference = this.emitFile({ type: 'asset', name: 'screen-preload.js', source: preloaderSource(screens) });
        const tag = `<script type="module" async crossorigin src="/${this.getFileName(reference)}"></script>`;
        html.source = String(html.source).replace(/<script type="module"/, `${tag}\n    $&`);
      },
    },
  };
}

function screenFiles(bundle: OutputBundle, screen: OpeningScreen, loaded: Set<string>): ScreenFiles {
  const reached = new Set<string>();
  for (const module of screen.modules) importedChunks(bundle, moduleChunk(bundle, module).fileName, reached);
  const scripts = [...reached].filter((file) => !loaded.has(file));
  const styles = scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
  return [screen.path, scripts, [...new Set(styles)]];
}

function moduleChunk(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/src/${module}`) === true,
  );
  if (chunk === undefined) throw new Error(`no chunk of the build starts at src/${module}`);
  return chunk;
}

/** `file` and every chunk it imports statically, directly or not. */
function importedChunks(bundle: OutputBundle, file: string, reached = new Set<string>()): Set<string> {
  if (reached.has(file)) return reached;
  reached.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) importedChunks(bundle, imported, reached);
  return reached;
}

/** The preloading script: no imports, so that it runs as soon as it arrives. Attributes match the app's own links. */
function preloaderSource(screens: ScreenFiles[]): string {
  const table = screens.map(([path, scripts, styles]) => `[${path.toString()}, ${JSON.stringify(scripts)}, ${JSON.stringify(styles)}]`);
  return `const screens = [${table.join(', ')}];
const opened = screens.find(([path]) => path.test(location.pathname));
const link = (rel, file) => {
  const element = document.createElement('link');
  element.rel = rel;
  element.setAttribute('href', '/' + file);
  element.crossOrigin = '';
  document.head.append(element);
};
if (opened) {
  for (const file of opened[1]) link('modulepreload', file);
  for (const file of opened[2]) link('stylesheet', file);
}
`;
}
