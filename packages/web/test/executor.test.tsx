// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractInfo, EmulationResponse, TraceResponse } from '@tvmscan/api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAmount } from '../src/features/executor/amount-check.js';
import { functionAnchor } from '../src/features/executor/executor-abi.js';
import { account, address } from './support/chain-fixtures.js';
import { BOUNCED, inMessage } from './support/detail-pages-api.js';
import { installFakeApi, verifyAnswer, type FakeHandlers, type FakeVerifyHandlers } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

/** The wallet the page sees: a session with this snapshot whose sends are recorded (spec 001 §4 states through the real provider). */
const walletState = vi.hoisted(() => ({
  snapshot: {
    available: false,
    loading: false,
    account: null as { address: string; publicKey: string } | null,
    networkId: null as number | null,
    local: false,
  },
  sends: [] as { kind: string; send: unknown }[],
}));
vi.mock('../src/app/wallet/wallet-session.js', () => ({
  openWalletSession: async () => ({
    subscribe: () => () => undefined,
    getSnapshot: () => walletState.snapshot,
    connect: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    sendInternal: async (send: unknown) => {
      walletState.sends.push({ kind: 'internal', send });
      return { transactionHash: 'd'.repeat(64), messageHash: 'e'.repeat(64) };
    },
    sendExternal: async (send: unknown) => {
      walletState.sends.push({ kind: 'external', send });
      return { transactionHash: 'd'.repeat(64), messageHash: 'e'.repeat(64), output: {} };
    },
    close: () => undefined,
  }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  walletState.snapshot = { available: false, loading: false, account: null, networkId: null, local: false };
  walletState.sends = [];
});

const config = { ...everscaleConfig, api: { ...everscaleConfig.api, verify: '/api/verify' } };
const CODE_HASH = 'c'.repeat(64);
const OWNER = `0:${'7'.repeat(64)}`;
const ABI = {
  'ABI version': 2,
  version: '2.2',
  functions: [
    { name: 'name', inputs: [{ name: 'answerId', type: 'uint32' }], outputs: [{ name: 'value0', type: 'string' }] },
    {
      name: 'walletOf',
      inputs: [
        { name: 'answerId', type: 'uint32' },
        { name: 'walletOwner', type: 'address' },
      ],
      outputs: [{ name: 'value0', type: 'address' }],
    },
    {
      name: 'configure',
      inputs: [
        { name: 'limits', type: 'map(address,uint128)' },
        { name: 'owners', type: 'address[]' },
        {
          name: 'rule',
          type: 'tuple',
          components: [
            { name: 'enabled', type: 'bool' },
            { name: 'payload', type: 'cell' },
          ],
        },
      ],
      outputs: [],
    },
  ],
  fields: [{ name: 'name_', type: 'string' }],
};
const ROOT: ContractInfo = {
  code_hash: CODE_HASH,
  contract_name: '@broxus/tip3/contracts/TokenRoot',
  compiler_version: '0.57.1',
  linker_version: 'unknown',
  abi: ABI,
  sources: [{ path: 'contracts/TokenRoot.tsol', content: 'contract TokenRoot {}' }],
  tvc: null,
  license: null,
  project_link: null,
  audit_url: null,
};

/** The section of a function, once the executor has drawn it. */
function sectionOf(name: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const section = document.getElementById(functionAnchor(name));
      if (!section) throw new Error(`no section ${name} yet`);
      return section;
    },
    { timeout: 10_000 },
  );
}

/** An emulated native transfer of 1.234567891 EVER from the wallet to `to`, as POST /traces/emulate_send answers it. */
function emulatedTransfer(to: string): EmulationResponse {
  const hash = 'a'.repeat(64);
  return {
    transactions: [
      { hash, account: OWNER, lt: '10', time: 1_700_000_000, parentHash: null, aborted: false, exitCode: 0, resultCode: 0, totalFees: '1000' },
    ],
    actions: [
      {
        transactionHash: hash,
        position: 0,
        traceId: hash,
        lt: '10',
        time: 1_700_000_000,
        type: 'NativeTransfer',
        success: true,
        failure: null,
        accounts: [OWNER, to],
        amount: '1234567891',
        token: null,
        details: { from: OWNER, to: OWNER, comment: null, bounceable: true },
      },
    ],
    balanceChanges: [{ account: `0:${'3'.repeat(64)}`, change: '1234567891' }],
    tokenBalanceChanges: [],
    rejected: null,
    truncated: false,
  };
}

