import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFT_INTERFACE_IDS, standardsOf } from '@tvmscan/contracts';
import { listNftItems, nftCollectionByAddress, nftMetadataOf } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { NftMetadataFetcher, type MetadataReader, type MetadataReading } from '../src/index.js';

const address = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;
const URL_COLLECTION = address(1);
const INLINE_COLLECTION = address(2);
const FETCHED = address(11);
const SERVER_ERROR = address(12);
const REFUSED_LITERAL = address(13);
const REFUSED_NAME = address(14);
const TOO_LARGE = address(15);
const INLINE = address(16);
const NOT_JSON = address(17);
const ALLOWED_NAME = address(18);

/** A metadata server that counts the requests of each path. */
function metadataServer(): Promise<{ server: Server; port: number; requests: Map<string, number> }> {
  const requests = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (path === '/500') {
      response.writeHead(500).end('{}');
    } else if (path === '/large') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'x'.repeat(4096) }));
    } else if (path === '/not-json') {
      response.writeHead(200).end('<html>');
    } else {
      const body = {
        type: 'Basic NFT',
        name: `From ${path}`,
        preview: { source: 'https://example.org/p.png', mimetype: 'image/png' },
        external_url: 'https://example.org',
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, requests })));
}

describe.each(testDatabaseKinds())('the NFT metadata fetcher on %s', (kind) => {
  let database: TestDatabase;
  let allowed: Awaited<ReturnType<typeof metadataServer>>;
  let refused: Awaited<ReturnType<typeof metadataServer>>;
  const failures: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    [allowed, refused] = await Promise.all([metadataServer(), metadataServer()]);
    const db = database.db;
    const chain = { created_at: 1_700_000_000, created_lt: 1n, updated_lt: 1n };
    await db
      .insertInto('nft_collections')
      .values([URL_COLLECTION, INLINE_COLLECTION].map((collection) => ({ address: collection, minted_count: 4n, burned_count: 0n, ...chain })))
      .execute();
    const item = (nft: string, collection: string, id: bigint) => ({
      address: nft,
      collection_address: collection,
      nft_id: id,
      owner_address: address(99),
      manager_address: address(99),
      burned: false,
      updated_at: 1_700_000_000,
      ...chain,
    });
    await db
      .insertInto('nft_items')
      .values([
        item(FETCHED, URL_COLLECTION, 0n),
        item(SERVER_ERROR, URL_COLLECTION, 1n),
        item(REFUSED_LITERAL, URL_COLLECTION, 2n),
        item(REFUSED_NAME, URL_COLLECTION, 3n),
        item(TOO_LARGE, URL_COLLECTION, 4n),
        item(NOT_JSON, URL_COLLECTION, 5n),
        item(ALLOWED_NAME, URL_COLLECTION, 6n),
        item(INLINE, INLINE_COLLECTION, 0n),
      ])
      .execute();
    const base = `http://127.0.0.1:${allowed.port}`;
    const urls: Record<string, string> = {
      [FETCHED]: `${base}/nft/0.json`,
      [SERVER_ERROR]: `${base}/500`,
      [REFUSED_LITERAL]: `http://127.0.0.1:${refused.port}/nft/2.json`,
      [REFUSED_NAME]: `http://localhost:${refused.port}/nft/3.json`,
      [TOO_LARGE]: `${base}/large`,
      [NOT_JSON]: `${base}/not-json`,
      [ALLOWED_NAME]: `http://localhost:${allowed.port}/nft/6.json`,
    };
    const byUrl = [NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Nft, NFT_INTERFACE_IDS.tip422Nft];
    const onChain = [NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Nft, NFT_INTERFACE_IDS.tip42Json];
    // The getters of a TIP-4.2.2 collection as its ABI gives them: no compiled one is on npm to deploy on the devnet.
    const reader: MetadataReader = {
      collection: async (collection): Promise<MetadataReading> =>
        collection === URL_COLLECTION
          ? {
              interfaceIds: [NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Collection, NFT_INTERFACE_IDS.tip422Collection],
              json: null,
              metadataUrl: `${base}/collection.json`,
              owner: address(98),
              nftCodeHash: 'ab'.repeat(32),
            }
          : {
              interfaceIds: [NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Collection, NFT_INTERFACE_IDS.tip42Json],
              json: '{"type":"Basic NFT","name":"Inline collection"}',
              metadataUrl: null,
              owner: address(98),
              nftCodeHash: null,
            },
      nft: async (nft) =>
        nft === INLINE
          ? { interfaceIds: onChain, json: '{"type":"Basic NFT","name":"Inline #0"}', metadataUrl: null }
          : { interfaceIds: byUrl, json: null, metadataUrl: urls[nft]! },
      standards: async (ids) => standardsOf(ids),
    };
    const fetcher = new NftMetadataFetcher(database, {
      reader,
      allowedHosts: [`127.0.0.1:${allowed.port}`, `localhost:${allowed.port}`],
      maxBytes: 1024,
      maxAttempts: 2,
      backoffMs: 1_000,
      onFailure: (nft, reason) => failures.push(`${nft} ${reason}`),
    });
    const start = Date.now();
    await fetcher.runOnce(new Date(start));
    await fetcher.runOnce(new Date(start + 1_000));
  }, 60_000);
  afterAll(async () => {
    allowed?.server.close();
    refused?.server.close();
    await database?.close();
  });

  it('recognises a collection whose metadata is served by URL by its interface ids, and fetches its and its items’ metadata', async () => {
    const collection = await nftCollectionByAddress(database.db, URL_COLLECTION);
    expect(collection).toMatchObject({
      metadata_status: 'Fetched',
      name: 'From /collection.json',
      metadata_url: `http://127.0.0.1:${allowed.port}/collection.json`,
    });
    expect(collection!.standards).toEqual(['TIP-4.1', 'TIP-4.2.2']);
    expect(await nftMetadataOf(database.db, FETCHED)).toMatchObject({
      status: 'Fetched',
      name: 'From /nft/0.json',
      preview_url: 'https://example.org/p.png',
      preview_mime_type: 'image/png',
      external_url: 'https://example.org',
      metadata_type: 'Basic NFT',
    });
    expect(await nftMetadataOf(database.db, INLINE)).toMatchObject({ status: 'Inline', name: 'Inline #0', standards: ['TIP-4.1', 'TIP-4.2'] });
    // Read in the first round, not again in the second.
    expect([allowed.requests.get('/collection.json'), allowed.requests.get('/nft/0.json')]).toEqual([1, 1]);
  });

  it('tries a server that answers 500 again after its delay, then leaves the item out of the lists', async () => {
    expect(allowed.requests.get('/500')).toBe(2);
    expect(await nftMetadataOf(database.db, SERVER_ERROR)).toMatchObject({ status: 'Failed', attempts: 2, error: 'the server answered 500' });
    const listed = await listNftItems(database.db, { collectionAddress: URL_COLLECTION }, { limit: 20 });
    expect(listed.items.map((item) => item.address)).toEqual([FETCHED, ALLOWED_NAME]);
    expect(Number((await nftCollectionByAddress(database.db, URL_COLLECTION))!.items_count)).toBe(2);
  });

  it('never requests a metadata URL on a loopback address that is not allowed, by literal address or by name', async () => {
    expect(await nftMetadataOf(database.db, ALLOWED_NAME)).toMatchObject({ status: 'Fetched', name: 'From /nft/6.json' });
    expect(refused.requests.size).toBe(0);
    for (const nft of [REFUSED_LITERAL, REFUSED_NAME]) {
      expect((await nftMetadataOf(database.db, nft))!.status).toBe('Failed');
      expect(failures.filter((failure) => failure.startsWith(nft))).toEqual([expect.stringMatching(/private or loopback address/)]);
    }
  });

  it('gives up at once on an answer over the size limit or not JSON', async () => {
    expect(await nftMetadataOf(database.db, TOO_LARGE)).toMatchObject({
      status: 'Failed',
      attempts: 1,
      error: 'the answer is larger than 1024 bytes',
    });
    expect(await nftMetadataOf(database.db, NOT_JSON)).toMatchObject({ status: 'Failed', attempts: 1, error: 'the answer is not JSON' });
  });
});
