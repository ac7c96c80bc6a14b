import { advanceCheckpoint, emptyChainRows, readCheckpoint, writeChainRows, type Database } from '@tvmscan/store';
import { TvmError } from '@tvmscan/tvm';
import { IndexerError } from './indexer-error.js';
import { AccountLedger } from './derive/account-ledger.js';
import { initialTotals } from './derive/batch-deriver.js';
import { readElectionsFrom, type ElectionsReading } from './derive/elections/elector-elections.js';
import { importShardState, StateImportError, type StateImport } from './derive/zerostate.js';
import { FileStateSource, type NamedStateBoc } from './sources/files/file-state-source.js';

export interface StateImportSummary {
  readonly accounts: number;
  /** False when the index already had a checkpoint, so the states were not imported again. */
  readonly imported: boolean;
  /** The elections the masterchain state's elector holds (none without a masterchain state), or why they were not read. */
  readonly elections: ElectionsReading;
}

const NOT_IMPORTED: StateImportSummary = { accounts: 0, imported: false, elections: { rows: [], unavailable: 'the index was not empty' } };

/**
 * Imports zerostates (masterchain and workchain shard states): their accounts, balances and full account states,
 * the masterchain's config and validator sets, and the elections its elector holds (read with its get-methods on
 * the states given). Only into an empty index, in one transaction with checkpoint 0.
 */
export async function importZerostates(database: Database, bocs: readonly Uint8Array[], sourceName: string): Promise<StateImportSummary> {
  if (await alreadyIndexed(database)) return NOT_IMPORTED;
  return writeZerostates(database, bocs.map(importShardState), sourceName);
}

/**
 * Decodes zerostate files before anything is written, so that a damaged one stops an import early;
 * a `StateImportError` names the file.
 */
export function decodeZerostates(files: readonly NamedStateBoc[]): StateImport[] {
  return files.map(({ name, bytes }) => {
    try {
      return importShardState(bytes);
    } catch (error) {
      if (error instanceof StateImportError || error instanceof TvmError) {
        throw new StateImportError(`${name}: ${error.message}`, { cause: error });
      }
      throw error;
    }
  });
}

/** `importZerostates` for states `decodeZerostates` has already read. */
export async function importDecodedZerostates(database: Database, states: readonly StateImport[], sourceName: string): Promise<StateImportSummary> {
  if (await alreadyIndexed(database)) return NOT_IMPORTED;
  return writeZerostates(database, states, sourceName);
}

/**
 * Whether the index already holds data, so zerostates are not imported again; an index started mid-chain refuses
 * them, as they are history before its start.
 */
async function alreadyIndexed(database: Database): Promise<boolean> {
  const checkpoint = await readCheckpoint(database.db);
  if (checkpoint === null) return false;
  const start = checkpoint.startMcSeqno ?? 0;
  if (start > 0) {
    throw new IndexerError(
      'before-start',
      `zerostates are history before this index's start at masterchain block #${start}: backfilling earlier history ` +
        'into an existing index is not supported yet (import them into a new index)',
    );
  }
  return true;
}

async function writeZerostates(database: Database, states: readonly StateImport[], sourceName: string): Promise<StateImportSummary> {
  const rows = emptyChainRows();
  const ledger = new AccountLedger();
  for (const state of states) {
    state.accounts.forEach((account) => ledger.put(account));
    rows.accountStates.push(...state.accountStates);
    rows.configs.push(...state.configs);
    rows.validatorSets.push(...state.validatorSets);
  }
  rows.accounts = ledger.changedRows();
  const elections = await stateElections(states);
  rows.elections = elections.rows;
  const globalBalance = states.find((state) => state.globalBalance !== null)?.globalBalance;
  const supply = globalBalance ?? rows.accounts.reduce((sum, row) => sum + BigInt(row.balance as bigint), 0n);
  await database.db.transaction().execute(async (trx) => {
    rows.totals = {
      ...initialTotals(),
      accounts: BigInt(rows.accounts.length),
      total_supply: supply.toString(),
      latest_mc_utime: BigInt(states[0]?.genUtime ?? 0),
    };
    await writeChainRows(trx, rows);
    await advanceCheckpoint(trx, { mcSeqno: 0, source: sourceName });
  });
  return { accounts: rows.accounts.length, imported: true, elections };
}

/** The elections of the masterchain state's elector, its get-methods run over the states themselves at their time. */
async function stateElections(states: readonly StateImport[]): Promise<ElectionsReading> {
  const master = states.find((state) => state.configs.length > 0);
  if (master === undefined) return { rows: [], unavailable: 'no masterchain state was given' };
  const source = FileStateSource.fromBocs(states.map((state, index) => ({ name: `state ${index + 1}`, bytes: state.boc })));
  return readElectionsFrom(source, master.genUtime, 0);
}
