// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../support/fake-api.js';
import { installFakeRegistry } from '../support/fake-registry.js';
import { FakeTokenLists, KNOWN_TOKENS, rootOf } from '../support/fake-token-lists.js';
import { everscaleConfig } from '../support/network-configs.js';
import { renderAppAt } from '../support/render-app.js';
import { storeSignedInUser, TEST_SIGN_IN } from '../support/signed-in-user.js';

const config = { ...everscaleConfig, signIn: TEST_SIGN_IN };
const [WEVER, DUSD, FRESH] = KNOWN_TOKENS.map((token) => token.root_address) as [string, string, string];

/** The registry with the system list, alice's list `alicelist` (WEVER, DUSD) and carol's private list; `as` signs in. */
function setUp(as?: string) {
  const registry = new FakeTokenLists();
  registry.add({ url: 'alicelist', name: 'Alice picks', owner: 'alice@example.org', verified: true, tokens: [WEVER, DUSD] });
  registry.add({ url: 'carolsecret', name: 'Carol secret', owner: 'carol@example.org', isPublic: false });
  installFakeApi(config);
  const calls = installFakeRegistry({ 'GET /v1/authorized/is_admin': () => false }, registry.handlers());
  if (as) storeSignedInUser(as);
  return { registry, calls };
}

const tableRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
/** The error line tied to a field. */
const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
const rowTexts = (name: string) => tableRows(name).map((row) => row.textContent);

