// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MultiToken, MultiTokenWallet } from '@tvmscan/api/nft-contract';
import type { FakeApi, FakeNftHandlers } from '../support/fake-api.js';
import { collectionRow, COLLECTION, itemRow, NFT, nftAccount } from '../support/nft-rows.js';
import { renderAppAt } from '../support/render-app.js';
import { bodyCellTexts, captureDownload, installNftAccountApi, resetScreensBetweenTests } from '../support/token-screens.js';
import { addressOf, ALICE, page } from '../support/token-rows.js';

let api: FakeApi;
const bodiesOf = (call: string) => api.requests.filter((request) => request.call === call).map((request) => request.body);

const nftOf = (id: number) => addressOf(String(5 + (id % 4)));
const BIG_ID = (2n ** 200n).toString();

function tokenRow(id: number, overrides: Partial<MultiToken> = {}): MultiToken {
  return {
    collectionAddress: COLLECTION,
    id: String(id),
    nftAddress: nftOf(id),
    name: null,
    minted: '1500',
    supply: '1200',
    createdAt: 1_700_000_000,
    ...overrides,
  };
}

function walletRow(id: string, overrides: Partial<MultiTokenWallet> = {}): MultiTokenWallet {
  return {
    address: addressOf('e'),
    id,
    ownerAddress: ALICE,
    collectionAddress: COLLECTION,
    nftAddress: nftOf(1),
    name: 'Gold',
    balance: '25000',
    createdAt: 1_700_000_000,
    ...overrides,
  };
}

function serveAccount(address: string, nfts: FakeNftHandlers) {
  api = installNftAccountApi(address, { 'POST /nft/items/search': () => ({ data: page('items', []) }), ...nfts });
}

resetScreensBetweenTests({ quietErrors: true });

describe('the multi tab of a multi-token collection', () => {
  const collection = collectionRow({ standards: ['TIP-4.1', 'VEP-1155'] });

  it('shows VEP 1155 with its counts, total supply and last token id, and its multi-tokens 20 a page, paged on by cursor and downloadable', async () => {
    serveAccount(COLLECTION, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address, { collection }) }),
      'GET /nft/multi/collections/:address': (_, { address }) => ({
        data: { address, tokenCount: 21, liveTokenCount: 20, totalSupply: '1234567', lastTokenId: '20', createdAt: 1_700_000_000 },
      }),
      'POST /nft/multi/tokens/search': (body) =>
        body.cursor
          ? { data: page('tokens', [tokenRow(20, { supply: '0' })]) }
          : {
              data: page(
                'tokens',
                Array.from({ length: 20 }, (_, id) => tokenRow(id, id === 0 ? { name: 'Gold' } : {})),
                't20',
              ),
            },
    });
    renderAppAt(`/accounts/${COLLECTION}/multi`);
    const table = await screen.findByRole('table', { name: 'Multi-tokens' });
    await within(table).findByText('Gold');
    expect(bodyCellTexts(table).slice(0, 2)).toEqual([
      ['Gold', '0', '1,200', '1,500'],
      ['Multi-token #1', '1', '1,200', '1,500'],
    ]);
    expect(within(table).getByRole('link', { name: 'Gold' }).getAttribute('href')).toBe(`/accounts/${nftOf(0)}`);
    expect(bodiesOf('POST /nft/multi/tokens/search')).toEqual([{ collectionAddress: COLLECTION, limit: 20 }]);

    const summary = await screen.findByLabelText('Multi-token collection');
    const fact = (label: string) => within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([fact('Standard'), fact('Multi-tokens'), fact('With supply'), fact('Total supply'), fact('Last token ID')]).toEqual([
      'VEP 1155',
      '21',
      '20',
      '1,234,567',
      '20',
    ]);
    const panel = screen.getByRole('region', { name: 'NFT collection' });
    expect(within(panel).getByText('Standards', { selector: 'dt' }).nextElementSibling?.textContent).toBe('TIP-4.1, VEP 1155');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyCellTexts(table)).toEqual([['Multi-token #20', '20', '0', '1,500']]));
    expect(bodiesOf('POST /nft/multi/tokens/search')[1]).toEqual({ collectionAddress: COLLECTION, limit: 20, cursor: 't20', direction: 'Next' });

    const download = captureDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Download multi-tokens.csv' }));
    const { text } = await download;
    expect(text.split('\r\n')).toEqual(['Collection,ID,Name,NFT,Supply,Minted', `${COLLECTION},20,,${nftOf(20)},0,1500`]);
  });
});

