import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { readChainTotals, type ChainSchema } from '@tvmscan/store';
import type { AccountStateReader } from '../account-state-reader.js';
import type { ContractVerifier } from '../contract-verifier.js';
import type { MessageEmulator } from '../message-emulator.js';
import type { CurrentConfigCache } from './current-config.js';

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface RouteContext {
  readonly db: Kysely<ChainSchema>;
  readonly stateReader: AccountStateReader | undefined;
  readonly config: CurrentConfigCache;
  /** The verified contracts whose ABIs name the calls messages carry; without one the names stay null. */
  readonly verifier?: ContractVerifier | undefined;
  /** Runs messages on the current chain state; without one, emulation is not served (404). */
  readonly emulator?: MessageEmulator | undefined;
  /** The wallet contracts known by code hash: hash → standard name. */
  readonly walletStandards: ReadonlyMap<string, string>;
}

export function serverTime(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The time the windows of the stats and the elections are measured from: the latest indexed masterchain block's
 * time, so that an index still catching up shows the chain as of its tip; the clock when nothing is indexed yet.
 */
export async function chainTime(db: Kysely<ChainSchema>): Promise<number> {
  const totals = await readChainTotals(db);
  return totals && totals.latest_mc_utime > 0n ? Number(totals.latest_mc_utime) : serverTime();
}
