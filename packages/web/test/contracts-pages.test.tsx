// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractInfo, ContractSummary } from '@tvmscan/api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPickedSources } from '../src/features/contracts/source-files.js';
import { account, address } from './support/chain-fixtures.js';
import { installFakeApi, verifyAnswer, type FakeVerifyHandlers } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const config = { ...everscaleConfig, api: { ...everscaleConfig.api, verify: '/api/verify' } };
const hashOf = (index: number) => index.toString(16).padStart(64, 'a');
const summary = (index: number): ContractSummary => ({
  code_hash: hashOf(index),
  contract_name: `@broxus/tip3/contracts/Contract${index}`,
  compiler_version: '0.57.1',
  linker_version: index === 0 ? 'unknown' : '0.15.48',
});
const ROOT: ContractInfo = {
  code_hash: hashOf(1),
  contract_name: '@broxus/tip3/contracts/TokenRoot',
  compiler_version: '0.57.1',
  linker_version: 'unknown',
  abi: { 'ABI version': 2, functions: [{ name: 'mint', inputs: [], outputs: [] }] },
  sources: [{ path: 'contracts/TokenRoot.tsol', content: 'contract TokenRoot {}' }],
  tvc: null,
  license: null,
  project_link: null,
  audit_url: null,
};
const ROOT_ADDRESS = `0:${'5'.repeat(64)}`;

function serve(verify: FakeVerifyHandlers) {
  return installFakeApi(config, {}, {}, verify);
}

const listOf = (total: number) => (body: unknown) => {
  const { limit = 20, offset = 0 } = body as { limit?: number; offset?: number };
  const data = Array.from({ length: Math.max(Math.min(limit, total - offset), 0) }, (_, index) => summary(offset + index));
  return verifyAnswer('POST /info/list', { data, total_count: total });
};
const noToolchain: FakeVerifyHandlers = {
  'GET /supported/solc': () => verifyAnswer('GET /supported/solc', {}),
  'GET /supported/linker': () => verifyAnswer('GET /supported/linker', []),
};

describe('the contracts list', { timeout: 20_000 }, () => {
  it('shows 20 verified contracts a page with the code hash at 9 characters, the name as the last segment, compiler and linker', async () => {
    const api = serve({ 'POST /info/list': listOf(25) });
    renderAppAt('/contracts');
    const table = await screen.findByRole('table', { name: 'Verified contracts' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    const first = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first).toEqual([`${hashOf(0).slice(0, 9)}…${hashOf(0).slice(-9)}`, 'Contract0', '0.57.1', 'unknown']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(`/contracts/${hashOf(0)}`);
    expect(within(rows[0]!).getByRole('button', { name: /Copy/ })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Verify contract' }).getAttribute('href')).toBe('/contracts/verification');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Verified contracts' })).getAllByRole('row')).toHaveLength(6));
    expect(api.requests.filter((request) => request.call === 'POST /info/list').map((request) => request.body)).toEqual([
      { limit: 20, offset: 0 },
      { limit: 20, offset: 20 },
    ]);
  });

  it('says so when the network has no verification service', async () => {
    installFakeApi(everscaleConfig);
    renderAppAt('/contracts');
    expect(await screen.findByText('This server offers no contract verification service.', {}, { timeout: 10_000 })).toBeDefined();
  });
});

