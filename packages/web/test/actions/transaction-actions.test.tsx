// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, TraceResponse } from '@tvmscan/api/contract';
import { createI18n } from '../../src/app/i18n/create-i18n.js';
import { actionSentence, headlineAction } from '../../src/features/actions/action-sentence.js';
import { LANGUAGES } from '../../src/shared/i18n/languages.js';
import { account, address } from '../support/chain-fixtures.js';
import { BOUNCED } from '../support/detail-pages-api.js';
import { installFakeApi } from '../support/fake-api.js';
import { hex, serveMainPage } from '../support/main-page-api.js';
import { everscaleConfig } from '../support/network-configs.js';
import { renderAppAt } from '../support/render-app.js';

const OWNER = `0:${'ab'.repeat(31)}cd`;
const RECEIVER = `0:${'12'.repeat(31)}ef`;
const WALLET = `0:${'34'.repeat(32)}`;
const ROOT = `0:${'56'.repeat(32)}`;
const NATIVE = { decimals: 9, tokenSymbol: 'EVER' };

const place = (transactionHash: string, position = 0) => ({ transactionHash, position, traceId: BOUNCED.hash, lt: '1000', time: 1_700_000_000 });
const base = { success: true, failure: null, amount: null, token: null };

const TOKEN_TRANSFER: Action = {
  ...place(hex(7002)),
  ...base,
  type: 'TokenTransfer',
  accounts: [OWNER, RECEIVER],
  amount: '3354100395451',
  token: { standard: 'Tip3', root: ROOT, symbol: 'WEVER', decimals: 9 },
  details: { from: { owner: OWNER, wallet: WALLET }, to: { owner: RECEIVER, wallet: null }, bounced: false },
};
const WALLET_SEND: Action = {
  ...place(BOUNCED.hash),
  ...base,
  type: 'WalletSend',
  accounts: [OWNER, WALLET],
  amount: '500000000',
  details: {
    wallet: OWNER,
    standard: 'EverWallet',
    method: 'sendTransaction',
    signer: 'aa'.repeat(32),
    request: { to: WALLET, amount: '500000000', bounce: true },
    confirms: null,
    transfers: [{ to: WALLET, amount: '500000000', bounce: true, comment: null, functionId: 1, functionName: 'transfer', tokenTransfer: null }],
  },
};
const NATIVE_TRANSFER: Action = {
  ...place(hex(1000)),
  ...base,
  type: 'NativeTransfer',
  accounts: [OWNER, RECEIVER],
  amount: '1500000000',
  details: { from: OWNER, to: RECEIVER, comment: 'thanks', bounceable: true },
};