function serveAccount(codeHash: string | null, verify: FakeVerifyHandlers, explorer: FakeHandlers = {}) {
  return installFakeApi(
    config,
    {
      'POST /accounts': () => ({ data: { account: account({ codeHash }) } }),
      'POST /accounts/state': () => ({ data: { state: null } }),
      ...explorer,
    },
    {},
    {
      'POST /info/list': (body) =>
        verifyAnswer('POST /info/list', {
          data: (body as { code_hash?: string }).code_hash === CODE_HASH ? [{ ...ROOT, abi: undefined, sources: undefined } as never] : [],
          total_count: 1,
        }),
      [`GET /info/code_hash/${CODE_HASH}`]: () => verifyAnswer('GET /info/code_hash/:hash', ROOT),
      ...verify,
    },
  );
}

describe('the contract executor on the account page', { timeout: 20_000 }, () => {
  it('is the default view of the source-code tab: the function filter, the anchored sections and a RunLocal read with no wallet', async () => {
    const raw = account({ codeHash: CODE_HASH }).address;
    const api = serveAccount(CODE_HASH, {
      'POST /run_local': (body) => {
        const { method } = body as { method: string };
        return verifyAnswer('POST /run_local', { exit_code: 0, output: { value0: method === 'name' ? 'Devnet USD' : OWNER } });
      },
    });
    renderAppAt(`/accounts/${raw}/source-code`);
    expect((await screen.findByRole('link', { name: 'Executor' }, { timeout: 10_000 })).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText(/The ABI of the verified contract @broxus\/tip3\/contracts\/TokenRoot/)).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Functions' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#name', '#walletOf', '#configure']);
    await userEvent.type(within(nav).getByRole('searchbox'), 'WALLET');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['walletOf']);
    await userEvent.clear(within(nav).getByRole('searchbox'));

    const section = await sectionOf('name');
    await userEvent.click(within(section).getByRole('button', { name: 'Run' }));
    expect(await within(section).findByText('Devnet USD')).toBeDefined();
    expect(within(section).getByRole('status', { name: 'Output: exit code 0' })).toBeDefined();
    expect(api.requests.find((request) => request.call === 'POST /run_local')?.body).toEqual({
      address: raw,
      abi: ABI,
      method: 'name',
      input: { answerId: '0' },
    });

    const walletOf = await sectionOf('walletOf');
    const owner = within(walletOf).getByRole('textbox', { name: /walletOwner/ });
    expect((owner as HTMLInputElement).value).toBe(`0:${'0'.repeat(64)}`);
    await userEvent.clear(owner);
    await userEvent.type(owner, 'nowhere');
    await userEvent.click(within(walletOf).getByRole('button', { name: 'Run' }));
    expect((await within(walletOf).findByRole('alert')).textContent).toBe('walletOwner: Wrong address');
    await userEvent.clear(owner);
    await userEvent.type(owner, OWNER);
    await userEvent.click(within(walletOf).getByRole('button', { name: 'Run' }));
    expect((await within(walletOf).findByRole('link', { name: /^0:7777/ })).getAttribute('href')).toBe(`/accounts/${OWNER}`);
  });

  it('edits maps, arrays and tuples with nested inputs and sends them as ABI values', async () => {
    const raw = address(0xb2);
    const api = serveAccount(CODE_HASH, { 'POST /run_local': () => verifyAnswer('POST /run_local', { exit_code: 0, output: {} }) });
    renderAppAt(`/accounts/${raw}/source-code`);
    const section = await sectionOf('configure');
    const limits = within(section).getByRole('group', { name: /limits/ });
    await userEvent.click(within(limits).getByRole('button', { name: 'Add entry' }));
    await userEvent.clear(within(limits).getByRole('textbox', { name: /Value/ }));
    await userEvent.type(within(limits).getByRole('textbox', { name: /Value/ }), '5');
    const owners = within(section).getByRole('group', { name: /owners/ });
    await userEvent.click(within(owners).getByRole('button', { name: 'Add item' }));
    await userEvent.click(within(owners).getByRole('button', { name: 'Add item' }));
    await userEvent.click(within(owners).getAllByRole('button', { name: 'Remove' })[1]!);
    await userEvent.click(within(section).getByRole('checkbox', { name: /enabled/ }));
    await userEvent.click(within(section).getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(api.requests.some((request) => request.call === 'POST /run_local')).toBe(true));
    expect((api.requests.find((request) => request.call === 'POST /run_local')!.body as { input: unknown }).input).toEqual({
      limits: [[`0:${'0'.repeat(64)}`, '5']],
      owners: [`0:${'0'.repeat(64)}`],
      rule: { enabled: true, payload: 'te6ccgEBAQEAAgAAAA==' },
    });
  });

  it("scrolls to the section a link's anchor names once the ABI is there", async () => {
    // jsdom lays nothing out, so it has no scrollIntoView: the test gives one that records what was scrolled to.
    const scrolled: string[] = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this.id);
      },
    });
    serveAccount(CODE_HASH, {});
    renderAppAt(`/accounts/${account({ codeHash: CODE_HASH }).address}/source-code#configure`);
    await sectionOf('configure');
    await waitFor(() => expect(scrolled).toEqual(['configure']));
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it('unpacks the contract fields on first opening only', async () => {
    const raw = address(0xb3);
    const api = serveAccount(CODE_HASH, {
      'POST /contract_fields': () => verifyAnswer('POST /contract_fields', { fields: { name_: 'Devnet USD' } }),
    });
    renderAppAt(`/accounts/${raw}/source-code`);
    const summary = await screen.findByText('Contract fields', {}, { timeout: 10_000 });
    expect(api.requests.filter((request) => request.call === 'POST /contract_fields')).toEqual([]);
    await userEvent.click(summary);
    expect(await screen.findByText('Devnet USD')).toBeDefined();
    await userEvent.click(summary);
    await userEvent.click(summary);
    expect(api.requests.filter((request) => request.call === 'POST /contract_fields')).toHaveLength(1);
  });

  it('reads any account with a pasted ABI, and says what is wrong with one that is not an ABI', async () => {
    const raw = address(0xb4);
    serveAccount(null, { 'POST /run_local': () => verifyAnswer('POST /run_local', { exit_code: 0, output: { value0: 'pasted' } }) });
    renderAppAt(`/accounts/${raw}/source-code`);
    expect(await screen.findByText(/does not run a verified contract\. Paste its ABI/, {}, { timeout: 10_000 })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Paste an ABI' }));
    const field = screen.getByRole('textbox', { name: 'ABI JSON' });
    await userEvent.type(field, 'not json');
    await userEvent.click(screen.getByRole('button', { name: 'Use this ABI' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This is not JSON.');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(JSON.stringify({ functions: [{ name: 'get', inputs: [], outputs: [{ name: 'value0', type: 'string' }] }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Use this ABI' }));
    const section = await sectionOf('get');
    await userEvent.click(within(section).getByRole('button', { name: 'Run' }));
    expect(await within(section).findByText('pasted')).toBeDefined();
  });

  it('says that a function whose ABI has a nameless input cannot be called', async () => {
    const raw = address(0xb5);
    serveAccount(null, {});
    renderAppAt(`/accounts/${raw}/source-code`);
    await userEvent.click(await screen.findByRole('button', { name: 'Paste an ABI' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('textbox', { name: 'ABI JSON' }));
    await userEvent.paste(JSON.stringify({ functions: [{ name: 'set', inputs: [{ name: '', type: 'uint8' }], outputs: [] }] }));
    await userEvent.click(screen.getByRole('button', { name: 'Use this ABI' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The ABI has a field without a name (#1), so this function cannot be called.');
  });
});

describe('sending from the executor through the wallet', { timeout: 20_000 }, () => {
  const readyWallet = () => {
    walletState.snapshot = {
      available: true,
      loading: false,
      account: { address: OWNER, publicKey: 'f'.repeat(64) },
      networkId: config.networkId,
      local: false,
    };
  };

  it('shows the wallet state and its button instead of Send until the wallet is ready; reading needs none', async () => {
    walletState.snapshot = { ...walletState.snapshot, available: true };
    serveAccount(CODE_HASH, {});
    renderAppAt(`/accounts/${account({ codeHash: CODE_HASH }).address}/source-code`);
    const section = await sectionOf('walletOf');
    expect(within(section).getByRole('button', { name: 'Run' })).toBeDefined();
    await userEvent.click(within(section).getByRole('radio', { name: 'Send an internal message' }));
    expect(within(section).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Connect' })).toBeDefined();
  });

  it('refuses an empty, a negative and a non-numeric amount with the three messages, then sends the value in the smallest unit', async () => {
    readyWallet();
    const api = serveAccount(
      CODE_HASH,
      {},
      { 'POST /traces/emulate_send': () => ({ data: emulatedTransfer(account({ codeHash: CODE_HASH }).address) }) },
    );
    api.requests.length = 0;
    const target = account({ codeHash: CODE_HASH }).address;
    renderAppAt(`/accounts/${target}/source-code`);
    const section = await sectionOf('walletOf');
    await userEvent.click(within(section).getByRole('radio', { name: 'Send an internal message' }));
    const send = within(section).getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    expect((await within(section).findByRole('alert')).textContent).toBe('Amount must be defined');
    const amount = within(section).getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '-1');
    await userEvent.click(send);
    expect((await within(section).findByRole('alert')).textContent).toBe('Amount must be positive');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'abc');
    await userEvent.click(send);
    expect((await within(section).findByRole('alert')).textContent).toBe('Amount must be a valid number');
    expect(walletState.sends).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.2345678919');
    await userEvent.click(send);
    const preview = await within(section).findByRole('region', { name: 'What this will do' });
    expect(await within(preview).findByText('Sent 1.234567891 EVER to 0:7777…7777')).toBeDefined();
    expect(within(preview).getByText(/^0:3333…3333 \+1\.234567891 EVER$/)).toBeDefined();
    expect(api.requests.find((request) => request.call === 'POST /traces/emulate_send')?.body).toEqual({
      from: OWNER,
      publicKey: 'f'.repeat(64),
      to: target,
      amount: '1234567891',
      bounce: true,
      call: { abi: ABI, method: 'walletOf', params: { answerId: '0', walletOwner: `0:${'0'.repeat(64)}` } },
    });
    expect(walletState.sends).toEqual([]);
    await userEvent.click(within(preview).getByRole('button', { name: 'Sign and send' }));
    await waitFor(() => expect(walletState.sends).toHaveLength(1));
    expect(walletState.sends[0]).toEqual({
      kind: 'internal',
      send: {
        to: target,
        amount: '1234567891',
        bounce: true,
        payload: { abi: JSON.stringify(ABI), method: 'walletOf', params: { answerId: '0', walletOwner: `0:${'0'.repeat(64)}` } },
      },
    });
    expect(await within(section).findByText(/waiting for the transaction to be indexed/)).toBeDefined();
    expect(within(section).getByRole('link', { name: /^eeee/ }).getAttribute('href')).toBe(`/messages/${'e'.repeat(64)}`);
  });

  it('tells, once the sent message has landed, what its trace did and the bodies the ABI reads', async () => {
    readyWallet();
    const target = account({ codeHash: CODE_HASH }).address;
    const landedHash = 'd'.repeat(64);
    const decodedBody = { kind: 'function' as const, name: 'walletOf', functionId: 0x0c2a2b3d, abi: 'TIP-3 TokenRoot', arguments: { answerId: '0' } };
    const landed = { ...BOUNCED, hash: landedHash, inMessage: { ...inMessage, decodedBody } };
    const emulated = emulatedTransfer(target);
    const trace: TraceResponse = {
      trace: {
        id: landedHash,
        rootMessageHash: null,
        rootAccount: OWNER,
        startLt: '10',
        endLt: '10',
        startTime: 1_700_000_000,
        endTime: 1_700_000_000,
        transactionCount: 1,
        actionCount: 1,
        pendingMessages: 0,
        complete: true,
      },
      transactions: [{ ...landed, parentHash: null }],
      messages: [],
      actions: emulated.actions,
      truncated: false,
    };
    serveAccount(
      CODE_HASH,
      {},
      {
        'POST /traces/emulate_send': () => ({ data: emulated }),
        'POST /transactions': () => ({ data: { transaction: landed } }),
        'POST /traces/by_transaction': () => ({ data: trace }),
      },
    );
    renderAppAt(`/accounts/${target}/source-code`);
    const section = await sectionOf('walletOf');
    await userEvent.click(within(section).getByRole('radio', { name: 'Send an internal message' }));
    await userEvent.type(within(section).getByRole('textbox', { name: /Amount/ }), '1');
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    const preview = await within(section).findByRole('region', { name: 'What this will do' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Sign and send' }));
    const summary = await within(section).findByRole('region', { name: 'What the transaction did' });
    expect(summary.textContent).toContain('Sent 1.234567891 EVER to 0:7777…7777');
    const bodies = within(section).getByRole('region', { name: 'Decoded bodies' });
    expect(within(bodies).getByText('Call of walletOf')).toBeTruthy();
  });

  it('says before signing that the account would refuse the message, with its exit code explained, and sends nothing on Cancel', async () => {
    readyWallet();
    const refused = {
      ...emulatedTransfer(OWNER),
      transactions: [],
      actions: [],
      balanceChanges: [],
      rejected: { reason: 'not accepted', exitCode: 40, meaning: null },
    };
    serveAccount(CODE_HASH, {}, { 'POST /traces/emulate_send': () => ({ data: refused }) });
    renderAppAt(`/accounts/${account({ codeHash: CODE_HASH }).address}/source-code`);
    const section = await sectionOf('walletOf');
    await userEvent.click(within(section).getByRole('radio', { name: 'Send an internal message' }));
    await userEvent.type(within(section).getByRole('textbox', { name: /Amount/ }), '1');
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    const preview = await within(section).findByRole('region', { name: 'What this will do' });
    expect((await within(preview).findByRole('alert')).textContent).toMatch(/^The account would refuse this message, exit code 40: \S/);
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('region', { name: 'What this will do' })).toBeNull();
    expect(walletState.sends).toEqual([]);
  });

  it('shows what an external message would do before the wallet signs it, then sends it signed by default, or unsigned', async () => {
    readyWallet();
    const target = account({ codeHash: CODE_HASH }).address;
    const api = serveAccount(CODE_HASH, {}, { 'POST /traces/emulate_external': () => ({ data: emulatedTransfer(target) }) });
    renderAppAt(`/accounts/${target}/source-code`);
    const section = await sectionOf('name');
    await userEvent.click(within(section).getByRole('radio', { name: 'Send an external message' }));
    const signAndSend = async () => {
      await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
      const preview = await within(section).findByRole('region', { name: 'What this will do' });
      expect(await within(preview).findByText('Sent 1.234567891 EVER to 0:7777…7777')).toBeDefined();
      await userEvent.click(within(preview).getByRole('button', { name: 'Sign and send' }));
    };
    const emulated = () => api.requests.filter((request) => request.call === 'POST /traces/emulate_external').map((request) => request.body);
    await signAndSend();
    await waitFor(() => expect(walletState.sends).toHaveLength(1));
    expect((walletState.sends[0]!.send as { signed: boolean }).signed).toBe(true);
    expect(emulated()).toEqual([{ to: target, publicKey: 'f'.repeat(64), call: { abi: ABI, method: 'name', params: { answerId: '0' } } }]);
    await userEvent.click(within(section).getByRole('checkbox', { name: "Sign with the wallet's key" }));
    await signAndSend();
    await waitFor(() => expect(walletState.sends).toHaveLength(2));
    expect((walletState.sends[1]!.send as { signed: boolean }).signed).toBe(false);
    expect(emulated()[1]).toEqual({ to: target, call: { abi: ABI, method: 'name', params: { answerId: '0' } } });
  });
});

describe("an internal message's amount (spec 001 §5)", () => {
  it('must be set, a finite number and not negative, and is converted to the smallest unit rounding down', () => {
    expect(checkAmount('', 9)).toEqual({ problem: 'amountMissing' });
    expect(checkAmount('  ', 9)).toEqual({ problem: 'amountMissing' });
    expect(checkAmount('-1', 9)).toEqual({ problem: 'amountNegative' });
    expect(checkAmount('abc', 9)).toEqual({ problem: 'amountInvalid' });
    expect(checkAmount('Infinity', 9)).toEqual({ problem: 'amountInvalid' });
    expect(checkAmount('1.5', 9)).toEqual({ units: '1500000000' });
    expect(checkAmount('0.1234567899', 9)).toEqual({ units: '123456789' });
    expect(checkAmount('0', 9)).toEqual({ units: '0' });
  });
});
