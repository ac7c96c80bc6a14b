import type { Plugin } from 'vite';

/** The main page's screen, whose code stays apart from the other screens' so that `/` loads only what it shows. */
const MAIN_SCREEN = /[\\/]src[\\/]features[\\/]main[\\/]main-page\.tsx$/;
/** The app's frame (header, sign-in, wallet), whose parts loaded later (the wallet menu) stay apart from the screens' too. */
const APP_FRAME = /[\\/]src[\\/]app[\\/]/;

interface ModuleGraph {
  imports: (id: string) => readonly string[];
  lazyImports: (id: string) => readonly string[];
}

/**
 * Puts the app's JavaScript in few files, since on a phone every file costs a round trip (Lighthouse's simulated
 * slow 4G fetches six at a time): everything index.html's script imports statically in one file; the main page's
 * code that other screens share too in a second; the code the app's frame loads later (the wallet menu) that screens
 * share too in a third; the rest that several screens share in a fourth, `screens`; each screen's own code in its
 * own file. Rolldown's default made dozens of small shared files. A module imported by one screen only (a chart, the
 * code viewer) keeps its own file and loads only where it is used. `/` loads neither of the screens' shared files.
 */
export function screenChunks(): Plugin {
  let mainScreenModules = new Set<string>();
  let frameLaterModules = new Set<string>();
  return {
    name: 'tvmscan-screen-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false },
                { name: 'main-shared', test: (id) => mainScreenModules.has(id), minShareCount: 2, includeDependenciesRecursively: false },
                { name: 'frame-shared', test: (id) => frameLaterModules.has(id), minShareCount: 2, includeDependenciesRecursively: false },
                { name: 'screens', minShareCount: 2, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const graph: ModuleGraph = {
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        lazyImports: (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      };
      mainScreenModules = staticClosure(
        ids.filter((id) => MAIN_SCREEN.test(id)),
        graph,
      );
      frameLaterModules = staticClosure(
        ids.filter((id) => APP_FRAME.test(id)).flatMap((id) => graph.lazyImports(id)),
        graph,
      );
    },
  };
}

/** `roots` and every module they import statically, directly or not. */
function staticClosure(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...graph.imports(id));
  }
  return reached;
}
