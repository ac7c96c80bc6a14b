/** The metadata types spec 001 §3 names; any other type is shown by its common fields only. */
export const METADATA_TYPES = { basic: 'Basic NFT', region: 'metaverse.region' } as const;

/** The shapes a 'metaverse.region' region takes (spec 001 §3). */
export const REGION_SHAPES = ['cuboid', 'cylinder', 'sphere', 'polygon2d'] as const;
export type RegionShape = (typeof REGION_SHAPES)[number];

/** A picture of the NFT as its metadata names it: the URL, and the media type when given. */
export interface NftPicture {
  source: string;
  mimetype: string | null;
}

/** One region of a 'metaverse.region' NFT: its shape (null when the metadata names none this app knows) and its measures as text. */
export interface NftRegion {
  name: string | null;
  shape: RegionShape | null;
  /** The shape as the metadata spells it, shown when it is none of REGION_SHAPES. */
  shapeName: string | null;
  measures: { name: string; value: string }[];
}

/** The server a 'metaverse.region' NFT points to. */
export interface NftServer {
  type: string | null;
  url: string | null;
  pubkey: string | null;
}

/** What the page shows of an NFT's or a collection's JSON metadata; each part null or empty when the metadata lacks it. */
export interface NftMetadata {
  type: string | null;
  name: string | null;
  description: string | null;
  preview: NftPicture | null;
  files: NftPicture[];
  externalUrl: string | null;
  version: string | null;
  regions: NftRegion[];
  server: NftServer | null;
  signature: string | null;
}

/** At most this many regions or files are read from one metadata: it comes from outside and may be large. */
const MAX_LISTED = 50;
/** At most this many measures per region. */
const MAX_MEASURES = 20;
/** Longer texts are cut, so that a hostile metadata cannot stretch the page. */
const MAX_TEXT = 2000;

/**
 * The parts of an NFT's JSON metadata (TIP-4.2: type, name, description, preview, files, external_url; and for
 * 'metaverse.region' the regions with their shapes, meta.server and meta.signature, version) that the page shows.
 * The metadata comes from the NFT's owner or a server of theirs: anything of an unexpected type is left out, never trusted.
 */
export function readNftMetadata(json: unknown): NftMetadata {
  const value = typeof json === 'string' ? parseJson(json) : json;
  const record = asRecord(value) ?? {};
  const meta = asRecord(record['meta']);
  const server = asRecord(meta?.['server']);
  return {
    type: text(record['type']),
    name: text(record['name']),
    description: text(record['description']),
    preview: picture(record['preview']),
    files: asArray(record['files'])
      .slice(0, MAX_LISTED)
      .map(picture)
      .filter((file): file is NftPicture => file !== null),
    externalUrl: text(record['external_url']),
    version: text(record['version']) ?? numberText(record['version']),
    regions: asArray(record['regions'])
      .slice(0, MAX_LISTED)
      .map(region)
      .filter((each): each is NftRegion => each !== null),
    server: server ? { type: text(server['type']), url: text(server['url']), pubkey: text(server['pubkey']) } : null,
    signature: text(meta?.['signature']) ?? text(record['signature']),
  };
}

function region(value: unknown): NftRegion | null {
  const record = asRecord(value);
  if (!record) return null;
  // The shape is an object with its type and parameters ({ shape: { type: 'sphere', center, radius } }), or written flat.
  const nested = asRecord(record['shape']);
  const parameters = nested ?? record;
  const named = text(nested ? nested['type'] : record['shape']) ?? (nested ? null : text(record['type']));
  const shape = REGION_SHAPES.find((each) => each === named?.toLowerCase()) ?? null;
  const measures = Object.entries(parameters)
    .filter(([name]) => name !== 'shape' && name !== 'type' && name !== 'name')
    .map(([name, each]) => ({ name: name.slice(0, 64), value: measureText(each) }))
    .filter((measure): measure is { name: string; value: string } => measure.value !== null)
    .slice(0, MAX_MEASURES);
  return { name: text(record['name']), shape, shapeName: shape === null ? named : null, measures };
}

/** A measure as text: a number, a point `(x, y, z)`, a list of points, or a short object `name: value`. */
function measureText(value: unknown, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  const plain = text(value);
  if (plain !== null) return plain;
  if (depth > 2) return null;
  if (Array.isArray(value)) {
    const parts = value.slice(0, MAX_LISTED).map((each) => measureText(each, depth + 1));
    return parts.every((part) => part !== null) ? `(${parts.join(', ')})` : null;
  }
  const record = asRecord(value);
  if (!record) return null;
  const parts = Object.entries(record)
    .slice(0, MAX_MEASURES)
    .map(([name, each]) => {
      const inner = measureText(each, depth + 1);
      return inner === null ? null : `${name}: ${inner}`;
    });
  return parts.every((part) => part !== null) ? `{ ${parts.join(', ')} }` : null;
}

function picture(value: unknown): NftPicture | null {
  const source = text(value);
  if (source !== null) return { source, mimetype: null };
  const record = asRecord(value);
  const named = text(record?.['source']);
  return named === null ? null : { source: named, mimetype: text(record?.['mimetype']) };
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, MAX_TEXT);
}

function numberText(value: unknown): string | null {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