describe('the multi tab of an account', () => {
  it('lists the multi-token wallets it owns with the multi-token, its id, the balance, the collection and the wallet', async () => {
    serveAccount(ALICE, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address) }),
      'POST /nft/multi/wallets/search': () => ({
        data: page('wallets', [walletRow('7'), walletRow(BIG_ID, { name: null, address: addressOf('f') })]),
      }),
    });
    renderAppAt(`/accounts/${ALICE}/multi`);
    const table = await screen.findByRole('table', { name: 'Multi-tokens' });
    await within(table).findByText('Gold');
    expect(bodyCellTexts(table)).toEqual([
      ['Gold', '7', '25,000', '0:33333…33333', '0:eeeee…eeeee'],
      [expect.stringMatching(/^Multi-token #16069…/), expect.stringMatching(/^16069…/), '25,000', '0:33333…33333', '0:fffff…fffff'],
    ]);
    expect(
      within(table)
        .getByText(/^16069…/)
        .getAttribute('title'),
    ).toBe(BIG_ID);
    expect(within(table).getByRole('link', { name: 'Gold' }).getAttribute('href')).toBe(`/accounts/${nftOf(1)}`);
    expect(bodiesOf('POST /nft/multi/wallets/search')).toEqual([{ ownerAddress: ALICE, limit: 20 }]);
  });

  it('says when it owns none, and when the list cannot be loaded', async () => {
    serveAccount(ALICE, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address) }),
      'POST /nft/multi/wallets/search': () => ({ data: page('wallets', []) }),
    });
    renderAppAt(`/accounts/${ALICE}/multi`);
    expect(await screen.findByText('There is nothing to show.')).toBeTruthy();

    cleanup();
    serveAccount(ALICE, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address) }),
      'POST /nft/multi/wallets/search': () => ({ status: 500, body: { error: { code: 'Internal', message: 'down' } } }),
    });
    renderAppAt(`/accounts/${ALICE}/multi`);
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
  });

  it('is named and headed in the interface language', async () => {
    localStorage.setItem('lang', 'ja');
    serveAccount(ALICE, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address) }),
      'POST /nft/multi/wallets/search': () => ({ data: page('wallets', [walletRow('7', { name: null })]) }),
    });
    renderAppAt(`/accounts/${ALICE}/multi`);
    const table = await screen.findByRole('table', { name: 'マルチトークン' });
    await within(table).findByText('マルチトークン #7');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['マルチトークン', 'ID', '残高', 'コレクション', 'ウォレット']);
  });
});

describe('a multi-token wallet on its account page', () => {
  it('shows its id, multi-token, balance, owner, collection and NFT, each party linking to its page', async () => {
    const wallet = walletRow(BIG_ID, { address: addressOf('e') });
    serveAccount(wallet.address, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address) }),
      'GET /nft/multi/wallets/:address': (_, { address }) => ({ data: address === wallet.address ? wallet : null }),
      'POST /nft/multi/wallets/search': () => ({ data: page('wallets', []) }),
    });
    renderAppAt(`/accounts/${wallet.address}`);
    const panel = await screen.findByRole('region', { name: 'Multi-token wallet' });
    const fact = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect([fact('ID').textContent, fact('Multi-token').textContent, fact('Balance').textContent]).toEqual([BIG_ID, 'Gold', '25,000']);
    expect(within(fact('Owner')).getByRole('link').getAttribute('href')).toBe(`/accounts/${ALICE}`);
    expect(within(fact('Collection')).getByRole('link').getAttribute('href')).toBe(`/accounts/${COLLECTION}`);
    expect(within(fact('NFT')).getByRole('link').getAttribute('href')).toBe(`/accounts/${nftOf(1)}`);
  });
});

describe('a multi-token’s NFT on its account page', () => {
  it('shows the multi-token’s supply, VEP 1155 among its standards, and its holders largest first with their share of the supply', async () => {
    const item = itemRow(0, { standards: ['TIP-4.1', 'VEP-1155'], supply: '1200', ownerAddress: COLLECTION, managerAddress: COLLECTION });
    serveAccount(NFT, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address, { nft: item }) }),
      'POST /nft/events/search': () => ({ data: { events: [], continuation: null } }),
      'POST /nft/multi/wallets/search': () => ({
        data: page('wallets', [
          walletRow('0', { balance: '900', nftAddress: NFT }),
          walletRow('0', { balance: '300', nftAddress: NFT, address: addressOf('f'), ownerAddress: COLLECTION }),
        ]),
      }),
    });
    renderAppAt(`/accounts/${NFT}`);
    const panel = await screen.findByRole('region', { name: 'NFT' });
    const fact = (label: string) => within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([fact('Standards'), fact('Supply')]).toEqual(['TIP-4.1, VEP 1155', '1,200']);

    const holders = await screen.findByRole('table', { name: 'Holders' });
    await within(holders).findByText('900');
    expect(bodyCellTexts(holders)).toEqual([
      ['0:aaaaa…aaaaa', '900', '75%', '0:eeeee…eeeee'],
      ['0:33333…33333', '300', '25%', '0:fffff…fffff'],
    ]);
    expect(bodiesOf('POST /nft/multi/wallets/search')).toEqual([{ nftAddress: NFT, limit: 20 }]);
  });

  it('shows no holders for an NFT that is no multi-token’s', async () => {
    serveAccount(NFT, {
      'GET /nft/accounts/:address': (_, { address }) => ({ data: nftAccount(address, { nft: itemRow(1) }) }),
      'POST /nft/events/search': () => ({ data: { events: [], continuation: null } }),
    });
    renderAppAt(`/accounts/${NFT}`);
    await screen.findByRole('region', { name: 'NFT' });
    expect(screen.queryByRole('table', { name: 'Holders' })).toBeNull();
    expect(bodiesOf('POST /nft/multi/wallets/search')).toEqual([]);
  });
});
