import { parseAddress } from '@tvmscan/tvm/address';
import { describe, expect, it } from 'vitest';
import { accountsDraft, applyAccountsDraft } from '../../src/features/accounts/accounts-draft.js';
import { accountsFilters } from '../../src/features/accounts/accounts-request.js';
import { readAccountsSearch } from '../../src/features/accounts/accounts-search.js';
import { blocksFilters } from '../../src/features/blocks/blocks-request.js';
import { readBlocksSearch } from '../../src/features/blocks/blocks-search.js';
import { applyMessagesDraft, messagesDraft } from '../../src/features/messages/messages-draft.js';
import { messagesFilters } from '../../src/features/messages/messages-request.js';
import { readMessagesSearch } from '../../src/features/messages/messages-search.js';
import { applyTransactionsDraft, transactionsDraft } from '../../src/features/transactions/transactions-draft.js';
import { transactionsFilters } from '../../src/features/transactions/transactions-request.js';
import { readTransactionsSearch } from '../../src/features/transactions/transactions-search.js';
import { unixToTimeInput } from '../../src/shared/filters/time-input.js';
import { everscaleConfig } from './../support/network-configs.js';

const ELECTOR = everscaleConfig.electorAddress;
const ALICE = `0:${'a'.repeat(64)}`;
const BOB = `-1:${'b'.repeat(64)}`;
const config = everscaleConfig;

describe('blocks filters → POST /blocks/list body', () => {
  it('asks only for blocks with transactions unless empty blocks are shown', () => {
    expect(blocksFilters(readBlocksSearch({}))).toEqual({ transactionCountGe: 1 });
    expect(blocksFilters(readBlocksSearch({ empty: true }))).toEqual({});
    expect(blocksFilters(readBlocksSearch({ empty: 'yes' }))).toEqual({ transactionCountGe: 1 });
  });
});

describe('transactions filters → POST /transactions/list body', () => {
  it('excludes the elector by default and nothing else', () => {
    expect(transactionsFilters(readTransactionsSearch({}), config)).toEqual({ excludeAccounts: [ELECTOR] });
  });

  it('sends no exclusion once the visitor empties the excluded accounts', () => {
    expect(transactionsFilters(readTransactionsSearch({ exclude: [] }), config)).toEqual({});
  });

  it('sends every filter, balance changes converted from whole tokens to nano with the token decimals', () => {
    const search = readTransactionsSearch({
      block: ' ABCDEF ',
      include: [ALICE],
      exclude: [BOB],
      types: ['TickTock', 'Ordinary', 'Nonsense'],
      timeFrom: 1_700_000_000,
      timeTo: '1700086400',
      changeMin: -1.5,
      changeMax: '2',
    });
    expect(transactionsFilters(search, config)).toEqual({
      block: 'abcdef',
      includeAccounts: [ALICE],
      excludeAccounts: [BOB],
      txTypes: ['Ordinary', 'TickTock'],
      timeGe: 1_700_000_000,
      timeLe: 1_700_086_400,
      balanceChangeGe: '-1500000000',
      balanceChangeLe: '2000000000',
    });
    expect(transactionsFilters(search, { ...config, decimals: 6 }).balanceChangeGe).toBe('-1500000');
  });

  it('treats numeric inputs that are not finite numbers as empty', () => {
    const search = readTransactionsSearch({ changeMin: 'abc', changeMax: 'Infinity', timeFrom: 'soon', timeTo: null });
    expect(transactionsFilters(search, config)).toEqual({ excludeAccounts: [ELECTOR] });
  });

  it('keeps only addresses from the URL, friendly forms converted to raw', () => {
    const friendly = parseAddress(ALICE).toFriendly();
    expect(readTransactionsSearch({ include: [friendly, 'not-an-address', 42] }).include).toEqual([ALICE]);
  });

  it('turns the typed form into URL params, or names the entries that are not addresses', () => {
    const draft = transactionsDraft({}, config);
    expect(draft.exclude).toBe(ELECTOR);
    const applied = applyTransactionsDraft({
      ...draft,
      include: `${ALICE.toUpperCase()}, ${ALICE}`,
      types: ['Storage'],
      time: { min: unixToTimeInput(1_700_000_000), max: '' },
      change: { min: ' 0.5 ', max: '' },
    });
    expect(applied).toEqual({
      ok: true,
      search: { include: [ALICE], exclude: [ELECTOR], types: ['Storage'], timeFrom: 1_700_000_000 - (1_700_000_000 % 60), changeMin: '0.5' },
    });
    expect(applyTransactionsDraft({ ...draft, exclude: `${ELECTOR}\n0:xyz` })).toEqual({ ok: false, invalidAddresses: ['0:xyz'] });
  });
});

