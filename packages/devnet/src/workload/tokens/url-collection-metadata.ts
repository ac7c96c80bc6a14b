/** Where the devnet serves the metadata of its URL collection, beside its JSON-RPC endpoint. */
export const URL_COLLECTION_PREFIX = '/nft-metadata/url-collection/';
const ITEMS = 'items/';

export const URL_COLLECTION_NAME = 'Devnet Atlas';

/** The URLs of the URL collection's documents on the server at `origin`. */
export function urlCollectionPaths(origin: string) {
  const base = `${origin}${URL_COLLECTION_PREFIX}`;
  return { collection: `${base}collection.json`, itemBase: `${base}${ITEMS}` };
}

/** NFTs whose metadata server answers 500 (one in four, from id 2): explorers leave them out of lists. */
export function metadataFails(id: bigint): boolean {
  return id % 4n === 2n;
}

/** A document of the URL collection's metadata server (JSON), or an error status. */
interface MetadataAnswer {
  readonly status: 200 | 404 | 500;
  readonly body: object;
}

const PAGE_COLOURS = ['#2f6f8f', '#8f5a2f', '#4f7f3f', '#6f3f8f', '#8f2f4f'];

/** What the metadata server answers for `path` (under URL_COLLECTION_PREFIX) on the server at `origin`. */
export function urlCollectionDocument(origin: string, path: string): MetadataAnswer {
  const paths = urlCollectionPaths(origin);
  const rest = path.slice(URL_COLLECTION_PREFIX.length);
  if (rest === 'collection.json') {
    return json({
      type: 'Basic NFT',
      name: URL_COLLECTION_NAME,
      description: 'Maps whose metadata the devnet serves at a URL (TIP-4.2.2)',
      preview: mapImage(0n),
      external_url: paths.collection,
    });
  }
  const itemId = new RegExp(`^${ITEMS}(0|[1-9][0-9]{0,76})$`).exec(rest)?.[1];
  if (itemId !== undefined) {
    const id = BigInt(itemId);
    if (metadataFails(id)) return { status: 500, body: { error: 'the map is being redrawn' } };
    return json({
      type: 'Basic NFT',
      name: `${URL_COLLECTION_NAME} #${id}`,
      description: `Map sheet ${id} of the devnet atlas`,
      preview: mapImage(id),
      external_url: `${paths.itemBase}${id}`,
    });
  }
  return { status: 404, body: { error: 'no such document' } };
}

function json(document: object): MetadataAnswer {
  return { status: 200, body: document };
}

/** A map sheet as an SVG in a data: URL, which explorers show whatever their content policy allows from other origins. */
function mapImage(id: bigint): { source: string; mimetype: string } {
  const colour = PAGE_COLOURS[Number(id % BigInt(PAGE_COLOURS.length))];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/>` +
    `<path d="M8 44 L24 20 L36 36 L44 26 L56 44 Z" fill="#f4efe1"/><text x="32" y="58" font-size="10" text-anchor="middle" fill="#f4efe1">${id}</text></svg>`;
  return { source: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, mimetype: 'image/svg+xml' };
}
