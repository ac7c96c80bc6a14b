// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64ByteLength } from '../src/features/transaction/base64-size.js';
import { transactionOutcome } from '../src/features/transaction/transaction-outcome.js';
import type { ComputePhase, TransactionDetails } from '@tvmscan/api/contract';
import { installFakeApi, type FakeApi, type FakeHandlers } from './support/fake-api.js';
import { BOUNCED, hex, inMessage, TOCK } from './support/detail-pages-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';
import { stubResizeObserver } from './support/resize-observer.js';

let api: FakeApi;
const RAW_BOC = 'te6ccgEBAQEABgAACAAAAAE=';

function serveTransaction(transaction: TransactionDetails | null, extra: FakeHandlers = {}): FakeApi {
  return installFakeApi(everscaleConfig, {
    ...extra,
    'POST /transactions': () =>
      transaction ? { data: { transaction } } : { status: 404, body: { error: { code: 'NotFound', kind: 'NotFound', message: 'trx not founded' } } },
    'POST /transactions/raw': () => ({ data: { boc: RAW_BOC } }),
  });
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const valueOf = (container: HTMLElement, label: string) => within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const withDescription = (description: Partial<TransactionDetails['description']>, rest: Partial<TransactionDetails> = {}): TransactionDetails => ({
  ...BOUNCED,
  ...rest,
  description: { ...BOUNCED.description, ...description },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the transaction page', () => {
  it('shows the main details, breadcrumbs and a title with the shortened hash', async () => {
    api = serveTransaction(BOUNCED);
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    const details = await screen.findByRole('region', { name: 'Transaction details' });
    await waitFor(() => expect(document.title).toBe('Transaction 000000000…000001f41 | Everscale'));
    expect(api.requests.find((request) => request.call === 'POST /transactions')?.body).toEqual({ id: BOUNCED.hash });
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' }))
        .getByRole('link', { name: 'Transactions' })
        .getAttribute('href'),
    ).toBe('/transactions');
    expect(valueOf(details, 'Hash')).toBe(BOUNCED.hash);
    expect(valueOf(details, 'Time')).toContain('(unix 1588856787)');
    expect(valueOf(details, 'Type')).toBe('Ordinary');
    expect(within(details).getByRole('link', { name: BOUNCED.accountId }).getAttribute('href')).toBe(`/accounts/${BOUNCED.accountId}`);
    expect(valueOf(details, 'Balance change')).toBe('-1.5 EVER');
    expect(valueOf(details, 'Value sent')).toBe('2.199 EVER');
    expect(valueOf(details, 'Value received')).toBe('2.2 EVER');
    expect(valueOf(details, 'Fees')).toBe('0.001 EVER');
    expect(valueOf(details, 'Method name')).toBe('-');
    expect(valueOf(details, 'Status')).toBe('AbortedSkipped');
  });

  it('names the tick or tock of a tick-tock transaction', async () => {
    api = serveTransaction(TOCK);
    renderAppAt(`/transactions/${TOCK.hash}`);
    const details = await screen.findByRole('region', { name: 'Transaction details' });
    expect(valueOf(details, 'Type')).toBe('Tick-tock (Tock)');
  });

  it('offers a phase tab only for the phases the transaction has, and the diagram only with a message', async () => {
    api = serveTransaction(TOCK);
    renderAppAt(`/transactions/${TOCK.hash}`);
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(tabNames()).toEqual(['Messages', 'Token operations', 'Fees', 'Storage phase', 'Compute phase', 'Action phase', 'Final state']);
    cleanup();
    api = serveTransaction(BOUNCED);
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    await screen.findByRole('navigation', { name: 'Sections' });
    expect(tabNames()).toEqual([
      'Messages',
      'Token operations',
      'Fees',
      'Storage phase',
      'Credit phase',
      'Compute phase',
      'Bounce phase',
      'Final state',
      'Diagram',
    ]);
  });

  it('sends a phase tab the transaction lacks back to the messages tab', async () => {
    api = serveTransaction(TOCK);
    renderAppAt(`/transactions/${TOCK.hash}/bounce-ph`);
    await screen.findByRole('region', { name: 'Transaction details' });
    await waitFor(() => expect(window.location.pathname).toBe(`/transactions/${TOCK.hash}`));
    expect(await screen.findByRole('link', { name: 'Messages', current: 'page' })).toBeTruthy();
  });

  it('explains an aborted transaction by its result code when the VM succeeded', async () => {
    api = serveTransaction(TOCK);
    renderAppAt(`/transactions/${TOCK.hash}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Error: result code 37: Insufficient balance');
  });

  it("explains the code in the visitor's language", async () => {
    localStorage.setItem('lang', 'ko');
    api = serveTransaction(TOCK);
    renderAppAt(`/transactions/${TOCK.hash}`);
    expect((await screen.findByRole('alert')).textContent).toBe('오류: 결과 코드 37: 잔액 부족');
  });

  it('explains an aborted transaction by its exit code, showing -14 as 13', async () => {
    api = serveTransaction({ ...TOCK, exitCode: -14, resultCode: null });
    renderAppAt(`/transactions/${TOCK.hash}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Error: exit code 13: Out of gas (negative gas)');
  });

  it("warns 'Receiving native currency with an uninitialized account' when value reaches an uninitialized account", async () => {
    api = serveTransaction({ ...BOUNCED, origStatus: 'Uninit', endStatus: 'Uninit' });
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    const warning = await screen.findByText('Receiving native currency with an uninitialized account');
    expect(warning.textContent).toBe('Warning: Receiving native currency with an uninitialized account');
    expect(warning.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no notice for a transaction that was not aborted', async () => {
    api = serveTransaction({ ...TOCK, aborted: false, resultCode: 0 });
    renderAppAt(`/transactions/${TOCK.hash}`);
    await screen.findByRole('region', { name: 'Transaction details' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows every expanded field and the raw BOC with its size once more details open', async () => {
    api = serveTransaction(TOCK);
    renderAppAt(`/transactions/${TOCK.hash}`);
    await userEvent.click(await screen.findByRole('button', { name: 'More details' }));
    const more = screen.getByRole('region', { name: 'More transaction details' });
    expect(within(more).getByRole('link', { name: '-1:8:99' }).getAttribute('href')).toBe(`/blocks/${TOCK.block.rootHash}`);
    expect(valueOf(more, 'Logical time')).toBe('137000003');
    expect(within(more).getByRole('link', { name: TOCK.prevTransHash }).getAttribute('href')).toBe(`/transactions/${TOCK.prevTransHash}`);
    expect(valueOf(more, 'Previous transaction logical time')).toBe('137000001');
    expect(valueOf(more, 'Original status')).toBe('Active');
    expect(valueOf(more, 'End status')).toBe('Active');
    expect(valueOf(more, 'Old state hash')).toBe(TOCK.oldHash);
    expect(valueOf(more, 'New state hash')).toBe(TOCK.newHash);
    expect(valueOf(more, 'Exit code')).toBe('0');
    expect(valueOf(more, 'Result code')).toBe('37 — Insufficient balance');
    expect(valueOf(more, 'Aborted')).toBe('Yes');
    expect(within(more).queryByText('Credit first')).toBeNull();
    expect(await within(more).findByText(RAW_BOC)).toBeTruthy();
    expect(within(more).getByRole('heading', { name: 'Raw data (base64) · 17 bytes' })).toBeTruthy();
  });

  it('reads a zero previous hash as no previous transaction and shows credit-first for an ordinary one', async () => {
    api = serveTransaction(BOUNCED);
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    await userEvent.click(await screen.findByRole('button', { name: 'More details' }));
    const more = screen.getByRole('region', { name: 'More transaction details' });
    expect(valueOf(more, 'Previous transaction')).toBe('None');
    expect(within(more).queryByText('Previous transaction logical time')).toBeNull();
    expect(valueOf(more, 'Credit first')).toBe('No');
    expect(valueOf(more, 'Exit code')).toBe('-');
  });

  it('lists the inbound and outbound messages with the transactions at their other ends', async () => {
    api = serveTransaction(BOUNCED);
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    const incoming = await screen.findByRole('table', { name: 'Incoming message' });
    expect(within(incoming).getAllByRole('row')).toHaveLength(2);
    expect(within(incoming).getByText('Internal')).toBeTruthy();
    expect(within(incoming).getByRole('link', { name: '00000…01b58' }).getAttribute('href')).toBe(`/transactions/${hex(7000)}`);
    const outgoing = screen.getByRole('table', { name: 'Outgoing messages' });
    expect(within(outgoing).getByRole('link', { name: '00000…01b5a' }).getAttribute('href')).toBe(`/messages/${hex(7002)}`);
  });

  it('shows the inbound call a known ABI reads with its arguments, fetching the raw body only when its disclosure opens', async () => {
    const call = 'te6ccgEBAQEABgAACHPiIUM=';
    const decodedBody = {
      kind: 'function' as const,
      name: 'transfer',
      functionId: 0x73e22143,
      abi: 'TIP-3 TokenWallet',
      arguments: { amount: '90000000' },
    };
    const messageCalls: string[] = [];
    api = serveTransaction(
      { ...BOUNCED, inMessage: { ...inMessage, decodedBody } },
      {
        'POST /messages': (body) => {
          messageCalls.push((body as { id: string }).id);
          return { data: { message: { ...inMessage, decodedBody, boc: call, body: call, stateInit: null } } };
        },
      },
    );
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    const incoming = await screen.findByRole('table', { name: 'Incoming message' });
    expect(within(incoming).getByText('transfer')).toBeTruthy();
    const bodies = screen.getByRole('region', { name: 'Decoded bodies' });
    expect(within(bodies).getByText('Call of transfer')).toBeTruthy();
    expect(within(bodies).getByText('amount').nextElementSibling?.textContent).toBe('90000000');
    expect(messageCalls).toEqual([]);
    await userEvent.click(within(bodies).getByText('Raw body'));
    expect(await within(bodies).findByText('x{73E22143}')).toBeTruthy();
    expect(messageCalls).toEqual([inMessage.messageHash]);
  });

  it("shows 'no data' for token operations while tokens are not indexed", async () => {
    api = serveTransaction(BOUNCED);
    renderAppAt(`/transactions/${BOUNCED.hash}/token-operations`);
    const panel = await screen.findByRole('region', { name: 'Token operations' });
    expect(within(panel).getByText('no data')).toBeTruthy();
  });

  it('breaks the fees down into storage, gas, action, bounce, other, outbound forward fees and total', async () => {
    api = serveTransaction({
      ...BOUNCED,
      fees: { storage: '1000000', gas: '2000000', action: '3000000', bounce: '4000000', other: '0', fwd: '5000000', total: '15000000' },
    });
    renderAppAt(`/transactions/${BOUNCED.hash}/fees`);
    const fees = await screen.findByRole('region', { name: 'Fees' });
    const shown = within(fees)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Storage', '0.001 EVER'],
      ['Gas', '0.002 EVER'],
      ['Action', '0.003 EVER'],
      ['Bounce', '0.004 EVER'],
      ['Other', '0 EVER'],
      ['Outbound forward fees', '0.005 EVER'],
      ['Total', '0.015 EVER'],
    ]);
  });

  it('shows the storage and credit phases', async () => {
    api = serveTransaction(BOUNCED);
    renderAppAt(`/transactions/${BOUNCED.hash}/storage-ph`);
    const storage = await screen.findByRole('region', { name: 'Storage phase' });
    expect(valueOf(storage, 'Fees collected')).toBe('0 EVER');
    expect(valueOf(storage, 'Status change')).toBe('Unchanged');
    await userEvent.click(screen.getByRole('link', { name: 'Credit phase' }));
    const credit = await screen.findByRole('region', { name: 'Credit phase' });
    expect(valueOf(credit, 'Due fees collected')).toBe('-');
    expect(valueOf(credit, 'Credit')).toBe('2.2 EVER');
  });

  it('shows a skipped compute phase with its reason', async () => {
    api = serveTransaction(BOUNCED);
    renderAppAt(`/transactions/${BOUNCED.hash}/compute-ph`);
    const compute = await screen.findByRole('region', { name: 'Compute phase' });
    expect(valueOf(compute, 'Type')).toBe('Skipped');
    expect(within(compute).getByText('Skipped').getAttribute('data-tone')).toBe('neutral');
    expect(valueOf(compute, 'Skip reason')).toBe('NoState');
  });

  it('shows a transaction whose compute phase was skipped as aborted and skipped, two coloured badges', async () => {
    api = serveTransaction(BOUNCED);
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    const status = (await screen.findByText('Status', { selector: 'dt' })).nextElementSibling as HTMLElement;
    const badges = [...status.querySelectorAll('[data-tone]')].map((badge) => `${badge.getAttribute('data-tone')} ${badge.textContent}`);
    expect(badges).toEqual(['failure Aborted', 'neutral Skipped']);
  });

  it('shows every field of a Vm compute phase', async () => {
    const vm = {
      ...(TOCK.description.compute as Extract<ComputePhase, { kind: 'Vm' }>),
      gasCredit: 10000,
      exitCode: -14,
      exitArg: 7,
      gasFees: '1500000000',
      gasUsed: '1234567',
    };
    api = serveTransaction({ ...TOCK, description: { ...TOCK.description, compute: vm } });
    renderAppAt(`/transactions/${TOCK.hash}/compute-ph`);
    const compute = await screen.findByRole('region', { name: 'Compute phase' });
    const shown = Object.fromEntries(
      within(compute)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Type: 'Vm',
      Success: 'Yes',
      'Gas limit': '10,000,000',
      'Gas used': '1,234,567',
      'Gas fees': '1.5 EVER',
      'Gas credit': '10,000',
      'Message state used': 'No',
      'Account activated': 'No',
      Mode: '0',
      'Exit code': '13 — Out of gas (negative gas)',
      'Exit argument': '7',
      'VM steps': '48',
      'Initial state hash': '0'.repeat(64),
      'Final state hash': '0'.repeat(64),
    });
  });

  it('shows every field of the action phase', async () => {
    api = serveTransaction(TOCK);
    renderAppAt(`/transactions/${TOCK.hash}/action-ph`);
    const action = await screen.findByRole('region', { name: 'Action phase' });
    const shown = Object.fromEntries(
      within(action)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Success: 'No',
      Valid: 'Yes',
      'No funds': 'Yes',
      'Status change': 'Unchanged',
      'Total forward fees': '-',
      'Total action fees': '-',
      'Result code': '37 — Insufficient balance',
      'Result argument': '2',
      'Total actions': '3',
      'Special actions': '0',
      'Skipped actions': '0',
      'Messages created': '2',
      'Action list hash': '8cd74278bdc7c59101354baffaaf8d58cfef253b43a2690bc6fd31dda99f083d',
    });
  });

  it('shows an Ok bounce phase with the message size and its fees', async () => {
    api = serveTransaction(BOUNCED);
    renderAppAt(`/transactions/${BOUNCED.hash}/bounce-ph`);
    const bounce = await screen.findByRole('region', { name: 'Bounce phase' });
    const shown = Object.fromEntries(
      within(bounce)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Kind: 'Ok',
      'Message size, cells': '1',
      'Message size, bits': '1,023',
      'Message fees': '0.000666 EVER',
      'Forward fees': '0.000334 EVER',
    });
  });

  it('shows a Nofunds bounce phase with the required forward fees, and only the kind for Negfunds', async () => {
    api = serveTransaction(withDescription({ bounce: { kind: 'Nofunds', msgSize: { bits: 700, cells: 2 }, reqFwdFees: '10000000' } }));
    renderAppAt(`/transactions/${BOUNCED.hash}/bounce-ph`);
    const bounce = await screen.findByRole('region', { name: 'Bounce phase' });
    expect(valueOf(bounce, 'Kind')).toBe('Nofunds');
    expect(valueOf(bounce, 'Message size, cells')).toBe('2');
    expect(valueOf(bounce, 'Required forward fees')).toBe('0.01 EVER');
    expect(within(bounce).queryByText('Message fees')).toBeNull();
    cleanup();
    api = serveTransaction(withDescription({ bounce: { kind: 'Negfunds' } }));
    renderAppAt(`/transactions/${BOUNCED.hash}/bounce-ph`);
    const negfunds = await screen.findByRole('region', { name: 'Bounce phase' });
    expect(
      within(negfunds)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Kind']);
  });

  it('shows whether the account was destroyed', async () => {
    api = serveTransaction(withDescription({ destroyed: true }));
    renderAppAt(`/transactions/${BOUNCED.hash}/final-ph`);
    const final = await screen.findByRole('region', { name: 'Final state' });
    expect(valueOf(final, 'Destroyed')).toBe('Yes');
  });

  it('draws the message chain of the transaction in the diagram tab, from its inbound message', async () => {
    stubResizeObserver();
    api = serveTransaction(BOUNCED, {
      'POST /messages/tree': () => ({
        data: {
          root: { kind: 'Message', hash: inMessage.messageHash },
          truncated: false,
          messages: [inMessage, ...BOUNCED.outMessages],
          transactions: [BOUNCED],
        },
      }),
    });
    renderAppAt(`/transactions/${BOUNCED.hash}/diagram`);
    const diagram = await screen.findByRole('region', { name: 'Diagram' });
    const graph = await within(diagram).findByRole('figure', { name: 'Message chain diagram' }, { timeout: 5000 });
    await waitFor(() =>
      expect(
        within(graph)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toContain(`/transactions/${BOUNCED.hash}`),
    );
    expect(api.requests.find((request) => request.call === 'POST /messages/tree')?.body).toEqual({ id: hex(7001) });
    expect(within(diagram).getByRole('link', { name: 'Open the message page' }).getAttribute('href')).toBe(`/messages/${hex(7001)}`);
  });

  it("shows 'Transaction not found' when the API answers 'trx not founded'", async () => {
    api = serveTransaction(null);
    renderAppAt(`/transactions/${hex(404)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Transaction not found | Everscale'));
  });
});

describe('transaction outcome (spec 000 §4)', () => {
  const base = { aborted: true, exitCode: null, resultCode: null, origStatus: 'Active', endStatus: 'Active' } as const;

  it('warns only for an aborted transaction without exit code on an uninitialized account', () => {
    expect(transactionOutcome({ ...base, origStatus: 'Uninit', endStatus: 'Uninit' })).toEqual({ kind: 'uninitWarning' });
    expect(transactionOutcome({ ...base, origStatus: 'NonExist', endStatus: 'Uninit' })).toEqual({ kind: 'uninitWarning' });
    expect(transactionOutcome({ ...base, origStatus: 'NonExist', endStatus: 'NonExist' })).toEqual({ kind: 'error', cause: null });
    expect(transactionOutcome({ ...base, origStatus: 'Uninit', endStatus: 'Uninit', exitCode: 60 })).toEqual({
      kind: 'error',
      cause: { source: 'exit', code: 60, meaning: 'Wrong function id' },
    });
  });

  it('prefers a failing exit code to the result code, and keeps codes the catalogue lacks', () => {
    expect(transactionOutcome({ ...base, exitCode: -3, resultCode: 37 })).toEqual({
      kind: 'error',
      cause: { source: 'exit', code: 2, meaning: 'Stack underflow' },
    });
    expect(transactionOutcome({ ...base, exitCode: 1, resultCode: 37 })).toEqual({
      kind: 'error',
      cause: { source: 'result', code: 37, meaning: 'Insufficient balance' },
    });
    expect(transactionOutcome({ ...base, exitCode: 1234 })).toEqual({ kind: 'error', cause: { source: 'exit', code: 1234, meaning: null } });
    expect(transactionOutcome({ ...base, aborted: false, exitCode: 60 })).toEqual({ kind: 'ok' });
  });
});

describe('base64 sizes', () => {
  it('counts the decoded bytes, padding included', () => {
    expect(base64ByteLength('')).toBe(0);
    expect(base64ByteLength('YQ==')).toBe(1);
    expect(base64ByteLength('YWI=')).toBe(2);
    expect(base64ByteLength('YWJj')).toBe(3);
    expect(base64ByteLength(RAW_BOC)).toBe(17);
  });
});