describe('the verification form', { timeout: 20_000 }, () => {
  it('says in plain words that compiling is not available without a toolchain, and keeps the id method', async () => {
    serve(noToolchain);
    renderAppAt('/contracts/verification');
    expect(await screen.findByText(/Compiling is not available on this server/, {}, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'By compiler settings' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'By code hash or address' })).toHaveProperty('checked', true);
  });

  it('gives the exact errors for an incorrect id and an id without a verified contract', async () => {
    serve({ ...noToolchain });
    renderAppAt('/contracts/verification');
    const input = await screen.findByRole('textbox', { name: 'Code hash or address' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.type(input, 'nonsense');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Code hash or address is incorrect');
    await userEvent.clear(input);
    await userEvent.type(input, 'b'.repeat(64));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ABI not found. Use the compiler form'));
  });

  it('opens the contract by code hash when an address names a verified contract', async () => {
    serve({
      ...noToolchain,
      [`GET /info/address/${ROOT_ADDRESS}`]: () => verifyAnswer('GET /info/address/:address', ROOT),
      [`GET /info/code_hash/${ROOT.code_hash}`]: () => verifyAnswer('GET /info/code_hash/:hash', ROOT),
    });
    renderAppAt('/contracts/verification');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code hash or address' }, { timeout: 10_000 }), ROOT_ADDRESS);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'TokenRoot' })).toBeDefined();
    expect(window.location.pathname).toBe(`/contracts/${ROOT.code_hash}`);
  });

  it('uploads the chosen target with its folder, licence GPL-2.0-only by default, and shows a failed compile with the outputs', async () => {
    const api = serve({
      'GET /supported/solc': () => verifyAnswer('GET /supported/solc', { '0.62.0': '0.62.0+sold' }),
      'GET /supported/linker': () => verifyAnswer('GET /supported/linker', ['0.62.0']),
      'POST /compile': () =>
        verifyAnswer('POST /compile', {
          failed_to_verify: {
            compiler_output: { success: false, stderr: 'Root.tsol:1:1: Error: expected contract', stdout: '' },
            linker_output: { success: false, stderr: '', stdout: '' },
          },
        }),
    });
    renderAppAt('/contracts/verification');
    await userEvent.click(await screen.findByRole('radio', { name: 'By compiler settings' }, { timeout: 10_000 }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Compiler version' }), '0.62.0');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Linker version' }), '0.62.0');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Only .sol files are kept, and .tsol files, which the TVM contracts of this family are written in.'),
    ).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'License *' })).toHaveProperty('value', 'GPL-2.0-only');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please fill in all required fields');
    const folder = [new File(['contract Root {}'], 'Root.tsol'), new File(['library L {}'], 'L.sol'), new File(['notes'], 'README.md')].map(
      (file, index) =>
        Object.defineProperty(file, 'webkitRelativePath', { value: ['project/Root.tsol', 'project/lib/L.sol', 'project/README.md'][index] }),
    );
    fireEvent.change(screen.getByLabelText('Contract folder *'), { target: { files: folder } });
    expect(await screen.findByText('Files read: 2')).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Target file *' }), 'Root.tsol');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByText(/Verification failed/);
    expect(alert.closest('[role="alert"]')!.textContent).toContain('Root.tsol:1:1: Error: expected contract');
    expect(api.requests.find((request) => request.call === 'POST /compile')!.body).toEqual({
      license: 'GPL-2.0-only',
      audit_url: null,
      project_link: null,
      compiler: { flags: [], version: '0.62.0' },
      linker: { version: '0.62.0' },
      sources: [
        { path: 'lib/L.sol', content: 'library L {}', source_type: 'Dependency' },
        { path: 'Root.tsol', content: 'contract Root {}', source_type: 'VerifyTarget' },
      ],
    });
  });
  it.each([
    ['compiled', { compiled: [{ contract_name: 'contracts/Root', code_hash: ROOT.code_hash }], already_verified: {} }],
    ['already verified', { compiled: [], already_verified: { 'contracts/Root': ROOT.code_hash } }],
  ] as const)('opens the contract a compile %s names', async (_kind, answer) => {
    serve({
      'GET /supported/solc': () => verifyAnswer('GET /supported/solc', { '0.62.0': '0.62.0+sold' }),
      'GET /supported/linker': () => verifyAnswer('GET /supported/linker', ['0.62.0']),
      'POST /compile': () => verifyAnswer('POST /compile', { compiled: [...answer.compiled], already_verified: { ...answer.already_verified } }),
      [`GET /info/code_hash/${ROOT.code_hash}`]: () => verifyAnswer('GET /info/code_hash/:hash', ROOT),
    });
    renderAppAt('/contracts/verification');
    await userEvent.click(await screen.findByRole('radio', { name: 'By compiler settings' }, { timeout: 10_000 }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Compiler version' }), '0.62.0');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Linker version' }), '0.62.0');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const folder = [Object.defineProperty(new File(['contract Root {}'], 'Root.tsol'), 'webkitRelativePath', { value: 'project/Root.tsol' })];
    fireEvent.change(await screen.findByLabelText('Contract folder *'), { target: { files: folder } });
    expect(await screen.findByText('Files read: 1')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'TokenRoot' }, { timeout: 10_000 })).toBeDefined();
    expect(window.location.pathname).toBe(`/contracts/${ROOT.code_hash}`);
  });
});

