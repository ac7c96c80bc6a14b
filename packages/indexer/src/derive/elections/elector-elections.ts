import { configParamValue, decodeConfigParams, readBocSingle, TvmError } from '@tvmscan/tvm';
import type { ElectionRow } from '@tvmscan/store';
import { GetMethodError } from '../../sources/get-methods/get-method-error.js';
import type { GetMethodSource } from '../../sources/state-source.js';
import { electionRows } from './election-rows.js';
import { ElectionsReadError } from './elections-read-error.js';
import { readElectorElections } from './elector-reader.js';

/** The elections read from the elector, or why they could not be. */
export type ElectionsReading = { readonly rows: ElectionRow[]; readonly unavailable: null } | { readonly rows: []; readonly unavailable: string };

/**
 * Runs the elector's get-methods on the state source at unix time `now` and gives the rows to record at
 * masterchain block `mcSeqno`. An elector that cannot be read (absent, not an elector, an unexpected answer) gives
 * the reason instead; a failing state source throws.
 */
export async function readElectionsFrom(source: GetMethodSource, now: number, mcSeqno: number): Promise<ElectionsReading> {
  try {
    const elections = await readElectorElections(source, await electorAddress(source), now);
    return { rows: electionRows(elections, mcSeqno), unavailable: null };
  } catch (error) {
    if (!(error instanceof GetMethodError || error instanceof ElectionsReadError || error instanceof TvmError)) throw error;
    return { rows: [], unavailable: error.message };
  }
}

/** The account config param 1 names, in the source's current config. */
async function electorAddress(source: GetMethodSource): Promise<string> {
  const boc = await source.getConfig?.();
  if (!boc) throw new ElectionsReadError('the state source gives no blockchain config to find the elector in');
  const address = configParamValue(decodeConfigParams(readBocSingle(boc)), 1);
  if (address === undefined) throw new ElectionsReadError('the blockchain config names no elector (param 1)');
  return `-1:${address}`;
}
