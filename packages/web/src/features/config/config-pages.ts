/** The network config's pages (spec 000 §2); `messages` holds the forward prices. */
export const CONFIG_PAGES = ['voting', 'workchains', 'election', 'stake', 'storage', 'block', 'catchain', 'consensus', 'gas', 'messages'] as const;

export type ConfigPageName = (typeof CONFIG_PAGES)[number];

export const DEFAULT_CONFIG_PAGE: ConfigPageName = 'voting';

/** The page a sub-path names, or null for anything else (which redirects to the default page). */
export function readConfigPage(subPath: string | undefined): ConfigPageName | null {
  return CONFIG_PAGES.find((page) => page === subPath) ?? null;
}