describe('a contract by id', { timeout: 20_000 }, () => {
  it('shows a verified contract with its ABI and sources in viewers opened on demand', async () => {
    serve({ [`GET /info/code_hash/${ROOT.code_hash}`]: () => verifyAnswer('GET /info/code_hash/:hash', ROOT) });
    renderAppAt(`/contracts/${ROOT.code_hash}`);
    expect(await screen.findByRole('heading', { name: 'TokenRoot' }, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByRole('navigation', { name: /breadcrumbs/i }).textContent).toContain(`${ROOT.code_hash.slice(0, 9)}…`);
    expect(screen.queryByText('contract TokenRoot {}')).toBeNull();
    await userEvent.click(screen.getByText('contracts/TokenRoot.tsol'));
    const source = await screen.findByRole('textbox', { name: 'contracts/TokenRoot.tsol' });
    expect(source.textContent).toBe('contract TokenRoot {}');
    expect(source.getAttribute('contenteditable')).toBe('false');
    expect(source.querySelector('span')).not.toBeNull();
    await userEvent.click(screen.getByText('ABI'));
    expect((await screen.findByRole('textbox', { name: 'ABI' })).textContent).toContain('"name": "mint"');
  });

  it('falls back to the form, submitted with the id, when the contract is unknown', async () => {
    serve({ ...noToolchain });
    renderAppAt(`/contracts/${'c'.repeat(64)}`);
    expect(
      await screen.findByText('This contract is not verified yet. You can verify it with the form below.', {}, { timeout: 10_000 }),
    ).toBeDefined();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ABI not found. Use the compiler form'));
    expect(screen.getByRole('textbox', { name: 'Code hash or address' })).toHaveProperty('value', 'c'.repeat(64));
  });
});

describe('the initial-data form of a verified contract', { timeout: 20_000 }, () => {
  const WITH_INIT: ContractInfo = {
    ...ROOT,
    abi: {
      'ABI version': 2,
      version: '2.2',
      functions: [],
      data: [
        { key: 1, name: 'symbol_', type: 'string' },
        { key: 2, name: 'decimals_', type: 'uint8' },
        { key: 3, name: 'rootOwner_', type: 'address' },
        { key: 4, name: 'walletCode_', type: 'cell' },
        { key: 5, name: 'paused_', type: 'bool' },
        { key: 6, name: 'owners_', type: 'address[]' },
      ],
    },
  };
  const OTHER_ADDRESS = `0:${'6'.repeat(64)}`;
  const expectedAddress: FakeVerifyHandlers['x'] = (body) => {
    const { init_data: data, workchain } = body as { init_data: Record<string, unknown>; workchain: number };
    if (data.symbol_ === '')
      return { status: 400, body: { error: { code: 'BadRequest', kind: 'Error', message: 'body/init_data/symbol_ is empty' } } };
    return verifyAnswer('POST /expected_address', {
      address: data.symbol_ === 'TST' && data.decimals_ === '9' && workchain === 0 ? ROOT_ADDRESS : OTHER_ADDRESS,
    });
  };

  it('starts each field at its kind default and computes the address live, linking to the account', async () => {
    const api = serve({
      [`GET /info/code_hash/${ROOT.code_hash}`]: () => verifyAnswer('GET /info/code_hash/:hash', WITH_INIT),
      'POST /expected_address': expectedAddress,
    });
    renderAppAt(`/contracts/${ROOT.code_hash}`);
    const form = await screen.findByRole('region', { name: 'Initial data' }, { timeout: 10_000 });
    await waitFor(() => expect(api.requests.some((request) => request.call === 'POST /expected_address')).toBe(true));
    expect(api.requests.find((request) => request.call === 'POST /expected_address')!.body).toEqual({
      code_hash: ROOT.code_hash,
      init_data: { symbol_: '', decimals_: '0', rootOwner_: `0:${'0'.repeat(64)}`, walletCode_: 'te6ccgEBAQEAAgAAAA==', paused_: false, owners_: [] },
      public_key: null,
      workchain: 0,
    });
    expect((await within(form).findByRole('alert')).textContent).toBe('The address could not be computed: body/init_data/symbol_ is empty');
    fireEvent.change(within(form).getByRole('textbox', { name: 'symbol_ (string)' }), { target: { value: 'TST' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'decimals_ (uint8)' }), { target: { value: '9' } });
    const link = await within(form).findByRole('link', { name: ROOT_ADDRESS }, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe(`/accounts/${ROOT_ADDRESS}`);
    fireEvent.change(within(form).getByRole('combobox', { name: 'Workchain' }), { target: { value: '-1' } });
    expect(await within(form).findByRole('link', { name: OTHER_ADDRESS }, { timeout: 5_000 })).toBeDefined();
  });

  it('edits a list field item by item, names an item the ABI cannot take, and a field without a name, without asking the server', async () => {
    const api = serve({
      [`GET /info/code_hash/${ROOT.code_hash}`]: () => verifyAnswer('GET /info/code_hash/:hash', WITH_INIT),
      'POST /expected_address': expectedAddress,
    });
    renderAppAt(`/contracts/${ROOT.code_hash}`);
    const form = await screen.findByRole('region', { name: 'Initial data' }, { timeout: 10_000 });
    const owners = within(form).getByRole('group', { name: 'owners_ (address[])' });
    fireEvent.click(within(owners).getByRole('button', { name: 'Add item' }));
    fireEvent.change(within(owners).getByRole('textbox', { name: 'Item 1 (address)' }), { target: { value: 'nowhere' } });
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('owners_[0]: Wrong address'));
    fireEvent.change(within(owners).getByRole('textbox', { name: 'Item 1 (address)' }), { target: { value: ROOT_ADDRESS } });
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) =>
            request.call === 'POST /expected_address' &&
            (request.body as { init_data: { owners_: unknown } }).init_data.owners_?.toString() === ROOT_ADDRESS,
        ),
      ).toBe(true),
    );
    const sentOwners = api.requests
      .filter((request) => request.call === 'POST /expected_address')
      .map((request) => (request.body as { init_data: { owners_: unknown[] } }).init_data.owners_);
    expect(sentOwners.flat()).not.toContain('nowhere');
    cleanup();
    const unnamed = { ...WITH_INIT, code_hash: hashOf(2), abi: { data: [{ key: 1, name: '', type: 'uint8' }] } };
    const second = serve({ [`GET /info/code_hash/${unnamed.code_hash}`]: () => verifyAnswer('GET /info/code_hash/:hash', unnamed) });
    renderAppAt(`/contracts/${unnamed.code_hash}`);
    const unnamedForm = await screen.findByRole('region', { name: 'Initial data' }, { timeout: 10_000 });
    expect(within(unnamedForm).getByRole('alert').textContent).toBe('The ABI has an init field without a name, so the address cannot be computed.');
    expect(second.requests.filter((request) => request.call === 'POST /expected_address')).toEqual([]);
  });

  it('says in words when the compiled code is not stored', async () => {
    serve({ [`GET /info/code_hash/${ROOT.code_hash}`]: () => verifyAnswer('GET /info/code_hash/:hash', WITH_INIT) });
    renderAppAt(`/contracts/${ROOT.code_hash}`);
    const form = await screen.findByRole('region', { name: 'Initial data' }, { timeout: 10_000 });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The compiled code of this contract is not stored, so its address cannot be computed.',
    );
  });

  it('is absent when the ABI has no init fields', async () => {
    const api = serve({ [`GET /info/code_hash/${ROOT.code_hash}`]: () => verifyAnswer('GET /info/code_hash/:hash', ROOT) });
    renderAppAt(`/contracts/${ROOT.code_hash}`);
    expect(await screen.findByRole('heading', { name: 'TokenRoot' }, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Initial data' })).toBeNull();
    expect(api.requests.filter((request) => request.call === 'POST /expected_address')).toEqual([]);
  });
});

