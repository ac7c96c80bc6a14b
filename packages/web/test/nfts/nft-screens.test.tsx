// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NftItem } from '@tvmscan/api/nft-contract';
import type { AccountKind } from '@tvmscan/api/contract';
import { installFakeApi } from '../support/fake-api.js';
import type { FakeApi, FakeNftHandlers } from '../support/fake-api.js';
import { everscaleConfig } from '../support/network-configs.js';
import { collectionRow, COLLECTION, eventRow, itemRow, NFT, nftAccount, ZERO } from '../support/nft-rows.js';
import { renderAppAt } from '../support/render-app.js';
import { bodyCellTexts, captureDownload, installNftAccountApi, resetScreensBetweenTests } from '../support/token-screens.js';
import { ALICE, BOB, page, tokensConfig } from '../support/token-rows.js';

let api: FakeApi;
const bodiesOf = (call: string) => api.requests.filter((request) => request.call === call).map((request) => request.body);
const tabNames = async () =>
  within(await screen.findByRole('navigation', { name: 'Account activity' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const currentTab = async () =>
  within(await screen.findByRole('navigation', { name: 'Account activity' })).getByRole('link', { current: 'page' }).textContent;

function serveAccount(address: string, nfts: FakeNftHandlers, kind: AccountKind = 'Wallet') {
  api = installNftAccountApi(address, nfts, kind);
}

resetScreensBetweenTests({ quietErrors: true });

describe('the NFT collections list', () => {
  it('lists the collections 10 a page from the first, pages on by cursor and downloads the rows shown as collections.csv', async () => {
    const second = collectionRow({
      address: `0:${'8'.repeat(64)}`,
      name: '=HYPERLINK("x")',
      standards: ['TIP-4.1', 'TIP-4.2.2'],
      totalSupply: null,
      previewUrl: null,
    });
    api = installFakeApi(
      tokensConfig,
      {},
      {
        'POST /nft/collections/search': (body) =>
          body.cursor
            ? { data: page('collections', [collectionRow({ name: 'Later' })]) }
            : { data: page('collections', [collectionRow(), second], 'c2') },
      },
    );
    renderAppAt('/collections');
    const table = await screen.findByRole('table', { name: 'NFT collections' });
    await within(table).findByText('Devnet Art');
    expect(bodyCellTexts(table)).toEqual([
      ['0:33333…33333', 'Devnet Art', 'TIP-4.1, TIP-4.2', '1,234', '1,234', '0:aaaaa…aaaaa'],
      ['0:88888…88888', '=HYPERLINK("x")', 'TIP-4.1, TIP-4.2.2', '1,234', '-', '0:aaaaa…aaaaa'],
    ]);
    expect(within(table).getByRole('link', { name: '0:33333…33333' }).getAttribute('href')).toBe(`/accounts/${COLLECTION}`);
    expect(bodiesOf('POST /nft/collections/search')).toEqual([{ limit: 10 }]);
    await waitFor(() => expect(document.title).toBe('NFT collections | Everscale'));

    const download = captureDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download collections.csv' }));
    const { name, text } = await download;
    expect(name).toBe('collections.csv');
    expect(text.split('\r\n')).toEqual([
      'Address,Name,Standards,Owner,Items,Total supply,Total minted,Created',
      `${COLLECTION},Devnet Art,"TIP-4.1, TIP-4.2",${ALICE},1234,1234,1240,1700000000000`,
      `0:${'8'.repeat(64)},"'=HYPERLINK(""x"")","TIP-4.1, TIP-4.2.2",${ALICE},1234,,1240,1700000000000`,
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await within(table).findByText('Later');
    expect(bodiesOf('POST /nft/collections/search')[1]).toEqual({ limit: 10, cursor: 'c2', direction: 'Next' });
  });

  it('is reached from the tokens page, and says so where the network indexes no NFTs', async () => {
    api = installFakeApi(everscaleConfig);
    renderAppAt('/tokens');
    await userEvent.click(await within(await screen.findByRole('main')).findByRole('link', { name: 'NFT collections' }));
    expect(await screen.findByText('NFTs are not indexed on this network.')).toBeTruthy();
    expect(window.location.pathname).toBe('/collections');
  });

  it('shows the failed state when the list cannot be loaded, and the empty state when there is none', async () => {
    api = installFakeApi(
      tokensConfig,
      {},
      { 'POST /nft/collections/search': () => ({ status: 500, body: { error: { code: 'Internal', kind: 'Unknown', message: 'down' } } }) },
    );
    renderAppAt('/collections');
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    cleanup();
    api = installFakeApi(tokensConfig, {}, { 'POST /nft/collections/search': () => ({ data: page('collections', []) }) });
    renderAppAt('/collections');
    expect(await screen.findByText('There is nothing to show.')).toBeTruthy();
  });
});

describe('a collection on its account page', () => {
  const collection = collectionRow({ standards: ['TIP-4.1', 'TIP-4.2', 'TIP-4.2.2'] });

  it('shows the collection and opens on its items, 20 a page, with the NFT transactions tab beside them', async () => {
    serveAccount(
      COLLECTION,
      {
        'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address, { collection }) }),
        'POST /nft/items/search': () => ({ data: page('items', [itemRow(1), itemRow(2, { address: `0:${'9'.repeat(64)}`, name: null })]) }),
        'POST /nft/events/search': () => ({ data: { events: [eventRow(3, { kind: 'ManagerChanged' })], continuation: null } }),
      },
      'NftCollection',
    );
    renderAppAt(`/accounts/${COLLECTION}`);
    const table = await screen.findByRole('table', { name: 'Items' });
    await within(table).findByText('Devnet Art #1');
    expect(bodyCellTexts(table)).toEqual([
      ['Devnet Art #1', '1', '0:bbbbb…bbbbb', '0:bbbbb…bbbbb'],
      ['NFT #2', '2', '0:bbbbb…bbbbb', '0:bbbbb…bbbbb'],
    ]);
    expect(bodiesOf('POST /nft/items/search')).toEqual([{ collectionAddress: COLLECTION, limit: 20 }]);
    expect(await tabNames()).toEqual([
      ['Messages', `/accounts/${COLLECTION}/messages`],
      ['Transactions', `/accounts/${COLLECTION}/transactions`],
      ['History', `/accounts/${COLLECTION}/history`],
      ['Token transactions', `/accounts/${COLLECTION}/token-transactions`],
      ['Token balances', `/accounts/${COLLECTION}/token-balances`],
      ['Items', `/accounts/${COLLECTION}`],
      ['Multi-tokens', `/accounts/${COLLECTION}/multi`],
      ['NFT transactions', `/accounts/${COLLECTION}/nft-transactions`],
      ['Source code', `/accounts/${COLLECTION}/source-code`],
    ]);

    const panel = screen.getByRole('region', { name: 'NFT collection' });
    expect(within(panel).getByRole('heading', { name: 'Devnet Art' })).toBeTruthy();
    const fact = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([fact('Standards'), fact('Items'), fact('Owners'), fact('Total supply'), fact('Total minted')]).toEqual([
      'TIP-4.1, TIP-4.2, TIP-4.2.2',
      '1,234',
      '321',
      '1,234',
      '1,240',
    ]);
    // The collection leads with its counts: items, then distinct owners, before its standards and owner.
    expect([...panel.querySelectorAll('dt')].map((term) => term.textContent).slice(0, 3)).toEqual(['Items', 'Owners', 'Standards']);

    await userEvent.click(screen.getByRole('link', { name: 'NFT transactions' }));
    const events = await screen.findByRole('table', { name: 'NFT transactions' });
    await within(events).findByText('Manager changed');
    expect(bodiesOf('POST /nft/events/search')).toEqual([{ collectionAddress: COLLECTION, limit: 10 }]);
  });

  it('lists the items an account owns, each with its collection, and the NFT events it took part in', async () => {
    serveAccount(ALICE, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address, { ownedItems: 1 }) }),
      'POST /nft/items/search': () => ({ data: page('items', [itemRow(5, { ownerAddress: ALICE })]) }),
      'POST /nft/events/search': () => ({ data: { events: [eventRow(1)], continuation: null } }),
    });
    renderAppAt(`/accounts/${ALICE}/items`);
    const table = await screen.findByRole('table', { name: 'Items' });
    await within(table).findByText('Devnet Art #5');
    expect(bodyCellTexts(table)).toEqual([['Devnet Art #5', '5', 'Devnet Art', '0:bbbbb…bbbbb']]);
    expect(bodiesOf('POST /nft/items/search')).toEqual([{ ownerAddress: ALICE, limit: 20 }]);
    expect((await tabNames())[0]).toEqual(['Messages', `/accounts/${ALICE}/messages`]);

    await userEvent.click(screen.getByRole('link', { name: 'NFT transactions' }));
    const events = await screen.findByRole('table', { name: 'NFT transactions' });
    await within(events).findByText('Owner changed');
    expect(within(events).getByRole('link', { name: '#42' }).getAttribute('href')).toBe(`/accounts/${NFT}`);
    expect(bodiesOf('POST /nft/events/search')).toEqual([{ accountAddress: ALICE, limit: 10 }]);
  });

  it('opens a wallet on its history with its NFT tabs known from its kind, without asking the NFT API what it is', async () => {
    serveAccount(ALICE, {
      'GET /nft/accounts/:address': () => ({ status: 500, body: { error: { code: 'Internal', kind: 'Unknown', message: 'down' } } }),
    });
    renderAppAt(`/accounts/${ALICE}`);
    expect(await currentTab()).toBe('History');
    expect((await tabNames()).map(([name]) => name)).toEqual([
      'Messages',
      'Transactions',
      'History',
      'Token transactions',
      'Token balances',
      'Items',
      'Multi-tokens',
      'NFT transactions',
      'Source code',
    ]);
    expect(bodiesOf('GET /nft/accounts/:address')).toEqual([]);
  });
});

describe('an NFT on its account page', () => {
  const regionNft: NftItem = itemRow(42, {
    name: 'Plot 42',
    description: 'A plot of land',
    metadataType: 'metaverse.region',
    previewUrl: 'https://images.example/plot.png',
    externalUrl: 'https://plots.example/42',
    metadata: {
      type: 'metaverse.region',
      name: 'Plot 42',
      regions: [
        { name: 'House', shape: { type: 'cuboid', min: [0, 0, 0], max: [10, 5, 10] } },
        { shape: { type: 'sphere', center: [1, 2, 3], radius: 4 } },
        {
          shape: {
            type: 'polygon2d',
            points: [
              [0, 0],
              [4, 0],
              [0, 3],
            ],
            minY: 0,
            maxY: 8,
          },
        },
        { shape: { type: 'cylinder', center: [0, 0, 0], radius: 2, height: 6 } },
      ],
      meta: { server: { type: 'game', url: 'javascript:alert(1)', pubkey: 'ab'.repeat(32) }, signature: 'c0ffee' },
      version: 2,
    },
  });

  /** 13 events newest first: 10 in the first batch, then 3 ending at the creation. */
  const history = [...Array.from({ length: 12 }, (_, index) => eventRow(index)), eventRow(12, { kind: 'NftCreated', from: ZERO, manager: BOB })];

  function serveNft(item: NftItem = regionNft) {
    serveAccount(
      NFT,
      {
        'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address, { nft: item }) }),
        'POST /nft/events/search': (body) =>
          body.continuation
            ? { data: { events: history.slice(10), continuation: null } }
            : { data: { events: history.slice(0, 10), continuation: { transactionHash: history[9]!.transactionHash, eventIndex: 0 } } },
      },
      'NftItem',
    );
  }

  it("shows its name, picture, external link, owner, manager and its 'metaverse.region' regions with their shapes", async () => {
    serveNft();
    renderAppAt(`/accounts/${NFT}`);
    const panel = await screen.findByRole('region', { name: 'NFT' });
    expect(within(panel).getByRole('heading', { name: 'Plot 42' })).toBeTruthy();
    expect(within(panel).getByText('A plot of land')).toBeTruthy();
    const picture = within(panel).getByRole('img', { name: 'Picture of Plot 42' });
    expect(picture.getAttribute('src')).toBe('https://images.example/plot.png');
    expect(picture.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading')]).toEqual(['240', '240', 'lazy']);
    const external = within(panel).getByRole('link', { name: 'https://plots.example/42' });
    expect(external.getAttribute('href')).toBe('https://plots.example/42');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(within(panel).getByRole('link', { name: 'Devnet Art' }).getAttribute('href')).toBe(`/accounts/${COLLECTION}`);
    expect(within(panel).getByText('metaverse.region')).toBeTruthy();
    // Its collection and owner come first among its facts, so that the first screen names them.
    expect([...panel.querySelectorAll('dt')].map((term) => term.textContent).slice(0, 2)).toEqual(['Collection', 'Owner']);

    const regions = within(panel).getByRole('region', { name: 'Regions' });
    expect(
      within(regions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cuboid · Housemin: (0, 0, 0); max: (10, 5, 10)',
      'Spherecenter: (1, 2, 3); radius: 4',
      '2D polygonpoints: ((0, 0), (4, 0), (0, 3)); minY: 0; maxY: 8',
      'Cylindercenter: (0, 0, 0); radius: 2; height: 6',
    ]);
    // The server's javascript: address is shown as text, never as a link.
    expect(within(panel).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(within(panel).getByText('c0ffee')).toBeTruthy();
    expect(within(panel).getByText('2')).toBeTruthy();
  });

  it('opens on its events and pages them as §4 says: on by the last event, back to page 1 from the cache, ending at NftCreated', async () => {
    serveNft();
    renderAppAt(`/accounts/${NFT}`);
    const table = await screen.findByRole('table', { name: 'NFT transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(bodyCellTexts(table)[0]).toEqual(['00000…00000', expect.any(String), 'Owner changed', '0:aaaaa…aaaaa', '0:bbbbb…bbbbb']);
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(bodiesOf('POST /nft/events/search')).toEqual([{ nftAddress: NFT, limit: 10 }]);
    const [tab] = (await tabNames()).filter(([name]) => name === 'NFT transactions');
    expect(tab).toEqual(['NFT transactions', `/accounts/${NFT}`]);

    const next = screen.getByRole('button', { name: 'Next' });
    const prev = screen.getByRole('button', { name: 'Previous' });
    expect(prev).toHaveProperty('disabled', true);
    await userEvent.click(next);
    await within(table).findByText('Created');
    expect(bodyCellTexts(table).map((row) => row[2])).toEqual(['Owner changed', 'Owner changed', 'Created']);
    expect(bodyCellTexts(table)[2]?.[3]).toBe(`0:00000…00000`);
    expect(screen.getByText('Page 2 · Events: 13')).toBeTruthy();
    expect(bodiesOf('POST /nft/events/search')[1]).toEqual({
      nftAddress: NFT,
      limit: 10,
      continuation: { transactionHash: history[9]!.transactionHash, eventIndex: 0 },
    });
    expect(next).toHaveProperty('disabled', true);

    await userEvent.click(prev);
    await waitFor(() => expect(screen.getByText('Page 1 · Events: 13')).toBeTruthy());
    expect(prev).toHaveProperty('disabled', true);
    await userEvent.click(next);
    await waitFor(() => expect(screen.getByText('Page 2 · Events: 13')).toBeTruthy());
    expect(bodiesOf('POST /nft/events/search')).toHaveLength(2);
  });

  it('shows the fallback square in place of a picture that fails to load, or whose address is not allowed', async () => {
    serveNft(itemRow(42, { previewUrl: 'https://images.example/broken.png' }));
    renderAppAt(`/accounts/${NFT}`);
    const panel = await screen.findByRole('region', { name: 'NFT' });
    const picture = within(panel).getByRole('img', { name: 'Picture of Devnet Art #42' });
    expect(picture.tagName).toBe('IMG');
    fireEvent.error(picture);
    const fallback = within(panel).getByRole('img', { name: 'Picture of Devnet Art #42' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('No picture');
    cleanup();

    serveNft(itemRow(42, { previewUrl: 'http://tracker.example/pixel.png', externalUrl: 'javascript:alert(1)' }));
    renderAppAt(`/accounts/${NFT}`);
    const other = await screen.findByRole('region', { name: 'NFT' });
    expect(within(other).getByRole('img', { name: 'Picture of Devnet Art #42' }).tagName).toBe('SPAN');
    expect(within(other).getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it('says when its metadata is still being fetched from its URL, or could not be read, and when it is burned', async () => {
    serveNft(itemRow(42, { metadataStatus: 'Failed', metadataUrl: 'https://meta.example/42.json', burned: true, name: null }));
    renderAppAt(`/accounts/${NFT}/nft-transactions`);
    const panel = await screen.findByRole('region', { name: 'NFT' });
    expect(within(panel).getByRole('heading', { name: 'NFT #42' })).toBeTruthy();
    expect(within(panel).getByRole('alert').textContent).toBe('The metadata could not be read from its URL.');
    expect(within(panel).getByText('This NFT is burned.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'https://meta.example/42.json' })).toBeTruthy();
  });
});

describe('a TIP-4.3 Index contract on its account page', () => {
  const INDEX = `0:${'1a'.repeat(32)}`;

  it('says what the Index is for and links its collection, owner and NFT; an account that is none shows no such panel', async () => {
    serveAccount(INDEX, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address, {}) }),
      'GET /nft/indexes/:address': (_, { address }) => ({
        data: {
          address,
          kind: 'Index',
          collectionAddress: COLLECTION,
          nftAddress: NFT,
          ownerAddress: ALICE,
          inCollection: false,
          live: false,
          deployedAt: 1_700_000_000,
        },
      }),
    });
    renderAppAt(`/accounts/${INDEX}`);
    const panel = (await screen.findByRole('heading', { name: 'TIP-4.3 index contract' })).closest('section')!;
    expect(within(panel).getByText("Index — Finds the owner's NFTs in all collections")).toBeTruthy();
    expect(within(panel).getByText('Destroyed')).toBeTruthy();
    for (const address of [COLLECTION, NFT, ALICE]) {
      expect(within(panel).getByRole('link', { name: address }).getAttribute('href')).toBe(`/accounts/${address}`);
    }
    cleanup();

    serveAccount(ALICE, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address, {}) }),
      'GET /nft/indexes/:address': () => ({ data: null }),
    });
    renderAppAt(`/accounts/${ALICE}`);
    await waitFor(() => expect(api.requests.some((request) => request.call === `GET /nft/indexes/${ALICE}`)).toBe(true));
    expect(await currentTab()).toBe('History');
    expect(screen.queryByText('TIP-4.3 index contract')).toBeNull();
  }, 15_000);
});
