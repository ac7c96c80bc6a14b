// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { TokenAsset } from '@tvmscan/api/contract';
import { User, type UserProfile } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';
import { FakeExtension, WALLET_ADDRESS } from './wallet/fake-extension.js';

const signIn = { authority: 'https://id.example', clientId: 'tvmscan-web', redirectUri: '/auth/callback' };
const config = { ...everscaleConfig, signIn, walletProviders: ['everwallet'] };
const ROOT = `0:${'d'.repeat(64)}`;
const SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';
const WIDE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 8"><rect width="16" height="8"/></svg>';

interface Answer {
  status?: number;
  data?: unknown;
  error?: { code: string; kind?: string; message: string };
}
type Handler = (body: Record<string, unknown> | undefined) => Answer;

/** The registry API answering by `METHOD path`, with the body each call sent; every call is kept. */
function fakeRegistry(handlers: Record<string, Handler>) {
  const calls: { call: string; body: Record<string, unknown> | undefined }[] = [];
  const next = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/registry/v1/')) return next(input, init);
    const call = `${init?.method ?? 'GET'} ${url.pathname.slice('/api/registry'.length)}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ call, body });
    const answer = handlers[call]?.(body) ?? { status: 404, error: { code: 'NotFound', message: call } };
    const status = answer.status ?? 200;
    return new Response(JSON.stringify(status === 200 ? { data: answer.data } : { error: answer.error }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function storeSignedInUser(subject: string): void {
  const now = Math.floor(Date.now() / 1000);
  const user = new User({
    access_token: `token-of-${subject}`,
    token_type: 'Bearer',
    id_token: 'id-token',
    profile: { sub: subject, iss: signIn.authority, aud: 'web', iat: now, exp: now + 600 } as UserProfile,
    expires_at: now + 600,
  });
  localStorage.setItem(`oidc.user:${signIn.authority}:${signIn.clientId}`, user.toStorageString());
  localStorage.setItem('auth', '1');
}

function version(activeFrom: number, status: TokenAsset['status'], name: string): TokenAsset {
  return {
    root_address: ROOT,
    full_name: name,
    symbol: 'DUSD',
    asset_url: 'https://devnet-usd.org',
    asset_logo_url: null,
    asset_logo: btoa(SQUARE),
    approved: status === 'Approved',
    status,
    active_from: activeFrom,
    review_comment: null,
    comment: null,
    user_id: 'owner',
    project_meta: {
      project_name: name,
      project_website: 'https://devnet-usd.org',
      project_sector: null,
      project_desc: null,
      project_email: 'team@devnet-usd.org',
      cmc_ticker: null,
      coingecko_ticker: null,
    },
    project_socials: {
      whitepaper_url: null,
      medium_url: null,
      github_url: null,
      reddit_url: null,
      telegram_url: null,
      slack_url: null,
      wechat_url: null,
      facebook_url: null,
      linkedin_url: null,
      twitter_url: status === 'Approved' ? 'https://twitter.com/dusd' : 'https://twitter.com/devnet_usd',
      discord_url: null,
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  window.innerWidth = 1440;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeExtension.uninstall();
});

describe('the asset form', () => {
  it('shows errors after blur, validates the basic step on Next, shows the registration error box, then the success popup', async () => {
    installFakeApi(config);
    let refuse = true;
    const calls = fakeRegistry({
      'GET /v1/authorized/is_admin': () => ({ data: false }),
      'POST /v1/authorized/tokens/list': () => ({ data: { proposals: [], total_count: 0 } }),
      'POST /v1/authorized/tokens/owned': () => ({ data: { tokens: [] } }),
      'PUT /v1/authorized/tokens/proposals': () =>
        refuse
          ? { status: 412, error: { code: 'PreconditionFailed', kind: 'TokenOwner', message: 'You are not the owner of the token' } }
          : { data: version(1, 'Pending', 'Devnet USD') },
    });
    storeSignedInUser('owner');
    renderAppAt(`/settings/addresses/${ROOT}/update`);
    // A picker's accept filter can be switched to all files: the form itself must refuse what is not .svg.
    const user = userEvent.setup({ applyAccept: false });

    const website = await screen.findByLabelText('Website');
    await user.type(website, 'devnet-usd');
    expect(screen.queryByText('Field must be a valid url')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Field must be a valid url')).toBeTruthy();
    await user.clear(website);
    await user.type(website, 'https://www.devnet-usd.org');
    await user.click(screen.getByLabelText('Name'));
    await user.paste('n'.repeat(128));
    await user.tab();
    expect(screen.getByText('Field cannot be longer than 127 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Devnet USD');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Field cannot be empty')).toHaveLength(2);
    expect(screen.getByLabelText('Official email')).toBeTruthy();

    await user.type(screen.getByLabelText('Official email'), 'team@gmail.com');
    await user.tab();
    expect(await screen.findByText("Email must be on the project's domain (devnet-usd.org)")).toBeTruthy();
    await user.clear(screen.getByLabelText('Official email'));
    await user.type(screen.getByLabelText('Official email'), 'team@devnet-usd.org');

    const logo = screen.getByLabelText('Logo (SVG)');
    await user.upload(logo, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Image must be a valid svg')).toBeTruthy();
    await user.upload(logo, new File([WIDE], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Image must be square')).toBeTruthy();
    await user.upload(logo, new File([SQUARE], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(screen.queryByText('Image must be square')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const twitter = await screen.findByLabelText('Twitter');
    await user.type(twitter, 'not a link');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Field must be a valid url')).toBeTruthy();
    expect(calls.filter(({ call }) => call.startsWith('PUT'))).toEqual([]);
    await user.clear(twitter);
    await user.type(twitter, 'https://twitter.com/devnet_usd');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const box = await screen.findByRole('alert');
    expect(box.textContent).toContain('Registration error');
    expect(box.textContent).toContain('You are not the owner of the token');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const popup = await screen.findByRole('dialog', { name: 'Information submitted' });
    const sent = calls.filter(({ call }) => call === 'PUT /v1/authorized/tokens/proposals').at(-1)!.body!;
    expect(sent).toMatchObject({
      root_address: ROOT,
      asset_logo: btoa(SQUARE),
      project_metadata: { project_name: 'Devnet USD', project_website: 'https://www.devnet-usd.org', project_email: 'team@devnet-usd.org' },
      project_socials: { twitter_url: 'https://twitter.com/devnet_usd' },
    });
    await user.click(within(popup).getByRole('button', { name: 'Back to My tokens' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings/addresses'));
  }, 20_000);
});

describe('the admin review', () => {
  it('marks the fields that differ from the approved version, needs a reason to reject, approves and goes back to Assets', async () => {
    installFakeApi(config);
    const pending = version(2000, 'Pending', 'Devnet Dollar');
    const calls = fakeRegistry({
      'GET /v1/authorized/is_admin': () => ({ data: true }),
      'POST /v1/authorized/tokens/list': () => ({ data: { proposals: [pending, version(1000, 'Approved', 'Devnet USD')], total_count: 2 } }),
      'POST /v1/authorized/tokens/proposals/count': () => ({ data: 1 }),
      'POST /v1/admin/previous_proposal_version': () => ({ data: version(1000, 'Approved', 'Devnet USD') }),
      'PUT /v1/admin/vote_for_token_proposal': () => ({ data: { ...pending, status: 'Approved', approved: true } }),
    });
    storeSignedInUser('admin');
    renderAppAt(`/settings/assets/vote/${ROOT}?activeFrom=2000`);
    const user = userEvent.setup();
    await screen.findByText('Compared with the approved version of', { exact: false });
    const changed = [...document.querySelectorAll('[data-changed]')].map((mark) => mark.getAttribute('data-changed'));
    expect(changed).toEqual(['project_name', 'twitter_url']);
    expect(screen.getAllByText('Field changed')).toHaveLength(2);
    expect(within(screen.getByRole('navigation', { name: 'Settings sections' })).getByRole('link', { name: /Assets/ }).textContent).toBe('Assets1');

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Field cannot be empty')).toBeTruthy();
    expect(calls.filter(({ call }) => call.startsWith('PUT'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings/assets'));
    expect(calls.find(({ call }) => call.startsWith('PUT'))?.body).toEqual({ root_address: ROOT, active_from: 2000, kind: 'Approve' });
  });
});

describe('two admins deciding one proposal', () => {
  it('tells the later one that the version was reviewed meanwhile and shows its fresh status, not an unknown error', async () => {
    installFakeApi(config);
    const pending = version(2000, 'Pending', 'Devnet Dollar');
    let decided = false;
    fakeRegistry({
      'GET /v1/authorized/is_admin': () => ({ data: true }),
      'POST /v1/authorized/tokens/list': () => ({
        data: { proposals: [decided ? { ...pending, status: 'Rejected', reason: 'logo too small' } : pending], total_count: 1 },
      }),
      'POST /v1/authorized/tokens/proposals/count': () => ({ data: decided ? 0 : 1 }),
      'POST /v1/admin/previous_proposal_version': () => ({ data: null }),
      'PUT /v1/admin/vote_for_token_proposal': () => {
        decided = true;
        return { status: 400, error: { code: 'BadRequest', kind: 'Error', message: 'body/active_from names a proposal that is already Rejected' } };
      },
    });
    storeSignedInUser('admin');
    renderAppAt(`/settings/assets/vote/${ROOT}?activeFrom=2000`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Another admin has reviewed this version meanwhile: its decision is shown below.')).toBeTruthy();
    expect(await screen.findByText('This version is Rejected: only a pending proposal can be reviewed.')).toBeTruthy();
    expect(screen.queryByText('Unknown error, please try again later')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  }, 20_000);
});

describe('the ownership proof', () => {
  it("shows what the verify call would do, sends it from the connected owner's wallet, says 'Your request has been sent', links the token and then its message", async () => {
    const emulatedHash = 'a'.repeat(64);
    const api = installFakeApi(config, {
      'POST /traces/emulate_send': () => ({
        data: {
          transactions: [],
          actions: [
            {
              ...{ transactionHash: emulatedHash, position: 0, traceId: emulatedHash, lt: '10', time: 1_700_000_000 },
              ...{
                type: 'NativeTransfer',
                success: true,
                failure: null,
                accounts: [WALLET_ADDRESS, `0:${'7'.repeat(64)}`],
                amount: '50000000',
                token: null,
              },
              details: { from: WALLET_ADDRESS, to: `0:${'7'.repeat(64)}`, comment: null, bounceable: true },
            },
          ],
          balanceChanges: [],
          tokenBalanceChanges: [],
          rejected: null,
          truncated: false,
        },
      }),
    });
    const extension = new FakeExtension(config.networkId);
    extension.connected = true;
    extension.install();
    const verification = {
      address: `0:${'7'.repeat(64)}`,
      amount: '50000000',
      bounce: true,
      abi: JSON.stringify({
        'ABI version': 2,
        version: '2.2',
        functions: [{ name: 'verifyOwnership', inputs: [{ name: 'userHash', type: 'uint256' }], outputs: [] }],
        events: [],
      }),
      method: 'verifyOwnership',
      params: { userHash: `0x${'ab'.repeat(32)}` },
    };
    const calls = fakeRegistry({
      'GET /v1/authorized/is_admin': () => ({ data: false }),
      'POST /v1/authorized/tokens/is_owner': () => ({ data: { is_owner: false, owner_address: WALLET_ADDRESS, verification } }),
      'POST /v1/authorized/tokens/link_owner': (body) => ({ data: { is_owner: true, tx_hash: body?.['tx_hash'] } }),
    });
    storeSignedInUser('owner');
    renderAppAt('/settings/addresses/add');
    // The amount carries the network's coin.
    expect(await screen.findByText(/, sends 0\.05 EVER with a code of your account/)).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('Token address'), ROOT);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify address' }));

    const preview = await screen.findByRole('region', { name: 'What this will do' });
    expect(await within(preview).findByText('Sent 0.05 EVER to 0:7777…7777')).toBeTruthy();
    expect(api.requests.find((request) => request.call === 'POST /traces/emulate_send')?.body).toMatchObject({
      from: WALLET_ADDRESS,
      to: verification.address,
      amount: '50000000',
      bounce: true,
      call: { abi: JSON.parse(verification.abi), method: 'verifyOwnership', params: verification.params },
    });
    expect(extension.requests.find((request) => request.method === 'sendMessage')).toBeUndefined();
    await userEvent.click(within(preview).getByRole('button', { name: 'Sign and send' }));

    const popup = await screen.findByRole('dialog', { name: 'Your request has been sent' });
    const link = await within(popup).findByRole('link', { name: 'View the verify transaction' });
    expect(link.getAttribute('href')).toBe(`/messages/${'e3'.repeat(32)}`);
    const sent = extension.requests.find((request) => request.method === 'sendMessage');
    expect(sent?.params).toMatchObject({ sender: WALLET_ADDRESS, recipient: verification.address, amount: '50000000', bounce: true });
    expect(calls.find((call) => call.call === 'POST /v1/authorized/tokens/link_owner')?.body).toEqual({
      root_address: ROOT,
      tx_hash: 'c1'.repeat(32),
    });
  });
});
