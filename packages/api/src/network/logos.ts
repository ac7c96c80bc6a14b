import { readFileSync } from 'node:fs';

/** One of the drawn logos of the built-in networks, as a data: URL (the config stays one self-contained file). */
export function logoDataUrl(name: string): string {
  const svg = readFileSync(new URL(`./logos/${name}.svg`, import.meta.url));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}
