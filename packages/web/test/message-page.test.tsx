// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beginCell } from '@ton/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '@tvmscan/api/contract';
import type { MessageTree } from '../src/features/message-diagram/index.js';
import { installFakeApi } from './support/fake-api.js';
import type { FakeApi, FakeHandlers } from './support/fake-api.js';
import { address, hash, message, messageDetails, sampleTree, transaction } from './support/chain-fixtures.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';
import { stubResizeObserver } from './support/resize-observer.js';

let api: FakeApi;

function serveMessage(tree: MessageTree = sampleTree(), extra: FakeHandlers = {}) {
  const details = messageDetails(0x02, {
    messageValue: '1500000000',
    fwdFee: '1234567',
    ihrFee: '0',
    importFee: '0',
    srcTransactionHash: hash(0x11),
    dstTransactionHash: hash(0x12),
    bounce: true,
    bounced: false,
  });
  api = installFakeApi(everscaleConfig, {
    'POST /messages': (body) =>
      (body as { id: string }).id === hash(0x02)
        ? { data: { message: details } }
        : { status: 404, body: { error: { code: 'NotFound', kind: 'NotFound', message: 'message not found' } } },
    'POST /messages/tree': () => ({ data: tree }),
    ...extra,
  });
}

const chainPanel = () => screen.findByRole('region', { name: 'Message chain' });
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the message page', () => {
  it('shows a comment body as its text and any other body as its cells, each above the base64', async () => {
    const comment = beginCell().storeUint(0, 32).storeStringTail('gm').endCell().toBoc().toString('base64');
    const call = beginCell().storeUint(0x5fcc3d14, 32).endCell().toBoc().toString('base64');
    api = installFakeApi(everscaleConfig, {
      'POST /messages': (body) => ({
        data: { message: messageDetails(0x02, { body: (body as { id: string }).id === hash(0x02) ? comment : call }) },
      }),
      'POST /messages/tree': () => ({ data: sampleTree() }),
    });
    renderAppAt(`/messages/${hash(0x02)}`);
    await screen.findByLabelText('Message details');
    expect(within(detail('Body')).getByText('Text comment').nextElementSibling?.textContent).toBe('gm');
    expect(within(detail('Body')).getByText(comment)).toBeTruthy();
    cleanup();
    renderAppAt(`/messages/${hash(0x03)}`);
    await screen.findByLabelText('Message details');
    expect(within(detail('Body')).getByText('Cells').nextElementSibling?.textContent).toBe('x{5FCC3D14}');
  });

  it('shows a body a known ABI reads as its call and argument tree, the raw cells behind a closed disclosure', async () => {
    const call = beginCell().storeUint(0x73e22143, 32).endCell().toBoc().toString('base64');
    const recipient = address(0x44);
    const decodedBody = {
      kind: 'function' as const,
      name: 'transfer',
      functionId: 0x73e22143,
      abi: '@broxus/tip3/contracts/TokenWallet',
      arguments: { amount: '3354100395451000000000', recipient, payload: { flags: [true, false] } },
    };
    api = installFakeApi(everscaleConfig, {
      'POST /messages': () => ({ data: { message: messageDetails(0x02, { body: call, decodedBody }) } }),
      'POST /messages/tree': () => ({ data: sampleTree() }),
    });
    renderAppAt(`/messages/${hash(0x02)}`);
    await screen.findByLabelText('Message details');
    const body = detail('Body');
    expect(within(body).getByText('Call of transfer')).toBeTruthy();
    expect(within(body).getByText('· read with the ABI of @broxus/tip3/contracts/TokenWallet')).toBeTruthy();
    expect(within(body).getByText('amount').nextElementSibling?.textContent).toBe('3354100395451000000000');
    expect(within(body).getByRole('link', { name: recipient }).getAttribute('href')).toBe(`/accounts/${recipient}`);
    expect(within(body).getByText('[1]').nextElementSibling?.textContent).toBe('false');
    const raw = within(body).getByText('Raw body').closest('details')!;
    expect(raw.open).toBe(false);
    expect(within(raw).getByText('Cells').nextElementSibling?.textContent).toBe('x{73E22143}');
  });

  it('shows the main details with amounts in EVER and the parent and child transactions as links', async () => {
    serveMessage();
    renderAppAt(`/messages/${hash(0x02)}/messages`);
    await screen.findByLabelText('Message details');
    expect(detail('Type').textContent).toBe('Internal');
    expect(detail('Value').textContent).toBe('1.5 EVER');
    expect(detail('Forward fee').textContent).toBe('0.001234567 EVER');
    expect(detail('Bounce').textContent).toBe('Yes');
    expect(detail('Bounced').textContent).toBe('No');
    expect(within(detail('Parent transaction')).getByRole('link').getAttribute('href')).toBe(`/transactions/${hash(0x11)}`);
    expect(within(detail('Child transaction')).getByRole('link').getAttribute('href')).toBe(`/transactions/${hash(0x12)}`);
    expect(detail('State init').textContent).toBe('-');
    expect(within(detail('Raw BOC')).getByText('te6ccgEBAQEAAgAAAA==')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Message 020202020…202020202 | Everscale'));
    for (const [label, value, href] of [
      ['Source', address(0xa1), `/accounts/${address(0xa1)}`],
      ['Destination', address(0xa2), `/accounts/${address(0xa2)}`],
      ['Parent transaction', hash(0x11), `/transactions/${hash(0x11)}`],
    ]) {
      expect(within(detail(label!)).getByRole('link', { name: value }).getAttribute('href')).toBe(href);
      expect(within(detail(label!)).getByRole('button', { name: `Copy ${value!.slice(0, 9)}…${value!.slice(-9)}` })).toBeTruthy();
    }
  });

  it('offers the seven views of the chain as links, the current one marked', async () => {
    serveMessage();
    renderAppAt(`/messages/${hash(0x02)}/transactions/errors`);
    const tabs = await screen.findByRole('navigation', { name: 'Views of the message chain' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Graph', `/messages/${hash(0x02)}`],
      ['Messages', `/messages/${hash(0x02)}/messages`],
      ['Transactions', `/messages/${hash(0x02)}/transactions`],
      ['Events', `/messages/${hash(0x02)}/events`],
      ['Total fees', `/messages/${hash(0x02)}/transactions/total-fees`],
      ['Errors', `/messages/${hash(0x02)}/transactions/errors`],
      ['Warnings', `/messages/${hash(0x02)}/transactions/warnings`],
    ]);
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Errors');
  });

  it('lists the aborted transactions with the meaning of their exit code under errors', async () => {
    serveMessage();
    renderAppAt(`/messages/${hash(0x02)}/transactions/errors`);
    const table = await within(await chainPanel()).findByRole('table', { name: 'Errors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Exit code 60');
    expect(rows[0]!.textContent).toContain('Wrong function id');
  });

  it('lists the uninitialized-account case under warnings, and shows no data when there is none', async () => {
    serveMessage();
    renderAppAt(`/messages/${hash(0x02)}/transactions/warnings`);
    const table = await within(await chainPanel()).findByRole('table', { name: 'Warnings' });
    expect(within(table).getByText('Receiving native currency with an uninitialized account')).toBeTruthy();
    cleanup();
    serveMessage({ ...sampleTree(), transactions: [transaction(0x11)] });
    renderAppAt(`/messages/${hash(0x02)}/transactions/warnings`);
    expect(await within(await chainPanel()).findByText('no data')).toBeTruthy();
  });

  it('sums the fees of the chain and lists them per transaction', async () => {
    serveMessage();
    renderAppAt(`/messages/${hash(0x02)}/transactions/total-fees`);
    const sum = await within(await chainPanel()).findByText('Total fees of the chain');
    expect(sum.nextElementSibling?.textContent).toBe('0.023 EVER');
    expect(within(await chainPanel()).getAllByRole('row')).toHaveLength(4);
  });

  it('shows the external-out messages as events, paged only beyond 50', async () => {
    serveMessage();
    renderAppAt(`/messages/${hash(0x02)}/events`);
    const table = await within(await chainPanel()).findByRole('table', { name: 'Events' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(await chainPanel()).queryByRole('navigation', { name: 'Pages' })).toBeNull();
    cleanup();
    const events = Array.from({ length: 51 }, (_, index) =>
      message(0x40 + index, { messageType: 'ExternalOut', srcTransactionHash: hash(0x11), dstAddress: null }),
    );
    serveMessage({ ...sampleTree(), messages: [...sampleTree().messages, ...events] });
    renderAppAt(`/messages/${hash(0x02)}/events`);
    const paged = await within(await chainPanel()).findByRole('table', { name: 'Events' });
    expect(within(paged).getAllByRole('row')).toHaveLength(51);
    expect(within(await chainPanel()).getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('lists the chain messages and transactions', async () => {
    serveMessage();
    renderAppAt(`/messages/${hash(0x02)}/messages`);
    const messages = await within(await chainPanel()).findByRole('table', { name: 'Messages' });
    expect(within(messages).getAllByRole('row')).toHaveLength(5);
    expect(within(messages).getByText('External out')).toBeTruthy();
  });

  it('draws the chain as a graph whose nodes link to their transactions and messages, labelled by outcome', async () => {
    stubResizeObserver();
    serveMessage();
    renderAppAt(`/messages/${hash(0x02)}`);
    const graph = await screen.findByRole('figure', { name: 'Message chain diagram' }, { timeout: 5000 });
    await waitFor(() => expect(within(graph).getAllByRole('link')).toHaveLength(7));
    const hrefs = within(graph)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(`/transactions/${hash(0x12)}`);
    expect(hrefs).toContain(`/messages/${hash(0x04)}`);
    expect(within(graph).getByText('Exit code 60: Wrong function id')).toBeTruthy();
    expect(within(graph).getByText('Receiving native currency with an uninitialized account')).toBeTruthy();
    expect(within(graph).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
  });

  it('labels each transaction of the graph with its action, else the method it ran, above its account', async () => {
    stubResizeObserver();
    const tree = sampleTree();
    tree.transactions[2] = { ...tree.transactions[2]!, methodName: 'acceptTransfer' };
    const transfer: Action = {
      transactionHash: hash(0x12),
      position: 0,
      traceId: hash(0x11),
      lt: '2000',
      time: 1_700_000_001,
      type: 'TokenTransfer',
      success: true,
      failure: null,
      accounts: [address(0xa1), address(0xa2)],
      amount: '3354100395451',
      token: { standard: 'Tip3', root: address(0xa3), symbol: 'WEVER', decimals: 9 },
      details: { from: { owner: address(0xa1), wallet: null }, to: { owner: address(0xa2), wallet: null }, bounced: false },
    };
    serveMessage(tree, { 'POST /actions/by_transactions': () => ({ data: { actions: [transfer] } }) });
    renderAppAt(`/messages/${hash(0x02)}`);
    const graph = await screen.findByRole('figure', { name: 'Message chain diagram' }, { timeout: 5000 });
    const sentence = await within(graph).findByText(/3,354\.100395451 WEVER/);
    expect(sentence.nextElementSibling?.getAttribute('title')).toBe(address(0xa2));
    expect(within(graph).getByText('acceptTransfer')).toBeTruthy();
    expect(api.requests.find((request) => request.call === 'POST /actions/by_transactions')?.body).toEqual({
      hashes: [hash(0x11), hash(0x12), hash(0x13)],
    });
  });

  it('shows no data in the graph when the chain has no transaction', async () => {
    serveMessage({ root: { kind: 'Message', hash: hash(0x02) }, truncated: false, messages: [message(0x02)], transactions: [] });
    renderAppAt(`/messages/${hash(0x02)}`);
    expect(await within(await chainPanel()).findByText('no data')).toBeTruthy();
  });

  it('says that the network has no such message, naming it, for an unknown message', async () => {
    serveMessage();
    renderAppAt(`/messages/${hash(0x99)}`);
    expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeTruthy();
    expect(screen.getByText(`There is no message ${hash(0x99)} in this network’s index.`)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Message not found | Everscale'));
    await waitFor(() => expect(api.requests.some((request) => request.call === 'POST /messages')).toBe(true));
    expect(api.requests.some((request) => request.call === 'POST /messages/tree')).toBe(false);
  });
});
