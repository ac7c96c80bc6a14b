import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, TOKEN_PREFIX } from '@tvmscan/api';
import type { CollectionSearchResponse, ItemSearchResponse, NftItem } from '@tvmscan/api/nft-contract';
import { NFT_INTERFACE_IDS } from '@tvmscan/contracts';
import {
  Devnet,
  devnetUrlCollection,
  ManualClock,
  metadataFails,
  startJrpcServer,
  tip422Activities,
  TokenLedger,
  URL_COLLECTION_NAME,
  URL_COLLECTION_SIZE,
  urlNftAddress,
  Workload,
  type DevnetUrlCollection,
  type JrpcServer,
} from '@tvmscan/devnet';
import { NftMetadataFetcher, stateSourceReader, withGetMethods } from '@tvmscan/indexer';
import type { TestDatabase } from '@tvmscan/store/testing';
import { indexedDevnet, runWorkloadAndSettle } from './devnet-chain.js';

/** Steps enough for every mint (one at a time) and transfer to land several times over. */
const MAX_STEPS = 400;

/** A server in front of the devnet's that counts the requests it passes on. */
async function countingProxy(target: string): Promise<{ origin: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    void fetch(`${target}${request.url ?? '/'}`).then(async (answer) => {
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the devnet URL collection (TIP-4.2.2), indexed with its metadata fetched from the devnet', () => {
  let devnet: Devnet;
  let jrpc: JrpcServer;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  let refusedRequests: number;
  let refusedErrors: (string | null)[];
  let collection: DevnetUrlCollection;
  let ledger: TokenLedger;
  let database: TestDatabase;
  let app: FastifyInstance;

  const post = async <T>(path: string, body: object) =>
    ((await app.inject({ method: 'POST', url: `${TOKEN_PREFIX}${path}`, payload: body })).json() as { data: T }).data;
  const get = async <T>(path: string) => ((await app.inject({ method: 'GET', url: `${TOKEN_PREFIX}${path}` })).json() as { data: T }).data;

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'url-collection', walletCount: 6 });
    jrpc = await startJrpcServer(devnet, { port: 0 });
    proxy = await countingProxy(jrpc.origin);
    collection = await devnetUrlCollection(devnet, proxy.origin);
    ledger = new TokenLedger();
    devnet.setWorkload(new Workload('url-collection', tip422Activities(collection, ledger), 2, devnet));
    const minted = () => ledger.nftOperations().filter((operation) => operation.kind === 'Mint').length;
    runWorkloadAndSettle(devnet, clock, () => minted() >= URL_COLLECTION_SIZE, MAX_STEPS);
    database = await indexedDevnet(devnet);
    // One try each: the item whose server answers 500 is Failed at once rather than after the retries' backoff.
    const reader = stateSourceReader(withGetMethods(devnet));
    const refused = new NftMetadataFetcher(database, { reader, maxAttempts: 1, batch: 100 });
    while ((await refused.runOnce()) > 0);
    refusedRequests = proxy.requests();
    refusedErrors = (await database.db.selectFrom('nft_metadata').select('error').execute()).map((row) => row.error);
    // Read again from the start, the metadata server's host now allowed.
    await database.db.deleteFrom('nft_metadata').execute();
    const fetcher = new NftMetadataFetcher(database, { reader, allowedHosts: [new URL(proxy.origin).host], maxAttempts: 1, batch: 100 });
    while ((await fetcher.runOnce()) > 0);
    app = await buildServer({ database, rateLimit: false });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await jrpc?.close();
    devnet?.close();
    await database?.close();
  });

  it('minted the whole collection, transferred some of it and changed managers, and one of its items has a failing metadata server', () => {
    const kinds = ledger.nftOperations().map((operation) => operation.kind);
    expect(kinds.filter((kind) => kind === 'Mint')).toHaveLength(Number(URL_COLLECTION_SIZE));
    expect(kinds).toEqual(expect.arrayContaining(['Transfer', 'ManagerChange']));
    expect(ledger.nfts().some((nft) => metadataFails(nft.id))).toBe(true);
  });

  it('never requests the metadata of a loopback server the fetcher is not allowed to reach', () => {
    expect(refusedRequests).toBe(0);
    expect(refusedErrors).toHaveLength(Number(URL_COLLECTION_SIZE) + 1);
    for (const error of refusedErrors) expect(error).toMatch(/private or loopback address/);
    expect(proxy.requests()).toBeGreaterThan(Number(URL_COLLECTION_SIZE));
  });

  it('recognises the collection as TIP-4.2.2 by its interface ids and shows the metadata fetched from its URL', async () => {
    const { collections } = await post<CollectionSearchResponse>('/nft/collections/search', {});
    expect(collections).toHaveLength(1);
    const failing = ledger.nfts().filter((nft) => metadataFails(nft.id)).length;
    expect(collections[0]).toMatchObject({
      address: collection.address,
      interfaceIds: [NFT_INTERFACE_IDS.tip6, NFT_INTERFACE_IDS.tip41Collection, NFT_INTERFACE_IDS.tip422Collection],
      standards: ['TIP-4.1', 'TIP-4.2.2'],
      collectionUrl: collection.collectionUrl,
      metadataUrl: collection.collectionUrl,
      metadataStatus: 'Fetched',
      name: URL_COLLECTION_NAME,
      ownerAddress: collection.owner.rawAddress,
      totalMinted: String(URL_COLLECTION_SIZE),
      itemsCount: Number(URL_COLLECTION_SIZE) - failing,
    });
  });

  it("lists every item whose metadata server answers with the fetched name and preview, its owner the ledger's", async () => {
    const { items } = await post<ItemSearchResponse>('/nft/items/search', { collectionAddress: collection.address, limit: 100 });
    const listed = ledger.nfts().filter((nft) => !metadataFails(nft.id));
    expect(items.map((item) => item.id).sort()).toEqual(listed.map((nft) => String(nft.id)).sort());
    for (const item of items) {
      const nft = listed.find((candidate) => String(candidate.id) === item.id)!;
      expect(item).toMatchObject({
        address: urlNftAddress(collection.codes, collection.address, nft.id),
        ownerAddress: nft.owner,
        managerAddress: nft.manager,
        standards: ['TIP-4.1', 'TIP-4.2.2'],
        metadataStatus: 'Fetched',
        metadataUrl: `${collection.nftBaseUrl}${item.id}`,
        metadataType: 'Basic NFT',
        name: `${URL_COLLECTION_NAME} #${item.id}`,
        previewUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        previewMimeType: 'image/svg+xml',
        collectionName: URL_COLLECTION_NAME,
      });
    }
  });

  it('leaves out of the lists the item whose metadata server answers 500, which stays readable by its address as Failed', async () => {
    const failing = ledger.nfts().filter((nft) => metadataFails(nft.id));
    for (const nft of failing) {
      const item = await get<NftItem>(`/nft/items/${urlNftAddress(collection.codes, collection.address, nft.id)}`);
      expect(item).toMatchObject({ id: String(nft.id), metadataStatus: 'Failed', name: null, ownerAddress: nft.owner });
      const owned = await post<ItemSearchResponse>('/nft/items/search', { ownerAddress: nft.owner, limit: 100 });
      expect(owned.items.map((listed) => listed.id)).not.toContain(String(nft.id));
    }
  });
});
