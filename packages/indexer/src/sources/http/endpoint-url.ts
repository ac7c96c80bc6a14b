import { SourceError } from './source-error.js';

/** Checks that `text` is an http(s) URL and returns it normalised. */
export function endpointUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SourceError('bad-endpoint', `not a URL: "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SourceError('bad-endpoint', `not an http(s) URL: "${text}"`);
  return url.href;
}