describe('reading a picked folder', { timeout: 20_000 }, () => {
  it('keeps .sol and .tsol files with the top folder removed, and fails when a file cannot be read', async () => {
    const files = [new File(['a'], 'A.tsol'), new File(['b'], 'B.txt')].map((file, index) =>
      Object.defineProperty(file, 'webkitRelativePath', { value: ['top/src/A.tsol', 'top/B.txt'][index] }),
    );
    expect(await readPickedSources(files)).toEqual([{ path: 'src/A.tsol', content: 'a' }]);
    const unreadable = { name: 'X.sol', webkitRelativePath: 'top/X.sol' } as unknown as File;
    await expect(readPickedSources([unreadable])).rejects.toThrow();
  });
});

describe('the account page of a verified contract', { timeout: 20_000 }, () => {
  it('shows the verified tick in its header and the contract in its source-code tab, asking by code hash without a 404', async () => {
    const raw = address(0xa2);
    const api = installFakeApi(
      config,
      {
        'POST /accounts': () => ({ data: { account: account({ codeHash: ROOT.code_hash }) } }),
        'POST /accounts/state': () => ({ data: { state: null } }),
        'POST /transactions/list': () => ({ data: { transactions: [], currentCursor: null, nextCursor: null, prevCursor: null } }),
      },
      {},
      {
        'POST /info/list': (body) =>
          verifyAnswer('POST /info/list', {
            data: (body as { code_hash?: string }).code_hash === ROOT.code_hash ? [summary(1)] : [],
            total_count: 1,
          }),
        [`GET /info/code_hash/${ROOT.code_hash}`]: () => verifyAnswer('GET /info/code_hash/:hash', ROOT),
      },
    );
    renderAppAt(`/accounts/${raw}/source-code/contract`);
    const tick = await screen.findByRole('link', { name: 'Verified contract' }, { timeout: 10_000 });
    expect(tick.getAttribute('href')).toBe(`/contracts/${ROOT.code_hash}`);
    expect((await screen.findByRole('link', { name: 'Source code' })).getAttribute('aria-current')).toBe('page');
    const contractCode = await screen.findByRole('link', { name: 'Contract code' });
    expect(contractCode.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Executor' }).getAttribute('href')).toBe(`/accounts/${raw}/source-code`);
    await userEvent.click(await screen.findByText('contracts/TokenRoot.tsol'));
    expect((await screen.findByRole('textbox', { name: 'contracts/TokenRoot.tsol' })).textContent).toBe('contract TokenRoot {}');
    expect(api.requests.filter((request) => request.call.startsWith('GET /info/address'))).toEqual([]);
  });
});
