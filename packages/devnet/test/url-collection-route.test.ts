import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Devnet, devnetUrlCollection, ManualClock, startJrpcServer, type DevnetUrlCollection, type JrpcServer } from '../src/index.js';

describe("the devnet's URL collection metadata server", () => {
  let devnet: Devnet;
  let server: JrpcServer;
  let collection: DevnetUrlCollection;

  beforeAll(async () => {
    devnet = await Devnet.open({ clock: new ManualClock(1_700_000_000_000), seed: 'url-metadata', walletCount: 6 });
    server = await startJrpcServer(devnet, { port: 0 });
    collection = await devnetUrlCollection(devnet, server.origin);
  });
  afterAll(async () => {
    await server.close();
    devnet.close();
  });

  it("leads the collection's URLs to the server, which answers the collection's metadata", async () => {
    expect(collection.collectionUrl.startsWith(`${server.origin}/`)).toBe(true);
    const response = await fetch(collection.collectionUrl);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ type: 'Basic NFT', name: 'Devnet Atlas' });
  });

  it("answers an NFT's Basic NFT metadata at the base URL and its id, its preview an SVG in a data: URL", async () => {
    const metadata = (await (await fetch(`${collection.nftBaseUrl}3`)).json()) as { name: string; preview: { source: string; mimetype: string } };
    expect(metadata).toMatchObject({ type: 'Basic NFT', name: 'Devnet Atlas #3', preview: { mimetype: 'image/svg+xml' } });
    const [prefix, encoded] = metadata.preview.source.split(',');
    expect(prefix).toBe('data:image/svg+xml;base64');
    expect(Buffer.from(encoded!, 'base64').toString()).toMatch(/^<svg [^]*>3<\/text><\/svg>$/);
  });

  it('answers 500 for one NFT in four, 404 for what it does not have and 405 for a POST', async () => {
    expect((await fetch(`${collection.nftBaseUrl}2`)).status).toBe(500);
    expect((await fetch(`${collection.nftBaseUrl}6`)).status).toBe(500);
    expect((await fetch(`${collection.nftBaseUrl}007`)).status).toBe(404);
    expect((await fetch(`${server.origin}/nft-metadata/url-collection/other`)).status).toBe(404);
    expect((await fetch(collection.collectionUrl, { method: 'POST', body: '{}' })).status).toBe(405);
  });
});
