import { electionById, heldElections, latestElections, validatorSetBySince, type ChainSchema, type ElectionRecord } from '@tvmscan/store';
import type { TypedConfig } from '@tvmscan/tvm';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { cacheUntilChainMoves } from '../http/caching.js';
import { electionsConfig, electionsState, electorState, topValidators, validatorSet, type SetElections } from '../mappers/elections.js';
import type { ValidatorsTop } from '../schemas/elections.js';
import type { EXPLORER_ROUTES } from '../schemas/explorer-routes.js';
import type { ExplorerHandlers } from './api-handlers.js';
import { chainTime, type RouteContext } from './context.js';

const TOP_VALIDATORS = 10;

/** The elections of the previous, current and next validator sets the index holds, which of them the zerostate installed, and the newest election. */
async function setElections(db: Kysely<ChainSchema>, params: TypedConfig | null): Promise<SetElections> {
  const ids = [params?.[32], params?.[34], params?.[36]].flatMap((set) => (set ? [set.utimeSince] : []));
  const [rows, sets, [latest]] = await Promise.all([
    Promise.all(ids.map((id) => electionById(db, id))),
    Promise.all(ids.map((id) => validatorSetBySince(db, id))),
    latestElections(db, 1),
  ]);
  return {
    byId: new Map(rows.filter((row): row is ElectionRecord => row !== undefined).map((row) => [Number(row.election_id), row])),
    fromZerostate: new Set(sets.flatMap((set) => (set?.first_mc_seqno === 0 ? [Number(set.utime_since)] : []))),
    latest: latest ?? null,
  };
}

async function configParams(context: RouteContext): Promise<TypedConfig | null> {
  return (await context.config.get())?.params ?? null;
}

/** The current set's validators with the largest weights (also at Everscan's older path, with an underscore). */
async function currentValidatorsTop(context: RouteContext, { reply }: { reply: FastifyReply }): Promise<ValidatorsTop> {
  const current = (await configParams(context))?.[34];
  const set = current ? validatorSet(current, await electionById(context.db, current.utimeSince)) : null;
  cacheUntilChainMoves(reply);
  return { validators: topValidators(set, TOP_VALIDATORS) };
}

/** The election timings, the current elections, and the current validator set's bonuses and top validators. */
export const ELECTION_HANDLERS: ExplorerHandlers<Extract<keyof typeof EXPLORER_ROUTES, `GET /elections/${string}`>> = {
  'GET /elections/config': async (context, { reply }) => {
    cacheUntilChainMoves(reply);
    return electionsConfig(await configParams(context));
  },
  'GET /elections/state': async (context, { reply }) => {
    const config = await context.config.get();
    const typed = config?.params ?? null;
    const [elections, held, now] = await Promise.all([setElections(context.db, typed), heldElections(context.db), chainTime(context.db)]);
    cacheUntilChainMoves(reply);
    const currentSet = config?.currentSetHash && typed?.[34] ? { hash: config.currentSetHash, utimeSince: typed[34].utimeSince } : null;
    return electionsState(typed, elections, electorState(held, currentSet), now);
  },
  'GET /elections/bonuses': async (context, { reply }) => {
    const current = (await configParams(context))?.[34];
    const election = current ? await electionById(context.db, current.utimeSince) : undefined;
    cacheUntilChainMoves(reply);
    return { totalBonuses: election ? election.bonuses : null, electionId: current?.utimeSince ?? null };
  },
  'GET /elections/current-validators-top': currentValidatorsTop,
  'GET /elections/current_validators_top': currentValidatorsTop,
};
