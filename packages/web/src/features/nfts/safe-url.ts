/** Raster and vector pictures a data: URL may hold; an <img> runs no script of an SVG. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * The address an <img> may load a picture from, or null: https anywhere, this site's own addresses, and data:
 * pictures. Anything else (plain http elsewhere, javascript:, ipfs:, a relative path of the metadata server)
 * is refused before any request, as the site's content policy would block it anyway.
 */
export function imageSource(url: string, origin: string = window.location.origin): string | null {
  if (DATA_IMAGE.test(url)) return url;
  const parsed = absolute(url);
  if (parsed === null) return null;
  return parsed.protocol === 'https:' || parsed.origin === origin ? parsed.href : null;
}

/** The address a link may open, or null: only http and https, never javascript: or data:. */
export function externalLink(url: string): string | null {
  const parsed = absolute(url);
  return parsed !== null && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? parsed.href : null;
}

function absolute(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