/** One action of every type, each as the API answers it. */
const EVERY_TYPE: Action[] = [
  { ...place(hex(1)), ...base, type: 'TickTock', accounts: [OWNER], details: { account: OWNER, kind: 'Tick' } },
  NATIVE_TRANSFER,
  {
    ...place(hex(3)),
    ...base,
    type: 'Bounce',
    accounts: [OWNER],
    amount: '1',
    details: { from: RECEIVER, to: OWNER, functionId: null, functionName: null },
  },
  TOKEN_TRANSFER,
  { ...TOKEN_TRANSFER, type: 'TokenMint', details: { to: { owner: RECEIVER, wallet: null } } },
  { ...TOKEN_TRANSFER, type: 'TokenBurn', details: { from: { owner: OWNER, wallet: WALLET }, bounced: false } },
  {
    ...place(hex(5)),
    ...base,
    type: 'NftMint',
    accounts: [OWNER],
    details: { nft: WALLET, collection: ROOT, id: '7', owner: OWNER, manager: OWNER },
  },
  {
    ...place(hex(5)),
    ...base,
    type: 'NftTransfer',
    accounts: [OWNER],
    details: { nft: WALLET, collection: ROOT, id: '7', from: OWNER, to: RECEIVER, manager: null },
  },
  {
    ...place(hex(5)),
    ...base,
    type: 'NftManagerChange',
    accounts: [OWNER],
    details: { nft: WALLET, collection: ROOT, id: '7', from: OWNER, to: RECEIVER },
  },
  { ...place(hex(5)), ...base, type: 'NftBurn', accounts: [OWNER], details: { nft: WALLET, collection: ROOT, id: '7', owner: OWNER } },
  { ...place(hex(6)), ...base, type: 'MultiTokenMint', accounts: [OWNER], amount: '3', details: { collection: ROOT, id: '2', nft: null, to: OWNER } },
  {
    ...place(hex(6)),
    ...base,
    type: 'MultiTokenTransfer',
    accounts: [OWNER],
    amount: '3',
    details: { collection: ROOT, id: '2', nft: null, from: OWNER, to: RECEIVER, fromWallet: WALLET, toWallet: ROOT },
  },
  {
    ...place(hex(6)),
    ...base,
    type: 'MultiTokenBurn',
    accounts: [OWNER],
    amount: '3',
    details: { collection: ROOT, id: '2', nft: null, owner: OWNER },
  },
  {
    ...place(hex(8)),
    ...base,
    type: 'ContractDeploy',
    accounts: [OWNER],
    details: { account: OWNER, deployer: null, codeHash: null, contractName: 'Wallet' },
  },
  {
    ...place(hex(8)),
    ...base,
    type: 'ContractCall',
    accounts: [OWNER],
    details: { contract: OWNER, caller: null, contractName: 'Game', function: 'play', arguments: {}, external: true },
  },
  WALLET_SEND,
  { ...place(hex(9)), ...base, type: 'ElectionStake', accounts: [OWNER], amount: '10', details: { validator: OWNER, elector: ROOT, accepted: true } },
  { ...place(hex(9)), ...base, type: 'ElectionRecover', accounts: [OWNER], amount: '10', details: { validator: OWNER, elector: ROOT } },
  {
    ...place(hex(9)),
    ...base,
    type: 'Call',
    accounts: [OWNER],
    details: { from: null, to: OWNER, functionId: 5, functionName: 'submit', standards: ['SafeMultisig'], bodyHash: null, external: true },
  },
];