// Each test clicks through the whole app in jsdom, which takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  localStorage.clear();
  window.innerWidth = 1440;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('the token lists page', () => {
  it('lists the public lists with logo (none for the system list), verified badge, token count and manifest source; no Create list signed out', async () => {
    setUp();
    renderAppAt('/token-lists');
    const system = (await screen.findByRole('link', { name: 'Tvmscan tokens' })).closest('tr')!;
    const alice = screen.getByRole('link', { name: 'Alice picks' }).closest('tr')!;
    expect(within(system).queryByRole('img')).toBeNull();
    const logo = within(alice).getByRole('img', { name: 'Logo of Alice picks' });
    expect(logo.getAttribute('src')).toBe('https://logos.example/alicelist.svg');
    expect(within(alice).getByText('Verified')).toBeTruthy();
    expect(within(alice).getAllByRole('cell')[2]!.textContent).toBe('2');
    expect(
      within(alice)
        .getByRole('link', { name: /manifest\.json$/ })
        .getAttribute('href'),
    ).toBe('http://localhost:3000/api/registry/v1/info/token_lists/by_url/alicelist/manifest.json');
    expect(within(alice).getByRole('button', { name: 'Copy the source of Alice picks' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Carol secret' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create list' })).toBeNull();
    // A logo that cannot be loaded is left out rather than shown broken.
    fireEvent.error(logo);
    expect(within(alice).queryByRole('img')).toBeNull();
  });

  it('narrows to verified lists, and searches by name once typing pauses for 300 ms', async () => {
    const { calls } = setUp();
    renderAppAt('/token-lists');
    await screen.findByRole('link', { name: 'Tvmscan tokens' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only verified' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tvmscan tokens' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Alice picks' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only verified' }));

    const before = calls.filter(({ call }) => call === 'POST /v1/info/token_lists/list').length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'alice');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Tvmscan tokens' })).toBeNull());
    const searches = () => calls.filter(({ call }) => call === 'POST /v1/info/token_lists/list').slice(before);
    await waitFor(() => expect(searches().map(({ body }) => (body as { name?: string }).name)).toEqual(['alice']));
  });

  it('creates a list after the url rules of §5, each refused with its §8 text, and opens the new list', async () => {
    setUp('bob');
    renderAppAt('/token-lists');
    await userEvent.click(await screen.findByRole('button', { name: 'Create list' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a token list' });
    const url = within(dialog).getByLabelText('URL (ID)');
    const expectUrlError = async (typed: string, text: string) => {
      await userEvent.clear(url);
      await userEvent.type(url, typed);
      await userEvent.tab();
      await waitFor(() => expect(errorOf(url)).toBe(text));
    };
    await expectUrlError('ab', 'Field cannot be longer than 4 characters');
    // The rules that need no server answer at once: the error goes with the keystroke that mends the url.
    await userEvent.type(url, 'cd');
    expect(errorOf(url)).toBeUndefined();
    await expectUrlError('system', 'Field must be unique');
    await expectUrlError('bad-url', 'Field must be a valid username (alphanumeric)');
    await expectUrlError('alicelist', 'Field must be unique');

    await userEvent.clear(url);
    await userEvent.type(url, 'boblist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('Field cannot be empty')).toHaveLength(2);
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Bob list');
    await userEvent.type(within(dialog).getByLabelText('Logo URL'), 'https://logos.example/bob.svg');
    await userEvent.type(within(dialog).getByLabelText('Manager emails'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Field must be a valid email')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Manager emails'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(window.location.pathname).toBe('/token-lists/boblist'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob list' })).toBeTruthy();
  });
});

describe('the way in', () => {
  it('leads from the tokens page and from the account menu to the token lists', async () => {
    setUp('alice');
    renderAppAt('/tokens');
    await userEvent.click(await screen.findByRole('link', { name: 'Token lists' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Token lists' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Name of alice' }));
    await userEvent.click(await screen.findByRole('link', { name: 'My token lists' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings/token-lists'));
  });
});

describe('a list page', () => {
  it('shows the header, the counters, the settings link and Add token to the owner, who adds, reorders by keyboard and removes', async () => {
    const { registry, calls } = setUp('alice');
    registry.propose('alicelist', FRESH);
    renderAppAt('/token-lists/alicelist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice picks Verified' })).toBeTruthy();
    expect(screen.getByText('About Alice picks')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List settings' }).getAttribute('href')).toBe('/settings/token-lists?settings=2');
    expect(screen.getByRole('link', { name: 'JSON source' }).getAttribute('href')).toMatch(/by_url\/alicelist\/manifest\.json$/);
    expect(screen.getByRole('link', { name: 'Tokens 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Proposed tokens 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Propose token' })).toBeNull();
    await waitFor(() => expect(rowTexts('Tokens of the list')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Add token' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a token to Alice picks' });
    const address = within(dialog).getByLabelText('Token root address');
    const refusalOf = async (typed: string) => {
      await userEvent.clear(address);
      await userEvent.type(address, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add token' }));
      return (await within(dialog).findByRole('alert')).textContent;
    };
    expect(await refusalOf('0:123')).toBe('Wrong address');
    expect(await refusalOf(rootOf('d'))).toBe('Address is not a token address');
    expect(await refusalOf(WEVER)).toBe('Token already added');
    expect(await refusalOf(FRESH)).toBe('Token not verified');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const handle = within(tableRows('Tokens of the list')[0]!).getByRole('button', { name: /^Move Wrapped EVER/ });
    handle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(registry.tokensOf('alicelist')).toEqual([DUSD, WEVER]));
    expect(calls.find(({ call }) => call === 'PUT /v1/authorized/token_lists/2/tokens/ordering')?.body).toEqual({ root_addresses: [DUSD, WEVER] });
    expect(rowTexts('Tokens of the list')[0]).toContain('Dollar');
    expect(document.activeElement?.getAttribute('data-handle')).toBe(WEVER);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, address or symbol' }), 'wever');
    expect(rowTexts('Tokens of the list')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by name, address or symbol' }));

    await userEvent.click(within(tableRows('Tokens of the list')[1]!).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove the token?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(registry.tokensOf('alicelist')).toEqual([DUSD]));
    expect(await screen.findByRole('link', { name: 'Tokens 1' })).toBeTruthy();
  });

  it('shows the approved logo and name beside each token and proposed token, and the chain name where none was approved', async () => {
    const { registry } = setUp();
    registry.propose('alicelist', FRESH);
    renderAppAt('/token-lists/alicelist');
    await waitFor(() => expect(rowTexts('Tokens of the list')).toHaveLength(2));
    const dollar = within(tableRows('Tokens of the list')[1]!).getByRole('img', { name: 'Devnet Dollar' });
    expect(dollar.getAttribute('src')).toBe(`/api/registry/v1/info/address/${DUSD}/logo.svg?v=1`);
    expect(dollar.closest('[data-approved-token]')?.textContent).toBe('Devnet Dollar');
    await userEvent.click(screen.getByRole('link', { name: 'Proposed tokens 1' }));
    const fresh = await screen.findByText('Fresh coin');
    expect(fresh.closest('tr')!.querySelector('img')).toBeNull();
  });

  it('lets another signed-in user propose a token once; a declined token cannot be proposed again', async () => {
    const { registry } = setUp('bob');
    registry.add({ url: 'openlist', name: 'Open list', owner: 'alice@example.org', tokens: [WEVER] });
    renderAppAt('/token-lists/openlist');
    await userEvent.click(await screen.findByRole('button', { name: 'Propose token' }));
    expect(screen.queryByRole('button', { name: 'Add token' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'List settings' })).toBeNull();
    const propose = async (address: string) => {
      const dialog = screen.getByRole('dialog', { name: 'Propose a token to Open list' });
      await userEvent.type(within(dialog).getByLabelText('Token root address'), address);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Propose token' }));
      return dialog;
    };
    await propose(DUSD);
    expect(await screen.findByRole('link', { name: 'Proposed tokens 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Propose token' }));
    expect((await within(await propose(DUSD)).findByRole('alert')).textContent).toBe('Token already added');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    registry.byUrl('openlist')!.proposals.push({ root_address: FRESH, status: 'Declined', created_at: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Propose token' }));
    expect((await within(await propose(FRESH)).findByRole('alert')).textContent).toBe('Token declined');
  });

  it('gives the owner Add and Decline on proposals, and the counters follow', async () => {
    const { registry } = setUp('alice');
    registry.propose('alicelist', rootOf('c'));
    registry.byUrl('alicelist')!.list.verified = false;
    registry.add({ url: 'spare', name: 'Spare', owner: 'x@example.org' });
    renderAppAt('/token-lists/alicelist/proposals');
    expect((await screen.findByRole('link', { name: 'Proposed tokens 1' })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Tokens 2' }).getAttribute('aria-current')).toBeNull();
    const proposal = (await screen.findByText('Fresh coin')).closest('tr')!;
    expect(within(proposal).getByText('Pending')).toBeTruthy();
    await userEvent.click(within(proposal).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('link', { name: 'Proposed tokens 0' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tokens 3' })).toBeTruthy();
    expect(registry.tokensOf('alicelist')).toEqual([WEVER, DUSD, FRESH]);
  });

  it('offers neither Add token nor Propose token on the system list, and says when a list is absent or private', async () => {
    setUp('bob');
    renderAppAt('/token-lists/system');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tvmscan tokens' })).toBeTruthy();
    await waitFor(() => expect(rowTexts('Tokens of the list')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Add token' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose token' })).toBeNull();
    expect(screen.queryByRole('img', { name: /^Logo of/ })).toBeNull();
    cleanup();
    renderAppAt('/token-lists/carolsecret');
    expect(await screen.findByText('There is no token list carolsecret, or it is private.')).toBeTruthy();
  });
});

describe('my token lists', () => {
  it('lists the lists the user owns or manages with the proposal badge, type and role; deleting needs the exact name', async () => {
    const { registry } = setUp('alice');
    registry.propose('alicelist', FRESH);
    registry.add({ url: 'managed', name: 'Managed here', owner: 'dave@example.org', isPublic: false, managers: ['alice@example.org'] });
    renderAppAt('/settings/token-lists');
    expect(await screen.findByRole('link', { name: 'My token lists 2' })).toBeTruthy();
    const own = (await screen.findByRole('link', { name: 'Alice picks' })).closest('tr')!;
    expect(
      within(own)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Alice picks', '21 proposal', 'Public', 'Owner', expect.stringMatching(/2025/), 'Settings']);
    const managed = screen.getByRole('link', { name: 'Managed here' }).closest('tr')!;
    expect(
      within(managed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 4),
    ).toEqual(['Private', 'Manager']);
    expect(within(managed).queryByRole('button')).toBeNull();

    await userEvent.click(within(own).getByRole('button', { name: 'Settings of Alice picks' }));
    expect(window.location.search).toBe('?settings=2');
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Alice picks' });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Alice picks');
    expect(within(dialog).queryByLabelText('URL (ID)')).toBeNull();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Delete' }));
    const confirmName = within(dialog).getByLabelText('List name');
    await userEvent.type(confirmName, 'alice picks');
    expect(within(dialog).getByRole('button', { name: 'Delete list' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('Type the exact list name')).toBeTruthy();
    await userEvent.clear(confirmName);
    await userEvent.type(confirmName, 'Alice picks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(registry.byUrl('alicelist')).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Alice picks' })).toBeNull());
    expect(window.location.search).toBe('');
  });

  it('saves the General tab: name, visibility and managers', async () => {
    const { registry } = setUp('alice');
    renderAppAt('/settings/token-lists?settings=2');
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Alice picks' });
    const name = await within(dialog).findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Alice best');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Public/ }));
    await userEvent.type(within(dialog).getByLabelText('Manager emails'), 'erin@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(registry.byUrl('alicelist')!.list.name).toBe('Alice best'));
    expect(registry.byUrl('alicelist')!.list.is_public).toBe(false);
    await waitFor(() => expect(registry.byUrl('alicelist')!.managers).toEqual(['erin@example.org']));
  });
});