describe('messages filters → POST /messages/list body', () => {
  it('excludes messages to the elector by default', () => {
    expect(messagesFilters(readMessagesSearch({}), config)).toEqual({ excludeDstAccounts: [ELECTOR] });
  });

  it('applies an include or exclude mode only when accounts are given', () => {
    expect(messagesFilters(readMessagesSearch({ srcMode: 'exclude', dst: [], dstMode: 'include' }), config)).toEqual({});
    expect(messagesFilters(readMessagesSearch({ src: [ALICE], srcMode: 'exclude', dst: [BOB] }), config)).toEqual({
      excludeSrcAccounts: [ALICE],
      includeDstAccounts: [BOB],
    });
    expect(messagesFilters(readMessagesSearch({ src: [ALICE], dst: [BOB], dstMode: 'exclude' }), config)).toEqual({
      includeSrcAccounts: [ALICE],
      excludeDstAccounts: [BOB],
    });
  });

  it('sends types, accounts, the transaction time range and the value range in nano', () => {
    const search = readMessagesSearch({
      types: ['ExternalIn'],
      accounts: [ALICE],
      dst: [],
      timeFrom: 10,
      timeTo: 20,
      valueMin: '0.000000001',
      valueMax: 'lots',
    });
    expect(messagesFilters(search, config)).toEqual({
      messageTypes: ['ExternalIn'],
      includeAccounts: [ALICE],
      transactionTimeGe: 10,
      transactionTimeLe: 20,
      messageValueGe: '1',
    });
  });

  it('shows the default destination in the form and keeps it when applied unchanged', () => {
    const draft = messagesDraft({}, config);
    expect(draft).toMatchObject({ dst: ELECTOR, dstMode: 'exclude', srcMode: 'include' });
    const applied = applyMessagesDraft(draft);
    expect(applied).toEqual({ ok: true, search: { dst: [ELECTOR], dstMode: 'exclude' } });
    if (applied.ok) expect(messagesFilters(applied.search, config)).toEqual({ excludeDstAccounts: [ELECTOR] });
    expect(applyMessagesDraft({ ...draft, src: 'nope' })).toEqual({ ok: false, invalidAddresses: ['nope'] });
  });
});

describe('accounts filters → POST /accounts/list body', () => {
  it('orders by balance, richest first, by default', () => {
    expect(accountsFilters(readAccountsSearch({}), config)).toEqual({ ordering: { by: 'balance', order: 'DESC' } });
  });

  it('sends the ordering chosen, the balance range in nano and the created range', () => {
    const search = readAccountsSearch({
      orderBy: 'updatedAt',
      order: 'ASC',
      balanceMin: 10,
      balanceMax: '1e3',
      createdFrom: 100,
      createdTo: 'x',
    });
    expect(accountsFilters(search, config)).toEqual({
      ordering: { by: 'updatedAt', order: 'ASC' },
      balanceGe: '10000000000',
      balanceLe: '1000000000000',
      createdAtGe: 100,
    });
  });

  it('ignores an unknown ordering from the URL', () => {
    expect(accountsFilters(readAccountsSearch({ orderBy: 'name', order: 'sideways' }), config).ordering).toEqual({
      by: 'balance',
      order: 'DESC',
    });
  });

  it('leaves the default ordering out of the URL', () => {
    const draft = accountsDraft({});
    expect(applyAccountsDraft(draft)).toEqual({});
    expect(applyAccountsDraft({ ...draft, orderBy: 'createdAt', balance: { min: '5', max: '' } })).toEqual({
      orderBy: 'createdAt',
      balanceMin: '5',
    });
  });
});
