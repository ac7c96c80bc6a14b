import type { Plugin } from 'vite';

/** The main page's screen, whose code stays apart from the other screens' so that `/` loads only what it shows. */
const MAIN_SCREEN = /[\\/]features[\\/]main[\\/]main-page\.tsx$/;

/**
 * Puts the app's JavaScript in few files, since on a phone every file costs a round trip (Lighthouse's simulated
 * slow 4G fetches six at a time): everything index.html's script imports statically in one file; the main page's
 * code that other screens share too in a second; the rest that several screens share in a third, `screens`; each
 * screen's own code in its own file. Rolldown's default made dozens of small shared files. A module imported by one
 * screen only (a chart, the code viewer, the wallet) keeps its own file and loads only where it is used.
 */
export function screenChunks(): Plugin {
  let mainScreenModules = new Set<string>();
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
                { name: 'screens', test: (id) => !mainScreenModules.has(id), minShareCount: 2, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const mainScreen = [...this.getModuleIds()].find((id) => MAIN_SCREEN.test(id));
      mainScreenModules = mainScreen === undefined ? new Set() : staticImportsOf(mainScreen, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
}

function staticImportsOf(root: string, importsOf: (id: string) => readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...importsOf(id));
  }
  return reached;
}
