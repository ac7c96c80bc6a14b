import type { Plugin, Rolldown } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../src/shared/i18n/languages.js';
import type { Language } from '../src/shared/i18n/languages.js';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A screen people open from a link, and the paths that open it (the routes in src/routes say the same). */
interface OpeningScreen {
  path: RegExp;
  /** The screen's module, relative to src/. */
  module: string;
  /** Whether it asks for the screens' texts when it first renders: every screen but the main page does. */
  texts: boolean;
}

/** The screens' texts module of each language (app/i18n/area-texts.ts loads the visitor's). */
const screenTextsModule = (language: Language) => `app/i18n/screen-texts-${language}.ts`;

const OPENING_SCREENS: readonly OpeningScreen[] = [
  { path: /^\/$/, module: 'features/main/main-page.tsx', texts: false },
  { path: /^\/transactions\/[^/]+/, module: 'features/transaction/transaction-page.tsx', texts: true },
  { path: /^\/accounts\/[^/]+/, module: 'features/account/account-page.tsx', texts: true },
  { path: /^\/blocks\/[^/]+/, module: 'features/block/block-page.tsx', texts: true },
  { path: /^\/messages\/[^/]+/, module: 'features/message/message-page.tsx', texts: true },
];

type ScreenFiles = [path: RegExp, scripts: string[], styles: string[], texts: boolean];
type TextFiles = Record<Language, string[]>;

/**
 * Starts fetching the opened screen's code beside the app's instead of after it: a small script, loaded first by
 * index.html, matches the address against the opening screens and adds `modulepreload` and stylesheet links for the
 * files of that screen the app's entry does not already load, and for the screens' texts in the language the visitor
 * chose (the one the app will start in). The router then finds them fetched, or on their way.
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
        const texts = Object.fromEntries(LANGUAGES.map((language) => [language, moduleFiles(bundle, screenTextsModule(language), loaded)]));
        const reference = this.emitFile({ type: 'asset', name: 'screen-preload.js', source: preloaderSource(screens, texts as TextFiles) });
        const tag = `<script type="module" async crossorigin src="/${this.getFileName(reference)}"></script>`;
        html.source = String(html.source).replace(/<script type="module"/, `${tag}\n    $&`);
      },
    },
  };
}

function screenFiles(bundle: OutputBundle, screen: OpeningScreen, loaded: Set<string>): ScreenFiles {
  const scripts = moduleFiles(bundle, screen.module, loaded);
  const styles = scripts.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
  return [screen.path, scripts, [...new Set(styles)], screen.texts];
}

/** The chunk of `module` and those it imports, less the files already `loaded`. */
function moduleFiles(bundle: OutputBundle, module: string, loaded: Set<string>): string[] {
  return [...importedChunks(bundle, moduleChunk(bundle, module).fileName)].filter((file) => !loaded.has(file));
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

/**
 * The preloading script: no imports, so that it runs as soon as it arrives. Attributes match the app's own links. It
 * reads the chosen language as the app does (shared/i18n/languages.ts); storage may be refused, which leaves English.
 */
function preloaderSource(screens: ScreenFiles[], texts: TextFiles): string {
  const table = screens.map(
    ([path, scripts, styles, needsTexts]) => `[${path.toString()}, ${JSON.stringify(scripts)}, ${JSON.stringify(styles)}, ${needsTexts}]`,
  );
  return `const screens = [${table.join(', ')}];
const texts = ${JSON.stringify(texts)};
const opened = screens.find(([path]) => path.test(location.pathname));
const link = (rel, file) => {
  const element = document.createElement('link');
  element.rel = rel;
  element.setAttribute('href', '/' + file);
  element.crossOrigin = '';
  document.head.append(element);
};
const storedLanguage = () => {
  try {
    return localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
  } catch {
    return null;
  }
};
if (opened) {
  for (const file of opened[1]) link('modulepreload', file);
  for (const file of opened[2]) link('stylesheet', file);
  if (opened[3]) for (const file of texts[storedLanguage()] ?? texts[${JSON.stringify(DEFAULT_LANGUAGE)}]) link('modulepreload', file);
}
`;
}
