// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { electionsPhase } from '../src/features/validators/election-status.js';
import type { ElectionsState, Participant, ValidatorSet } from '@tvmscan/api/contract';
import { formatBonuses, validatorAddress, weightPercent } from '../src/features/validators/validator-figures.js';
import { validatorsCsvColumns } from '../src/features/validators/validators-csv.js';
import { buildCsv } from '../src/shared/csv/build-csv.js';
import { installFakeApi, type FakeApi } from './support/fake-api.js';
import { everscaleConfig } from './support/network-configs.js';
import { renderAppAt } from './support/render-app.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const key = (n: number) => n.toString(16).padStart(64, '0');

function participant(rank: number, known: boolean): Participant {
  return {
    rank,
    address: known ? key(1000 + rank) : null,
    publicKey: key(rank),
    stake: known ? `${rank}000000000000` : null,
    bonuses: known ? `${rank}000000001` : null,
    weight: '0.022222222',
  };
}

function set(utimeSince: number, count: number, known: boolean, origin: ValidatorSet['origin'] = known ? 'election' : 'zerostate'): ValidatorSet {
  return {
    utimeSince,
    utimeUntil: utimeSince + 65_536,
    origin,
    totalStake: known ? '45000000000000000' : null,
    totalBonuses: known ? '123400000001' : null,
    participantCount: count,
    participants: Array.from({ length: count }, (_, index) => participant(index + 1, known)),
  };
}

const ELECT_AT = 1_700_065_536;

function state(overrides: Partial<ElectionsState> = {}): ElectionsState {
  return {
    status: 'open',
    electionId: ELECT_AT,
    electAt: ELECT_AT,
    electClose: ELECT_AT - 8192,
    validationCyclePeriod: 65_536,
    electionsPeriod: 24_576,
    previous: set(1_699_934_464, 3, false),
    current: set(1_700_000_000, 45, true),
    next: null,
    activeId: 1_700_000_000,
    activeHash: '5a'.repeat(32),
    currentElection: null,
    pastElections: [],
    ...overrides,
  };
}

function serveValidators(now: number, elections: ElectionsState = state()): FakeApi {
  return installFakeApi(everscaleConfig, {
    'GET /elections/state': () => ({ data: elections }),
    'GET /elections/config': () => ({
      data: {
        validatorsElectedFor: 65_536,
        electionsStartBefore: 32_768,
        electionsEndBefore: 8_192,
        stakeHeldFor: 32_768,
        minStake: '10000000000000',
        maxStake: '10000000000000000',
        minTotalStake: '100000000000000',
        maxStakeFactor: 3,
        minValidators: 13,
        maxValidators: 1000,
        maxMainValidators: 100,
      },
    }),
    'GET /elections/bonuses': () => ({ data: { totalBonuses: '123400000001', electionId: 1_700_000_000 } }),
    'GET /time': () => ({ data: { time: now } }),
  });
}

const stat = (label: string) => within(screen.getByRole('region', { name: 'Elections' })).getByText(label).nextElementSibling?.textContent;

describe('the elections status (spec 000 §4)', () => {
  const timing = { electAt: 1000, electionsStartBefore: 300, electionsEndBefore: 100 };

  it('is waiting before the end minus start-before, open until the end minus end-before, closed after', () => {
    expect(electionsPhase(timing, 699)).toEqual({ status: 'waiting', changesAt: 700 });
    expect(electionsPhase(timing, 700)).toEqual({ status: 'open', changesAt: 900 });
    expect(electionsPhase(timing, 899)).toEqual({ status: 'open', changesAt: 900 });
    expect(electionsPhase(timing, 900)).toEqual({ status: 'closed', changesAt: null });
  });
});

describe('validator figures', () => {
  it('shows the weight in percent with 4 decimals, rounded half up', () => {
    expect(weightPercent('0.447105788')).toBe('44.7106');
    expect(weightPercent('0.011976047')).toBe('1.1976');
    expect(weightPercent('0.000000499')).toBe('0.0000');
    expect(weightPercent('0.000000500')).toBe('0.0001');
    expect(weightPercent('1')).toBe('100.0000');
    expect(weightPercent('abc')).toBe('-');
  });

  it('rounds bonuses up to whole tokens', () => {
    expect(formatBonuses('1000000000', 9)).toBe('1');
    expect(formatBonuses('1000000001', 9)).toBe('2');
    expect(formatBonuses('1', 9)).toBe('1');
    expect(formatBonuses('0', 9)).toBe('0');
    expect(formatBonuses('1234999999999', 9)).toBe('1,235');
    expect(formatBonuses(null, 9)).toBe('-');
  });

  it("prefixes the elector's account ids with -1: and keeps full addresses", () => {
    expect(validatorAddress('AB'.repeat(32))).toBe(`-1:${'ab'.repeat(32)}`);
    expect(validatorAddress(`-1:${'cd'.repeat(32)}`)).toBe(`-1:${'cd'.repeat(32)}`);
    expect(validatorAddress(null)).toBeNull();
  });

  it('writes Validators.csv with whole-token amounts and the weight in percent', () => {
    const csv = buildCsv(validatorsCsvColumns(9), [participant(2, true), participant(3, false)]);
    expect(csv.split('\r\n')).toEqual([
      'Rank,Address,Public key,Stake,Bonuses,Weight %',
      `2,-1:${key(1002)},${key(2)},2000,2.000000001,2.2222`,
      `3,,${key(3)},,,2.2222`,
    ]);
  });
});