function serveTrace(actions: Action[]) {
  const trace: TraceResponse = {
    trace: {
      id: BOUNCED.hash,
      rootMessageHash: null,
      rootAccount: OWNER,
      startLt: '1000',
      endLt: '1004',
      startTime: 1_700_000_000,
      endTime: 1_700_000_001,
      transactionCount: 2,
      actionCount: actions.length,
      pendingMessages: 0,
      complete: true,
    },
    transactions: [
      { ...BOUNCED, parentHash: null },
      { ...BOUNCED, hash: hex(7002), parentHash: BOUNCED.hash },
    ],
    messages: [],
    actions,
    truncated: false,
  };
  return installFakeApi(everscaleConfig, {
    'POST /transactions': () => ({ data: { transaction: BOUNCED } }),
    'POST /traces/by_transaction': () => ({ data: trace }),
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sentences actions are told in', () => {
  it.each(LANGUAGES)('tells every type of action in %s from its fields, every value filled in', (language) => {
    const t = createI18n(language).getFixedT(language, 'actions');
    const sentences = EVERY_TYPE.map((action) => actionSentence(action, t, NATIVE));
    for (const sentence of sentences) expect(sentence).not.toMatch(/\{\{|sentences\.|undefined|null/);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(sentences[3]).toContain('WEVER');
    expect(sentences[3]).toContain('0:1212…12ef');
  });

  it("tells a transfer from the receiver's side in its history", () => {
    const t = createI18n('en').getFixedT('en', 'actions');
    expect(actionSentence(NATIVE_TRANSFER, t, NATIVE, RECEIVER)).toBe('Received 1.5 EVER from 0:abab…abcd: “thanks”');
    expect(actionSentence(NATIVE_TRANSFER, t, NATIVE, OWNER)).toBe('Sent 1.5 EVER to 0:1212…12ef: “thanks”');
    expect(actionSentence(TOKEN_TRANSFER, t, NATIVE, RECEIVER)).toBe('Received 3,354.100395451 WEVER from 0:abab…abcd');
  });

  it('leads with the tokens a trace moved rather than the wallet call that sent them', () => {
    expect(headlineAction([WALLET_SEND, TOKEN_TRANSFER])).toBe(TOKEN_TRANSFER);
    expect(headlineAction([])).toBeUndefined();
  });
});

describe('the transaction page', () => {
  it('opens with what its trace did: the tokens sent and to whom, the fees and the outcome', async () => {
    serveTrace([WALLET_SEND, TOKEN_TRANSFER]);
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    const summary = await screen.findByRole('region', { name: 'What the transaction did' });
    expect(summary.textContent).toMatch(/^Sent 3,354\.100395451 WEVER to 0:1212…12efFee 0\.002 EVERSuccess\+1 more in the trace/);
  });

  it("lists the trace's other actions behind its “more” disclosure", async () => {
    serveTrace([WALLET_SEND, TOKEN_TRANSFER]);
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    const summary = await screen.findByRole('region', { name: 'What the transaction did' });
    const disclosure = summary.querySelector('details')!;
    expect(disclosure.open).toBe(false);
    await userEvent.click(within(summary).getByText('+1 more in the trace'));
    expect(disclosure.open).toBe(true);
    const t = createI18n('en').getFixedT('en', 'actions');
    const listed = [...summary.querySelectorAll('[data-actions="trace"] li')].map((item) => item.textContent);
    expect(listed).toEqual([actionSentence(WALLET_SEND, t, NATIVE)]);
  });

  it('says it in Korean too', async () => {
    localStorage.setItem('lang', 'ko');
    serveTrace([WALLET_SEND, TOKEN_TRANSFER]);
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    const summary = await screen.findByRole('region', { name: '트랜잭션이 한 일' });
    expect(within(summary).getByText('0:1212…12ef에게 3,354.100395451 WEVER 보냄')).toBeTruthy();
  });

  it('says a failed step failed, with its exit code', async () => {
    serveTrace([
      { ...TOKEN_TRANSFER, success: false, failure: { phase: 'compute', exitCode: 60, resultCode: null, skipReason: null, meaning: null } },
    ]);
    renderAppAt(`/transactions/${BOUNCED.hash}`);
    const summary = await screen.findByRole('region', { name: 'What the transaction did' });
    expect(within(summary).getByText('Failed, exit code 60')).toBeTruthy();
  });
});

describe('the main page', () => {
  it('tells each latest transaction in one line where the index tells its actions', async () => {
    const api = serveMainPage(undefined, { 'POST /actions/by_transactions': () => ({ data: { actions: [NATIVE_TRANSFER] } }) });
    renderAppAt('/');
    const panel = await screen.findByRole('region', { name: 'Latest transactions' });
    expect(await within(panel).findByText('Sent 1.5 EVER to 0:1212…12ef: “thanks”')).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.find((request) => request.call === 'POST /actions/by_transactions')?.body).toEqual({
        hashes: [0, 1, 2, 3, 4, 5].map((n) => hex(1000 + n)),
      }),
    );
    expect(within(panel).getByRole('link', { name: `0:${hex(2001).slice(0, 5)}…${hex(2001).slice(-5)}` })).toBeTruthy();
  });
});

describe('the account page', () => {
  it('has a History tab telling the account’s actions from its side', async () => {
    const received = { ...NATIVE_TRANSFER, details: { ...NATIVE_TRANSFER.details, to: address(0xa2) } };
    const api = installFakeApi(everscaleConfig, {
      'POST /accounts': () => ({ data: { account: account() } }),
      'POST /actions/by_account': () => ({ data: { actions: [received], currentCursor: null, nextCursor: null, prevCursor: null } }),
    });
    renderAppAt(`/accounts/${address(0xa2)}/history`);
    const table = await screen.findByRole('table', { name: 'History' }, { timeout: 4000 });
    expect(await within(table).findByText('Received 1.5 EVER from 0:abab…abcd: “thanks”')).toBeTruthy();
    expect(api.requests.find((request) => request.call === 'POST /actions/by_account')?.body).toEqual({ id: address(0xa2), limit: 10 });
  });
});
