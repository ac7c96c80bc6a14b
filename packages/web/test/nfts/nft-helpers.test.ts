import { describe, expect, it } from 'vitest';
import {
  firstPage,
  hasNextPage,
  hasPrevPage,
  nextContinuation,
  shownEvents,
  toLoadedNextPage,
  toPrevPage,
  totalEvents,
  withNextBatch,
} from '../../src/features/nfts/event-pages.js';
import { readNftMetadata } from '../../src/features/nfts/nft-metadata.js';
import { externalLink, imageSource } from '../../src/features/nfts/safe-url.js';

const events = (kinds: string[]) => kinds.map((kind) => ({ kind }));

describe('the NFT metadata reader', () => {
  it("reads a 'Basic NFT' given as JSON text or as an object", () => {
    const basic = {
      type: 'Basic NFT',
      name: ' Sword ',
      description: 'Sharp',
      preview: { source: 'https://x.example/s.png', mimetype: 'image/png' },
      files: [{ source: 'https://x.example/s.glb', mimetype: 'model/gltf-binary' }, { mimetype: 'no source' }],
      external_url: 'https://x.example/',
    };
    for (const given of [basic, JSON.stringify(basic)]) {
      expect(readNftMetadata(given)).toEqual({
        type: 'Basic NFT',
        name: 'Sword',
        description: 'Sharp',
        preview: { source: 'https://x.example/s.png', mimetype: 'image/png' },
        files: [{ source: 'https://x.example/s.glb', mimetype: 'model/gltf-binary' }],
        externalUrl: 'https://x.example/',
        version: null,
        regions: [],
        server: null,
        signature: null,
      });
    }
  });

  it("reads the regions of a 'metaverse.region' nested or flat, and names a shape it does not know", () => {
    const { regions, server, version } = readNftMetadata({
      type: 'metaverse.region',
      regions: [
        { shape: { type: 'Sphere', center: { x: 1, y: 2, z: 3 }, radius: 4 } },
        { shape: 'cuboid', min: [0, 0, 0] },
        { shape: { type: 'torus', r: 1 } },
        7,
      ],
      meta: { server: { type: 'game', url: 'wss://game.example' } },
      version: 3,
    });
    expect(regions).toEqual([
      {
        name: null,
        shape: 'sphere',
        shapeName: null,
        measures: [
          { name: 'center', value: '{ x: 1, y: 2, z: 3 }' },
          { name: 'radius', value: '4' },
        ],
      },
      { name: null, shape: 'cuboid', shapeName: null, measures: [{ name: 'min', value: '(0, 0, 0)' }] },
      { name: null, shape: null, shapeName: 'torus', measures: [{ name: 'r', value: '1' }] },
    ]);
    expect(server).toEqual({ type: 'game', url: 'wss://game.example', pubkey: null });
    expect(version).toBe('3');
  });

  it('reads nothing from what is no JSON object, and bounds what a large metadata can put on the page', () => {
    for (const junk of [null, 42, 'not json', '[1,2]', [{ name: 'x' }]]) expect(readNftMetadata(junk).name).toBeNull();
    const large = readNftMetadata({ name: 'n'.repeat(5000), regions: Array.from({ length: 500 }, () => ({ shape: { type: 'sphere', radius: 1 } })) });
    expect(large.name).toHaveLength(2000);
    expect(large.regions).toHaveLength(50);
  });
});

describe('the addresses an NFT page loads or links', () => {
  it('loads pictures over https, from the site itself and from data: images only', () => {
    const origin = 'http://explorer.local';
    expect(imageSource('https://img.example/a.png', origin)).toBe('https://img.example/a.png');
    expect(imageSource('http://explorer.local/a.png', origin)).toBe('http://explorer.local/a.png');
    expect(imageSource('data:image/png;base64,AAAA', origin)).toBe('data:image/png;base64,AAAA');
    for (const refused of ['http://img.example/a.png', 'javascript:alert(1)', 'data:text/html,<b>', 'ipfs://Qm', '/relative.png', '']) {
      expect(imageSource(refused, origin), refused).toBeNull();
    }
  });

  it('links http and https addresses only', () => {
    expect(externalLink('https://a.example/x')).toBe('https://a.example/x');
    expect(externalLink('http://a.example/')).toBe('http://a.example/');
    for (const refused of ['javascript:alert(1)', 'data:text/html,x', 'a.example', 'vbscript:x']) expect(externalLink(refused), refused).toBeNull();
  });
});

describe('the NFT event pages of spec 001 §4', () => {
  it('continues from the last batch until the creation, shows loaded pages again, and never goes below page 1', () => {
    let state = firstPage(events(['OwnerChanged', 'OwnerChanged']), 'after-2');
    expect([state.current, hasPrevPage(state), hasNextPage(state), nextContinuation(state), totalEvents(state)]).toEqual([
      1,
      false,
      true,
      'after-2',
      null,
    ]);
    expect(toPrevPage(state).current).toBe(1);

    state = withNextBatch(state, events(['ManagerChanged', 'NftCreated']), 'after-4');
    expect([state.current, hasNextPage(state), nextContinuation(state), totalEvents(state)]).toEqual([2, false, null, 4]);
    expect(shownEvents(state).map((event) => event.kind)).toEqual(['ManagerChanged', 'NftCreated']);

    state = toPrevPage(state);
    expect([state.current, hasNextPage(state), nextContinuation(state)]).toEqual([1, true, null]);
    expect(toLoadedNextPage(state).current).toBe(2);
  });

  it('ends where the API has no continuation, and an empty batch leaves the pages with nothing more to fetch', () => {
    expect(hasNextPage(firstPage(events(['OwnerChanged']), null))).toBe(false);
    const state = withNextBatch(firstPage(events(['OwnerChanged']), 'c'), [], 'd');
    expect([state.pages.length, state.current, hasNextPage(state), totalEvents(state)]).toEqual([1, 1, false, 1]);
  });
});