describe('the validators page', () => {
  it('shows the periods, the total stake and bonuses and the status derived from the server time', async () => {
    serveValidators(ELECT_AT - 32_768 + 10);
    renderAppAt('/validators');
    await waitFor(() => expect(stat('Elections status')).toBe('Open · closes in 6 h 49 m 26 s'));
    expect(stat('Validation cycle period')).toBe('18 h 12 m 16 s');
    expect(stat('Elections period')).toBe('6 h 49 m 36 s');
    expect(stat('Total stake')).toBe('45,000,000 EVER');
    expect(stat('Total bonuses')).toBe('124 EVER');
    await waitFor(() => expect(document.title).toBe('Validators | Everscale'));
  });

  it('is waiting before the elections open and closed after they close', async () => {
    serveValidators(ELECT_AT - 40_000);
    renderAppAt('/validators');
    await waitFor(() => expect(stat('Elections status')).toBe('Waiting · opens in 2 h 32 s'));
    cleanup();
    serveValidators(ELECT_AT - 100);
    renderAppAt('/validators');
    await waitFor(() => expect(stat('Elections status')).toBe('Closed'));
  });

  it('has a tab for each set that exists, with its participant count; the current set first shown', async () => {
    serveValidators(ELECT_AT);
    renderAppAt('/validators');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Previous3 participants', 'Current45 participants']);
    expect(screen.getByRole('tab', { name: /Current/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: /Next/ })).toBeNull();
  });

  it('pages the participants 20 at a time with rank, -1: address, key, stake, bonuses rounded up and weight', async () => {
    serveValidators(ELECT_AT);
    renderAppAt('/validators');
    const table = await screen.findByRole('table', { name: 'Participants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    const first = within(table).getAllByRole('row')[1]!;
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '1',
      `-1:${key(1001).slice(0, 5)}…${key(1001).slice(-5)}`,
      `${key(1).slice(0, 5)}…${key(1).slice(-5)}`,
      '1,000',
      '2',
      '2.2222',
    ]);
    expect(within(first).getByRole('link').getAttribute('href')).toBe(`/accounts/-1:${key(1001)}`);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    expect(window.location.search).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says nothing of the origin of an elected set, whose wallets and stakes it shows', async () => {
    serveValidators(ELECT_AT);
    renderAppAt('/validators');
    await screen.findByRole('table', { name: 'Participants' });
    expect(screen.queryByText(/zerostate|no record|election for this set is open/)).toBeNull();
  });

  it('shows dashes for a set the zerostate installed, telling visitors it names no wallets or stakes, and switches sets by tab', async () => {
    serveValidators(ELECT_AT);
    renderAppAt('/validators');
    await userEvent.click(await screen.findByRole('tab', { name: /Previous/ }));
    await waitFor(() => expect(window.location.search).toBe('?set=previous'));
    const table = screen.getByRole('table', { name: 'Participants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toBe('-');
    expect(cells.slice(3)).toEqual(['-', '-', '2.2222']);
    expect(screen.getByText(/zerostate installed this set .* names each validator's public key and weight, and no wallet or stake/)).toBeTruthy();
    expect(screen.queryByText(/--state|index holds/)).toBeNull();
  });

  it('shows an elected set the index holds no election of without its wallets, saying only that', async () => {
    serveValidators(ELECT_AT, state({ previous: set(1_699_934_464, 3, false, 'unknown') }));
    renderAppAt('/validators?set=previous');
    await screen.findByRole('table', { name: 'Participants' });
    expect(screen.getByText(/This set was elected, but this explorer holds no record of its election/)).toBeTruthy();
    expect(screen.queryByText(/--state/)).toBeNull();
  });

  it("shows the open election's candidates as the next set, with their wallets and stakes", async () => {
    const candidates: ValidatorSet = { ...set(ELECT_AT, 8, true, 'candidates'), totalBonuses: null };
    serveValidators(
      ELECT_AT - 30_000,
      state({ next: { ...candidates, participants: candidates.participants.map((p) => ({ ...p, bonuses: null })) } }),
    );
    renderAppAt('/validators?set=next');
    const table = await screen.findByRole('table', { name: 'Participants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      '1',
      `-1:${key(1001).slice(0, 5)}…${key(1001).slice(-5)}`,
      `${key(1).slice(0, 5)}…${key(1).slice(-5)}`,
      '1,000',
      '-',
    ]);
    expect(screen.getByText(/The election for this set is open: these are its candidates/)).toBeTruthy();
  });

  it('says so when no validator set is indexed', async () => {
    serveValidators(ELECT_AT, state({ previous: null, current: null, next: null, electAt: null }));
    renderAppAt('/validators');
    expect(await screen.findByText('No validator set has been indexed yet.')).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(stat('Elections status')).toBe('not available');
  });
});
